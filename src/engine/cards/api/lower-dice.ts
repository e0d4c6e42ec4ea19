/**
 * "Lower N dice in a target opponent's active pool one level" (Gust Spear, Whirlwind): the
 * opponent is chosen (and targeted), then up to N of their dice above basic, all at once.
 * A die that is already basic cannot be lowered, so fewer are asked when fewer can be; an
 * opponent whose dice Law of Assurance locks offers none.
 */
import { chooseDice, chooseOpponent } from './choices';
import type { Chosen } from './choices';
import { activeDiceOf, mayChangeDiceOf } from './queries';
import type { Scope } from './queries';
import { lowerDie } from './verbs-dice';
import type { Run, Step } from '../../runner';
import type { PlayerId } from '../../state';

/** The dice of this opponent's active pool that may be lowered. */
function lowerableDiceOf(s: Scope, player: PlayerId): string[] {
  if (!mayChangeDiceOf(s, player)) return [];
  return activeDiceOf(s, player)
    .filter((d) => d.level !== 'basic')
    .map((d) => d.uuid);
}

/** The steps, and the chosen opponent for a step that follows ("that target opponent"). */
export function lowerDiceOfTargetOpponent(
  cardName: string,
  count: number,
  key = 'lowered',
): { steps: Step[]; opponent: Chosen<PlayerId> } {
  const opponent = chooseOpponent(`${key}Opponent`, {
    title: `${cardName}: choose a target opponent to lower ${count} of their dice`,
  });
  const dice = chooseDice(`${key}Dice`, {
    title: `${cardName}: choose ${count === 1 ? 'a die' : `${count} dice`} to lower one level`,
    from: (g: Run) => {
      const chosen = opponent.of(g);
      return chosen === null ? [] : lowerableDiceOf(g, chosen);
    },
    count: { exactly: () => count },
  });
  return {
    opponent,
    steps: [
      opponent.ask,
      dice.ask,
      (g) => {
        for (const die of dice.of(g) ?? []) lowerDie(g, die);
      },
    ],
  };
}
