import { io as connect } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import type { GameHandoff } from '../../src/protocol/lobby';
import type { ChatIdentity, GameView } from '../../src/protocol/game-view';

/** A player's entry in a game view, as far as these tests read it. */
export interface ViewPlayer {
  name: string;
  deckNotes?: string;
  disconnected: boolean;
  awol: boolean;
  left: boolean;
  optionSettings: Record<string, boolean | number>;
  phoenixborn: { id: string; imageStub?: string };
  cardPiles: {
    deck: { uuid: string; selectable: boolean; selected: boolean }[];
    hand: { uuid: string }[];
  };
}

export interface TestGameView {
  viewer: string | null;
  muteSpectators: boolean;
  winner: string | null;
  players: Record<string, ViewPlayer>;
  messages: { message: unknown[] }[];
  spectators?: { id: string; name: string }[];
  chatIdentities?: Record<string, ChatIdentity>;
}

/** A game socket opened with a handoff, recording the views and errors it receives. */
export class GameSocketClient {
  readonly socket: Socket;
  readonly views: TestGameView[] = [];
  readonly errors: string[] = [];
  /** The latest view whole, as the engine's type (for bots choosing legal commands). */
  gameView: GameView | undefined;
  cleared = 0;
  /** Why socket.io says the connection ended, once it has. */
  closedBecause: string | null = null;

  constructor(handoff: GameHandoff) {
    this.socket = connect(`http://${handoff.address}:${handoff.port ?? 80}`, {
      path: `/${handoff.name}/socket.io`,
      query: { token: handoff.authToken },
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
    });
    this.socket.on('gamestate', (view: TestGameView) => this.views.push(view));
    this.socket.on('gamestate', (view: GameView) => {
      this.gameView = view;
    });
    this.socket.on('gameerror', (error: string) => this.errors.push(error));
    this.socket.on('disconnect', (reason: string) => {
      this.closedBecause = reason;
    });
    this.socket.on('cleargamestate', () => {
      this.cleared += 1;
    });
  }

  get view(): TestGameView | undefined {
    return this.views.at(-1);
  }

  /** Resolves with the first view (rejects when the node refuses the connection). */
  firstView(): Promise<TestGameView> {
    return new Promise((resolve, reject) => {
      const first = this.views[0];
      if (first) return resolve(first);
      this.socket.once('gamestate', resolve);
      this.socket.once('connect_error', reject);
    });
  }

  send(...args: unknown[]): void {
    this.socket.emit('game', ...args);
  }

  close(): void {
    this.socket.close();
  }
}
