/** Who may spend which action right now. */
import type { GameState, PlayerId } from './state';

export function isTurnOf(state: GameState, player: PlayerId): boolean {
  return state.phase === 'playerturns' && state.turn?.player === player && state.attack === null;
}

export function hasMain(state: GameState, player: PlayerId): boolean {
  return isTurnOf(state, player) && state.turn?.mainAvailable === true;
}

export function hasSide(state: GameState, player: PlayerId): boolean {
  return isTurnOf(state, player) && (state.turn?.sideActions ?? 0) > 0;
}
