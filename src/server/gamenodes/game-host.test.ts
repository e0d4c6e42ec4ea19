import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { io as connect } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GameCommand } from '../../protocol/game';
import { defaultNewGame } from '../../protocol/lobby-newgame';
import { TokenSigner } from '../auth/tokens';
import { LobbyGameRecord } from '../lobby/lobby-game';
import { createLogger } from '../logger';
import { GameHost } from './game-host';
import type { GameNodeListener, HostedGameSpec, RunnerOutcome } from './game-node';
import type { CommandOutcome, GameRunner } from './game-runner';
import { signHandoff } from './handoff-token';
import { lobbyIdentity } from '../../../tests/helpers/lobby-identity';

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

function spec(): HostedGameSpec {
  const alice = lobbyIdentity(1, 'Alice');
  const record = new LobbyGameRecord(defaultNewGame('Alice', 'pvp'), alice);
  record.addPlayer(lobbyIdentity(2, 'Bob'));
  return {
    gameId: record.id,
    details: record.details,
    players: [
      { userId: 1, username: 'Alice', deck: null },
      { userId: 2, username: 'Bob', deck: null },
    ],
    soloLevel: 'S',
    soloStage: 1,
    summary: record.summary(),
  };
}

describe('a game host', () => {
  const signer = new TokenSigner('game-host-test-secret');
  let server: Server;
  let port: number;
  let host: GameHost;
  let runners: ClockOnlyRunner[];
  let finished: string[];
  let closed: string[];

  beforeEach(async () => {
    server = createServer();
    runners = [];
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
        const runner = new ClockOnlyRunner(Date.now() + 100);
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
    const game = spec();
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
    const game = spec();
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
    const game = spec();
    host.host(game);
    host.endGame(game.gameId);
    expect(closed).toEqual([game.gameId]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(runners[0]?.expiries).toBe(0);
    expect(finished).toEqual([]);
  });
});
