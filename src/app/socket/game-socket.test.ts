import { createServer } from 'node:http';
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import type { Socket as ServerSocket } from 'socket.io';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameHandoff } from '../../protocol/lobby';
import { useAuthStore } from '../stores/auth';
import { useToastStore } from '../stores/toasts';
import { testClientUser } from '../testing/clientUser';
import { gameConnection, gameErrorText } from './game-socket';
import { lobbyConnection } from './lobby-socket';

const NODE = 'node1';

const alice = testClientUser({
  id: 3,
  settings: { cardSize: 'large', optionSettings: { leftMode: false } },
});

/** A stand-in game node: records every `game` message and refuses a typed `/draw`. */
class FakeNode {
  readonly received: unknown[][] = [];
  readonly connections: ServerSocket[] = [];
  private readonly http: HttpServer = createServer();
  private readonly io = new Server(this.http, { path: `/${NODE}/socket.io` });
  /** Handshakes still to refuse as a node does for a game it does not host (yet). */
  refuseNext = 0;

  async start(): Promise<number> {
    this.io.use((_socket, next) => {
      if (this.refuseNext <= 0) return next();
      this.refuseNext -= 1;
      next(new Error('Game not found'));
    });
    this.io.on('connection', (socket) => {
      this.connections.push(socket);
      // onAny sees each message as it arrives: socket.io drops a message whose socket closes
      // in the same tick before its listeners run, and what was sent is what counts here.
      socket.onAny((event: unknown, ...args: unknown[]) => {
        if (event !== 'game') return;
        this.received.push(args);
        if (JSON.stringify(args).includes('/draw')) {
          socket.emit('gameerror', 'Turn on manual mode to use manual commands');
        }
      });
    });
    await new Promise<void>((resolve) => this.http.listen(0, '127.0.0.1', resolve));
    return (this.http.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    await this.io.close();
  }
}

function handoff(port: number, token = 'first'): GameHandoff {
  return { address: '127.0.0.1', port, authToken: token, user: 'alice', gameId: 'g1', name: NODE };
}

async function connected(): Promise<void> {
  await vi.waitUntil(() => gameConnection.connected, { timeout: 5000, interval: 10 });
}

describe('the game connection', () => {
  let node: FakeNode;
  let port: number;

  beforeEach(async () => {
    useAuthStore.setState({ user: alice });
    useToastStore.setState({ toasts: [] });
    node = new FakeNode();
    port = await node.start();
  });
  afterEach(async () => {
    gameConnection.close();
    useAuthStore.setState({ user: null });
    await node.stop();
  });

  it("starts the board with the profile's view settings", async () => {
    gameConnection.open(handoff(port));
    await connected();
    expect(gameConnection.store?.getState()).toMatchObject({
      loggedIn: true,
      viewSettings: { cardSize: 'large', leftMode: false, compactLayout: true },
    });
  });

  it("shows the node's refusal of a command as a toast", async () => {
    gameConnection.open(handoff(port));
    await connected();
    gameConnection.send({ type: 'chat', text: '/draw 1' });
    await vi.waitUntil(() => useToastStore.getState().toasts.length > 0, { timeout: 5000 });
    expect(useToastStore.getState().toasts).toMatchObject([
      { message: 'Turn on manual mode to use manual commands', severity: 'error' },
    ]);
  });

  it('sends leavegame once when the board leaves and then the shell closes the game', async () => {
    gameConnection.open(handoff(port));
    await connected();
    // The board's Leave: leavegame, then its onLeave, the shell's leaveGame.
    gameConnection.send({ type: 'leavegame' });
    lobbyConnection.leaveGame();
    await vi.waitUntil(() => node.connections.every((socket) => socket.disconnected), {
      timeout: 5000,
    });
    expect(node.received.filter((args) => args.includes('leavegame'))).toHaveLength(1);
  });

  it('keeps its store and socket when the lobby hands the same game off again', async () => {
    gameConnection.open(handoff(port));
    await connected();
    const store = gameConnection.store;
    gameConnection.open(handoff(port, 'second'));
    expect(gameConnection.store).toBe(store);
    expect(gameConnection.connected).toBe(true);
    expect(node.connections).toHaveLength(1);
  });

  it('reconnects into the same store when the connection was down at the new handoff', async () => {
    gameConnection.open(handoff(port));
    await connected();
    const store = gameConnection.store;
    node.connections[0]?.disconnect(true);
    await vi.waitUntil(() => !gameConnection.connected, { timeout: 5000, interval: 10 });
    gameConnection.open(handoff(port, 'second'));
    await connected();
    expect(gameConnection.store).toBe(store);
    expect(node.connections.at(-1)?.handshake.query.token).toBe('second');
  });

  it('asks the lobby for a fresh handoff and keeps trying while the node does not host the game', async () => {
    // The game is being taken back by its node (a restart): the first handshakes are refused.
    node.refuseNext = 2;
    let asked = 0;
    gameConnection.onConnectFailed = () => {
      asked += 1;
    };
    try {
      gameConnection.open(handoff(port));
      const store = gameConnection.store;
      await vi.waitUntil(() => gameConnection.connected, { timeout: 10_000, interval: 20 });
      expect(asked).toBe(2);
      expect(gameConnection.store).toBe(store);
      expect(store?.getState().connection).toBe('connected');
    } finally {
      gameConnection.onConnectFailed = () => undefined;
    }
  });

  it('starts a fresh store for another game', async () => {
    gameConnection.open(handoff(port));
    await connected();
    const store = gameConnection.store;
    gameConnection.open({ ...handoff(port), gameId: 'g2' });
    expect(gameConnection.store).not.toBe(store);
    expect(store?.getState().connection).toBe('closed');
  });
});

describe('game error texts', () => {
  it('reads a text or an object with a message; nothing for an empty one', () => {
    expect(gameErrorText('Spectators cannot play')).toBe('Spectators cannot play');
    expect(gameErrorText({ message: 'Not your turn' })).toBe('Not your turn');
    expect(gameErrorText('  ')).toBeNull();
    expect(gameErrorText(null)).toBeNull();
  });
});
