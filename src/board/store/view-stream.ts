/**
 * A game view kept up to date from a game node's `gamesync` and `gamepatch` messages
 * (`protocol/game-sync.ts`): the board (the view without its log) patched in place, the log
 * grown by its new lines, and the revision both are at. Anything that does not fit — a patch
 * for another revision, one that does not apply, a result that is no game view — leaves the
 * stream as it was and answers 'resync', so the connection asks the node for a whole view.
 */
import { isGamePatch, isGameSync } from '../../protocol/game-sync';
import type { ChatMessage, GameView } from '../../protocol/game-view';
import { isGameView } from '../../protocol/game-view-guard';
import { PatchMismatch, applyPatch } from '../../protocol/view-patch';
import type { JsonObject, JsonValue } from '../../protocol/view-patch';

function isJsonObject(value: JsonValue): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export type StreamResult = GameView | 'resync';

export class ViewStream {
  private rev: number | null = null;
  private board: JsonObject | null = null;
  private log: ChatMessage[] = [];

  /** The revision held, or null before the first sync (and after a reset). */
  get revision(): number | null {
    return this.rev;
  }

  /** Starts again from a whole view. */
  sync(payload: unknown): StreamResult {
    if (!isGameSync(payload)) return 'resync';
    const { messages, ...board } = payload.view;
    const log = Array.isArray(messages) ? messages : [];
    const view = { ...board, messages: log };
    if (!isGameView(view)) return 'resync';
    this.rev = payload.rev;
    this.board = board;
    this.log = view.messages;
    return view;
  }

  /** Applies a patch for the revision held; anything else asks for a resync. */
  patch(payload: unknown): StreamResult {
    if (!isGamePatch(payload) || this.board === null || payload.base !== this.rev) {
      return 'resync';
    }
    if (payload.logFrom > this.log.length) return 'resync';
    let board: JsonValue;
    try {
      board = applyPatch(this.board, payload.ops);
    } catch (error) {
      if (error instanceof PatchMismatch) return 'resync';
      throw error;
    }
    if (!isJsonObject(board)) return 'resync';
    const log =
      payload.log.length === 0 && payload.logFrom === this.log.length
        ? this.log
        : [...this.log.slice(0, payload.logFrom), ...payload.log];
    const view = { ...board, messages: log };
    if (!isGameView(view)) return 'resync';
    this.rev = payload.rev;
    this.board = board;
    this.log = log;
    return view;
  }

  /** Forgets everything (a new connection starts with a sync). */
  reset(): void {
    this.rev = null;
    this.board = null;
    this.log = [];
  }
}
