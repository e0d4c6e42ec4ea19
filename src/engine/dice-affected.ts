/**
 * The record that an effect lowered, changed or re-rolled dice of a player's active pool: one
 * `diceAffected` event per act, counting the dice it touched, for the cards that answer an
 * opponent's dice being changed (Keepsake). Every verb or procedure that changes another
 * player's active dice calls it (lowerDie, setDieSide, the Illusion dice power, "change 1 die
 * of each player"); a re-roll verb does the same with `how: 'rerolled'`.
 */
import type { EventOf } from './event-kinds';
import type { GameState, PlayerId } from './state';

type DiceAffected = Omit<EventOf<'diceAffected'>, 'kind'>;

export function noteDiceAffected(state: GameState, affected: DiceAffected): void {
  if (affected.count <= 0) return;
  state.pendingEvents.push({ kind: 'diceAffected', ...affected });
}

/** Shorthand for one die of `owner` changed by `by`. */
export function noteDieAffected(
  state: GameState,
  by: PlayerId,
  owner: PlayerId,
  how: DiceAffected['how'],
): void {
  noteDiceAffected(state, { owner, by, count: 1, how });
}
