/**
 * "Play from here": POST /api/game/{id}/fork starts a practice game from a step of that game's
 * replay, the user in the side they chose against the computer or a goldfish. The answer
 * names the new game; its board comes by the lobby socket's `handoff`, as for any practice
 * game the user starts.
 */
import type { PracticeOpponent } from './lobby';

/** Which replay the step is counted in: the players' own, or the shared one (hands differ). */
export const FORK_REPLAY_KINDS = ['full', 'shared'] as const;
export type ForkReplayKind = (typeof FORK_REPLAY_KINDS)[number];

export interface ForkRequest {
  /** The step as the replay controls show it: 1 is the opening ("Step 1 of N"). */
  step: number;
  /** The name of the player whose side the user takes. */
  seat: string;
  opponent: PracticeOpponent;
  replay: ForkReplayKind;
}

export interface ForkResponse {
  success: true;
  gameId: string;
}

export const FORK_TEXTS = {
  // Why a moment cannot be forked (the engine's forkRefusal; the client shows the first two early).
  solo: 'A solo game against the Chimera cannot be played from a replay step',
  over: 'The game is over at this step',
  legacy: 'This replay was recorded before games could be played from a step',
  noStep: 'This replay has no such step',
  noSeat: 'Choose the side of one of the players of this game',
  notAllowed: 'You are not allowed to view this game',
  notShared: 'The players of this game have not shared its replay',
  noLobby: 'Practice games cannot be started on this server right now',
  loginFirst: 'Log in to play from here',
} as const;
