/**
 * Shared replays and favourite games: what the API answers about them and the `?step=N` of a
 * shared replay link (/replay/{gameId}?step=N). The replay itself is a `ReplayResponse`
 * (results.ts) from GET /api/game/{id}/shared-replay.
 */

/**
 * The link anyone may open to watch a shared replay. Steps are counted from 1 as the replay
 * controls show them ("Step 5 of 120"); the first step needs no `?step=`.
 */
export function sharedReplayPath(gameId: string, step = 1): string {
  const path = `/replay/${encodeURIComponent(gameId)}`;
  return step <= 1 ? path : `${path}?step=${step}`;
}

/** Highest step number a link may name; replays of real games have a few thousand at most. */
export const MAX_LINK_STEP = 100_000;

export type StepParam = { ok: true; step: number } | { ok: false; message: string };

/**
 * The step of a link's `?step=`, counted from 1; absent or empty means the first step.
 * Anything but a whole number from 1 is refused with a message saying so.
 */
export function parseStepParam(raw: string | undefined): StepParam {
  if (raw === undefined || raw === '') return { ok: true, step: 1 };
  const step = /^\d{1,6}$/.test(raw) ? Number(raw) : NaN;
  if (!(step >= 1 && step <= MAX_LINK_STEP)) {
    return {
      ok: false,
      message: `The link asks for step "${raw}": steps are whole numbers from 1.`,
    };
  }
  return { ok: true, step };
}

export interface StarResponse {
  success: true;
  gameId: string;
  starred: boolean;
  /** How many users starred the game now. */
  stars: number;
}

export interface StarredResponse {
  success: true;
  /** The games the signed-in user starred. */
  gameIds: string[];
}

export interface FamousGamePlayer {
  name: string;
  deckName: string;
  phoenixborn: string;
}

/** A row of the Famous games list: a shared replay and how many users starred it. */
export interface FamousGame {
  gameId: string;
  name: string;
  finishedAt: string;
  stars: number;
  players: FamousGamePlayer[];
}

export interface FamousGamesResponse {
  success: true;
  games: FamousGame[];
}

/** How many games the Famous games list shows. */
export const FAMOUS_GAMES_LIMIT = 20;
