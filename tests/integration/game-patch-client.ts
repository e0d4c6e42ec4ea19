import { io as connect } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { ViewStream } from '../../src/board/store/view-stream';
import {
  GAME_PATCH_EVENT,
  GAME_SYNC_EVENT,
  PATCHES_QUERY,
  RESYNC_EVENT,
  isGamePatch,
} from '../../src/protocol/game-sync';
import type { GameView } from '../../src/protocol/game-view';
import type { GameHandoff } from '../../src/protocol/lobby';

/** Every text a JSON value holds (keys and strings), to see what a message could reveal. */
export function textsOf(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const item of value) textsOf(item, into);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      into.add(key);
      textsOf(item, into);
    }
  }
  return into;
}

/** The texts a patch brings: the values it sets and splices in, and its log lines. */
function carriedTexts(payload: unknown): Set<string> {
  const texts = new Set<string>();
  if (!isGamePatch(payload)) return texts;
  for (const op of payload.ops) {
    if (op[0] === 's') textsOf(op[2], texts);
    if (op[0] === 'a') textsOf(op[4], texts);
  }
  return textsOf(payload.log, texts);
}

/**
 * A game socket that asks for patches, as the app's does, and keeps its view with the app's
 * view stream. It can be told to lose the next patch, as a flaky network would.
 */
export class GamePatchClient {
  readonly socket: Socket;
  readonly stream = new ViewStream();
  view: GameView | null = null;
  syncs = 0;
  resyncsAsked = 0;
  /** Texts of a patch that its resulting view did not hold (must stay empty). */
  readonly leaked: string[] = [];
  readonly patchesSeen: unknown[] = [];
  private dropNext = false;
  private awaitingSync = false;

  constructor(handoff: GameHandoff) {
    this.socket = connect(`http://${handoff.address}:${handoff.port ?? 80}`, {
      path: `/${handoff.name}/socket.io`,
      query: { token: handoff.authToken, [PATCHES_QUERY]: '1' },
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
    });
    this.socket.on(GAME_SYNC_EVENT, (payload: unknown) => {
      this.syncs += 1;
      this.awaitingSync = false;
      this.take(this.stream.sync(payload));
    });
    this.socket.on(GAME_PATCH_EVENT, (payload: unknown) => {
      this.patchesSeen.push(payload);
      if (this.dropNext) {
        this.dropNext = false;
        return;
      }
      if (this.awaitingSync) return;
      const result = this.stream.patch(payload);
      this.take(result);
      if (result !== 'resync') {
        const shown = textsOf(result);
        for (const text of carriedTexts(payload)) if (!shown.has(text)) this.leaked.push(text);
      }
    });
  }

  /** The next patch is lost on its way. */
  losePatch(): void {
    this.dropNext = true;
  }

  private take(result: GameView | 'resync'): void {
    if (result !== 'resync') {
      this.view = result;
      return;
    }
    this.resyncsAsked += 1;
    this.awaitingSync = true;
    this.socket.emit(RESYNC_EVENT);
  }

  close(): void {
    this.socket.close();
  }
}
