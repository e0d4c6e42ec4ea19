/**
 * Invariant: every die is in one place (its owner's pool, active or exhausted, or on one card
 * in play) and each player keeps the dice they started with: dice are never made or lost
 * after setup.
 */
import { playersOf } from '../sides';
import type { GameState, PlayerId } from '../state';

/** How many dice each player holds; taken once at the start of a game. */
export function diceCounts(state: GameState): Partial<Record<PlayerId, number>> {
  const counts: Partial<Record<PlayerId, number>> = {};
  for (const p of playersOf(state)) counts[p] = state.players[p].dice.length;
  return counts;
}

export function dicePlaceProblems(
  state: GameState,
  expected: Partial<Record<PlayerId, number>>,
): string[] {
  const problems: string[] = [];
  const listedBy = new Map<string, PlayerId[]>();
  for (const p of playersOf(state)) {
    const dice = state.players[p].dice;
    if (dice.length !== expected[p])
      problems.push(`${p} has ${dice.length} dice, not ${expected[p]}`);
    for (const uuid of dice) {
      if (!state.dice[uuid]) problems.push(`${p} lists missing die ${uuid}`);
      listedBy.set(uuid, [...(listedBy.get(uuid) ?? []), p]);
    }
  }
  for (const [key, die] of Object.entries(state.dice)) {
    if (key !== die.uuid) problems.push(`die ${die.uuid} is kept under ${key}`);
    const owners = listedBy.get(die.uuid) ?? [];
    if (owners.length !== 1 || owners[0] !== die.owner)
      problems.push(
        `die ${die.uuid} of ${die.owner} is listed by ${owners.join(' and ') || 'nobody'}`,
      );
    // A die in the pool has no host; one on a card is 'attached' and has one.
    if ((die.location === 'attached') !== (die.host !== null))
      problems.push(`die ${die.uuid} is ${die.location} with host ${die.host}`);
    // Dice sit on units and Phoenixborns (charm, divine), on ready spells (Reimagine) and,
    // artifice dice, on any card in play, alterations too.
    if (
      die.host &&
      !['battlefield', 'phoenixborn', 'spellboard', 'attached'].includes(
        state.cards[die.host]?.zone ?? '',
      )
    )
      problems.push(`die ${die.uuid} on ${die.host}, which is not in play`);
  }
  return problems;
}
