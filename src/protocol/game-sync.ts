/**
 * Game node → browser, for clients that ask for patches: instead of a whole `gamestate` after
 * every change, a full view once (`gamesync`, on connect and whenever asked) and then
 * `gamepatch` messages, each a diff of the recipient's view (`view-patch.ts`) and the game
 * log's new lines. The spec's client never asks, so it keeps getting `gamestate` as before.
 *
 * A client opts in with the handshake query (or auth field) `patches=1`. Every sync and patch
 * carries the revision it brings the client to; a patch names the revision it applies to
 * (`base`). A client whose revision differs, or whose patch does not apply, emits `resync`
 * and gets a `gamesync`.
 */
import type { ChatMessage } from './game-view';
import { handshakeAsks } from './handshake';
import { isPatchOps } from './view-patch';
import type { JsonObject, PatchOp } from './view-patch';

export const PATCHES_QUERY = 'patches';
export const GAME_SYNC_EVENT = 'gamesync';
export const GAME_PATCH_EVENT = 'gamepatch';
export const RESYNC_EVENT = 'resync';

/** A full view (log included) at revision `rev`. */
export interface GameSync {
  rev: number;
  view: JsonObject;
}

/**
 * From revision `base` to `rev`: `ops` change the view without its log (`messages`); the log
 * keeps its first `logFrom` lines and `log` follows them (new lines only, as a rule).
 */
export interface GamePatch {
  base: number;
  rev: number;
  ops: PatchOp[];
  logFrom: number;
  log: ChatMessage[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isRevision(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

function isChatMessage(value: unknown): value is ChatMessage {
  return isRecord(value) && typeof value.mid === 'number' && Array.isArray(value.message);
}

export function isGameSync(value: unknown): value is GameSync {
  return isRecord(value) && isRevision(value.rev) && isRecord(value.view);
}

export function isGamePatch(value: unknown): value is GamePatch {
  return (
    isRecord(value) &&
    isRevision(value.base) &&
    isRevision(value.rev) &&
    isRevision(value.logFrom) &&
    isPatchOps(value.ops) &&
    Array.isArray(value.log) &&
    value.log.every(isChatMessage)
  );
}

/** Whether a socket's handshake asked for patches (`patches=1` in its query or auth). */
export function wantsPatches(query: unknown, auth: unknown): boolean {
  return handshakeAsks(PATCHES_QUERY, query, auth);
}
