/**
 * Ready spells that change a rule of the table while they are in play (the Laws of The Law of
 * Lions), each declared by a flag of its script:
 * - `forbidsReactionSpells` (Law of Sight): no player may play reaction spells;
 * - `locksOpponentDice` (Law of Assurance): players may not re-roll or change the level of
 *   dice in an opponent's active pool.
 * And a unit's: `stopsSpellsWhileUnexhausted` (the Chimera's Glare): while it is unexhausted,
 * no action or reaction spell may be played. And `forbidsOpponentBasicDiceWhileUnexhausted` (the
 * Chimera's Paranoia): while it is unexhausted, its opponents cannot pay with basic dice.
 */
import { isExhausted } from './cardinfo';
import type { CardScript } from './cards/api/types';
import { scriptOf } from './context';
import type { EngineContext } from './context';
import { activeDice } from './ops';
import { opponentsOf, playersOf } from './sides';
import type { DieState, GameState, PlayerId } from './state';

function lawInPlay(
  state: GameState,
  context: EngineContext,
  law: 'forbidsReactionSpells' | 'locksOpponentDice',
): boolean {
  return playersOf(state).some((p) => {
    const player = state.players[p];
    return [...player.spellboard, ...player.battlefield].some((card) => {
      const script: CardScript | undefined = scriptOf(context, state.cards[card]?.stub ?? '');
      return script?.[law] === true;
    });
  });
}

/** An unexhausted unit stops every action and reaction spell (Glare). */
function spellsStopped(state: GameState, context: EngineContext): boolean {
  return playersOf(state).some((p) =>
    state.players[p].battlefield.some(
      (unit) =>
        scriptOf(context, state.cards[unit]?.stub ?? '')?.stopsSpellsWhileUnexhausted === true &&
        !isExhausted(state, unit),
    ),
  );
}

export function reactionSpellsForbidden(state: GameState, context: EngineContext): boolean {
  return lawInPlay(state, context, 'forbidsReactionSpells') || spellsStopped(state, context);
}

export function actionSpellsForbidden(state: GameState, context: EngineContext): boolean {
  return spellsStopped(state, context);
}

/** Whether `actor` may not re-roll or change the level of `owner`'s active dice now. */
export function opponentDiceLocked(
  state: GameState,
  context: EngineContext,
  actor: PlayerId,
  owner: PlayerId,
): boolean {
  return actor !== owner && lawInPlay(state, context, 'locksOpponentDice');
}

/** Whether an unexhausted unit of an opponent forbids `player` to use basic dice (Paranoia). */
export function basicDiceForbidden(
  state: GameState,
  context: EngineContext,
  player: PlayerId,
): boolean {
  return opponentsOf(state, player).some((p) =>
    state.players[p].battlefield.some(
      (unit) =>
        scriptOf(context, state.cards[unit]?.stub ?? '')
          ?.forbidsOpponentBasicDiceWhileUnexhausted === true && !isExhausted(state, unit),
    ),
  );
}

/**
 * The dice `player` may pay a cost with: their active pool and `extra` (dice on a spell that
 * pays for reactions), without the basic ones while Paranoia forbids them.
 */
export function payingDice(
  state: GameState,
  context: EngineContext,
  player: PlayerId,
  extra: readonly DieState[] = [],
): DieState[] {
  const pool = [...activeDice(state, player), ...extra];
  return basicDiceForbidden(state, context, player)
    ? pool.filter((d) => d.level !== 'basic')
    : pool;
}
