import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { io as connect } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GameCommand } from '../../protocol/game';
import { TokenSigner } from '../auth/tokens';
import { createLogger } from '../logger';
import { GAME_FAULT_MESSAGE, GameHost } from './game-host';
import { SOCKET_FLOOD_LIMITS, TOO_FAST } from '../sockets/flood-gate';
import type { GameNodeListener, HostedGameSpec, RunnerOutcome } from './game-node';
import type { CommandOutcome, GameRunner } from './game-runner';
import { signHandoff } from './handoff-token';
import { aliceAndBobGame } from '../../../tests/helpers/hosted-game-spec';

/** A runner whose only event is its clock running out at `deadline`: then Alice wins on time. */
class ClockOnlyRunner implements GameRunner {
  winner: string | null = null;
  expiries = 0;
  /** Every command it was given, as `username:type`. */
  readonly applied: string[] = [];

  constructor(private readonly deadline: number) {}

  get finished(): boolean {
    return this.winner !== null;
  }

  viewFor(viewer: string | null): unknown {
    return { viewer, winner: this.winner, players: {} };
  }

  apply(username: string, command: GameCommand): CommandOutcome {
    this.applied.push(`${username}:${command.type}`);
    return { refusal: 'Nothing to do' };
  }

  outcome(): RunnerOutcome {
    return { winner: this.winner, winReason: 'time', rounds: 1, players: [], replay: null };
  }

  clockDeadline(): number | null {
    return this.finished ? null : this.deadline;
  }

  expireClock(now: number): void {
    this.expiries += 1;
    if (now >= this.deadline) this.winner = 'Alice';
  }
}

/** A runner whose views fail once `broken` is set (an engine bug), and that counts commands. */
class FaultyRunner extends ClockOnlyRunner {
  broken = false;

  constructor() {
    super(Number.MAX_SAFE_INTEGER);
  }

  override viewFor(viewer: string | null): unknown {
    if (this.broken) throw new Error('No card 1234');
    return super.viewFor(viewer);
  }

  override apply(username: string, command: GameCommand): CommandOutcome {
    super.apply(username, command);
    if (command.type === 'shuffleDeck') this.broken = true;
    return { refusal: null, changed: true };
  }
}

