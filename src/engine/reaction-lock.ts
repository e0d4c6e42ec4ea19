/**
 * "Opponents may not play reaction spells for the remainder of the turn" (Spectral Assassin):
 * the players it names are recorded on the current turn, so the lock ends with the turn.
 * `canPlayReaction` (play.ts) asks it, which closes both the reaction windows and the
 * prevention windows of held damage to those players.
 */
import type { GameState, PlayerId } from './state';

/** Close reaction spells to these players until the end of the current turn. */
export function closeReactionSpellsThisTurn(state: GameState, players: readonly PlayerId[]): void {
  const turn = state.turn;
  if (!turn) return;
  const closed = turn.reactionSpellsClosedTo ?? [];
  turn.reactionSpellsClosedTo = [...closed, ...players.filter((p) => !closed.includes(p))];
}

/** Whether this player may not play reaction spells for the rest of this turn. */
export function reactionSpellsClosedTo(state: GameState, player: PlayerId): boolean {
  return state.turn?.reactionSpellsClosedTo?.includes(player) ?? false;
}