describe('a game host', () => {
  const signer = new TokenSigner('game-host-test-secret');
  let server: Server;
  let port: number;
  let host: GameHost;
  let runners: ClockOnlyRunner[];
  /** The runner the next hosted game gets (a clock-only one unless a test says otherwise). */
  let makeRunner: () => ClockOnlyRunner;
  let finished: string[];
  let closed: string[];

  beforeEach(async () => {
    server = createServer();
    runners = [];
    makeRunner = () => new ClockOnlyRunner(Date.now() + 100);
    finished = [];
    closed = [];
    const listener: GameNodeListener = {
      gameFinished: (gameId) => finished.push(gameId),
      gameClosed: (gameId) => closed.push(gameId),
      userLeft: () => undefined,
      rematchAgreed: () => undefined,
    };
    host = new GameHost({
      name: 'clocknode',
      httpServer: server,
      signer,
      logger: createLogger('silent'),
      listener,
      awolMs: 60_000,
      runnerFactory: () => {
        const runner = makeRunner();
        runners.push(runner);
        return runner;
      },
    });
    port = await new Promise<number>((resolve) =>
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : 0);
      }),
    );
  });
  afterEach(async () => {
    await host.close();
  });

  /** A player's game socket, opened with their handoff token. */
  async function gameSocket(game: HostedGameSpec, userId: number, username: string) {
    const token = await signHandoff(signer, {
      gameId: game.gameId,
      userId,
      username,
      node: 'clocknode',
    });
    return connect(`http://127.0.0.1:${port}`, {
      path: '/clocknode/socket.io',
      query: { token },
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
    });
  }

  it('shows a game ended by its clock to the players and reports the finish', async () => {
    const game = aliceAndBobGame();
    host.host(game);
    const socket = await gameSocket(game, 2, 'Bob');
    const views: { viewer: string | null; winner: string | null }[] = [];
    socket.on('gamestate', (view: { viewer: string | null; winner: string | null }) =>
      views.push(view),
    );
    try {
      await expect.poll(() => views.at(-1)?.winner).toBe('Alice');
      expect(views.at(-1)?.viewer).toBe('Bob');
      expect(finished).toEqual([game.gameId]);
    } finally {
      socket.close();
    }
  });

  it('passes a leave from the lobby to the engine once and closes the sockets of the leaver', async () => {
    const game = aliceAndBobGame();
    host.host(game);
    const socket = await gameSocket(game, 1, 'Alice');
    let cleared = 0;
    socket.on('cleargamestate', () => (cleared += 1));
    try {
      await new Promise((resolve) => socket.once('gamestate', resolve));
      // The lobby's leave, then the game socket's and the lobby's again: one leave.
      host.leaveGame(game.gameId, 'Alice');
      socket.emit('game', 'leavegame');
      host.leaveGame(game.gameId, 'Alice');
      // A spectator's or stranger's leave never reaches the engine.
      host.leaveGame(game.gameId, 'Carol');
      await expect.poll(() => cleared).toBeGreaterThan(0);
      await expect.poll(() => socket.connected).toBe(false);
      expect(runners[0]?.applied).toEqual(['Alice:leavegame']);
      expect(host.hasGame(game.gameId)).toBe(true);
    } finally {
      socket.close();
    }
  });

  it('stops the clock of a game it ends', async () => {
    const game = aliceAndBobGame();
    host.host(game);
    host.endGame(game.gameId);
    expect(closed).toEqual([game.gameId]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(runners[0]?.expiries).toBe(0);
    expect(finished).toEqual([]);
  });

  it('ends only the game whose views fail, tells its players why, and keeps every other game', async () => {
    makeRunner = () => new FaultyRunner();
    const broken = aliceAndBobGame();
    const healthy = aliceAndBobGame();
    host.host(broken);
    host.host(healthy);
    const victim = await gameSocket(broken, 1, 'Alice');
    const bystander = await gameSocket(healthy, 1, 'Alice');
    const errors: string[] = [];
    victim.on('gameerror', (message: string) => errors.push(message));
    let bystanderViews = 0;
    bystander.on('gamestate', () => (bystanderViews += 1));
    try {
      await new Promise((resolve) => victim.once('gamestate', resolve));
      await expect.poll(() => bystanderViews).toBeGreaterThan(0);
      victim.emit('game', 'shuffleDeck');
      await expect.poll(() => errors).toEqual([GAME_FAULT_MESSAGE]);
      await expect.poll(() => victim.connected).toBe(false);
      expect(closed).toEqual([broken.gameId]);
      expect(host.hasGame(broken.gameId)).toBe(false);
      // The other game still answers commands with views.
      const before = bystanderViews;
      bystander.emit('game', 'chat', 'still here');
      await expect.poll(() => bystanderViews).toBeGreaterThan(before);
      expect(runners[1]?.applied).toEqual(['Alice:chat']);
    } finally {
      victim.close();
      bystander.close();
    }
  });

  it('refuses a flood of commands past the burst, tells the sender once, and applies no more', async () => {
    makeRunner = () => new FaultyRunner();
    const game = aliceAndBobGame();
    host.host(game);
    const socket = await gameSocket(game, 1, 'Alice');
    const errors: string[] = [];
    socket.on('gameerror', (message: string) => errors.push(message));
    try {
      await new Promise((resolve) => socket.once('gamestate', resolve));
      for (let i = 0; i < 150; i++) socket.emit('game', 'closeInspector');
      await expect.poll(() => errors).toContain(TOO_FAST);
      const applied = runners[0]?.applied.length ?? 0;
      expect(applied).toBeGreaterThanOrEqual(SOCKET_FLOOD_LIMITS.messages.burst - 1);
      expect(applied).toBeLessThan(150);
      expect(errors.filter((e) => e === TOO_FAST).length).toBeLessThan(5);
    } finally {
      socket.close();
    }
  });

  it('acknowledges a game message when asked: success, or the refusal the gameerror also says', async () => {
    makeRunner = () => new FaultyRunner();
    const refusing = aliceAndBobGame();
    host.host(refusing);
    const socket = await gameSocket(refusing, 1, 'Alice');
    try {
      await new Promise((resolve) => socket.once('gamestate', resolve));
      expect(await socket.timeout(5000).emitWithAck('game', 'chat', 'hello')).toEqual({
        success: true,
      });
      expect(await socket.timeout(5000).emitWithAck('game', 'noSuchCommand')).toEqual({
        success: false,
        message: 'Unknown game command "noSuchCommand"',
      });
    } finally {
      socket.close();
    }
  });
});
