import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { io as connect } from 'socket.io-client';
import type { Socket as ClientSocket } from 'socket.io-client';
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
import type { ClockScheduler } from './hosted-game';
import { lobbyIdentity } from '../../../tests/helpers/lobby-identity';

const AWOL_MS = 120_000;

/** Time that moves only when the test moves it; its timers fire then, in order. */
class FakeClock implements ClockScheduler {
  private time = 1_700_000_000_000;
  private timers: { at: number; fire: () => void }[] = [];

  now(): number {
    return this.time;
  }

  schedule(fire: () => void, ms: number): () => void {
    const timer = { at: this.time + ms, fire };
    this.timers.push(timer);
    return () => {
      this.timers = this.timers.filter((t) => t !== timer);
    };
  }

  advance(ms: number): void {
    this.time += ms;
    const due = this.timers.filter((t) => t.at <= this.time).sort((a, b) => a.at - b.at);
    this.timers = this.timers.filter((t) => t.at > this.time);
    for (const timer of due) timer.fire();
  }
}

/** A game of two players whose views list both (the node lays the presence markers over them). */
class TwoPlayerRunner implements GameRunner {
  readonly finished = false;
  readonly winner = null;

  viewFor(viewer: string | null): unknown {
    const player = { disconnected: false, awol: false };
    return { viewer, players: { Alice: { ...player }, Bob: { ...player } } };
  }

  apply(_username: string, _command: GameCommand): CommandOutcome {
    return { refusal: 'Nothing to do' };
  }

  outcome(): RunnerOutcome {
    return { winner: null, winReason: 'leave', rounds: 1, players: [], replay: null };
  }

  clockDeadline(): number | null {
    return null;
  }

  expireClock(): void {}
}

function spec(): HostedGameSpec {
  const record = new LobbyGameRecord(defaultNewGame('Alice', 'pvp'), lobbyIdentity(1, 'Alice'));
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

interface Markers {
  disconnected: boolean;
  awol: boolean;
}
type SeenView = { players: Record<string, Markers> };

describe('players turning awol, on a fake clock', () => {
  const signer = new TokenSigner('presence-test-secret');
  let server: Server;
  let port: number;
  let host: GameHost;
  let clock: FakeClock;
  let closed: string[];
  const sockets: ClientSocket[] = [];

  beforeEach(async () => {
    server = createServer();
    clock = new FakeClock();
    closed = [];
    const listener: GameNodeListener = {
      gameFinished: () => undefined,
      gameClosed: (gameId) => closed.push(gameId),
      userLeft: () => undefined,
      rematchAgreed: () => undefined,
    };
    host = new GameHost({
      name: 'presencenode',
      httpServer: server,
      signer,
      logger: createLogger('silent'),
      listener,
      awolMs: AWOL_MS,
      presenceClock: clock,
      runnerFactory: () => new TwoPlayerRunner(),
    });
    port = await new Promise<number>((resolve) =>
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : 0);
      }),
    );
  });

  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.close();
    await host.close();
  });

  /** A player's game socket and the views it has been sent. */
  async function join(game: HostedGameSpec, userId: number, username: string) {
    const token = await signHandoff(signer, {
      gameId: game.gameId,
      userId,
      username,
      node: 'presencenode',
    });
    const socket = connect(`http://127.0.0.1:${port}`, {
      path: '/presencenode/socket.io',
      query: { token },
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
    });
    sockets.push(socket);
    const views: SeenView[] = [];
    socket.on('gamestate', (view: SeenView) => views.push(view));
    await expect.poll(() => views.length).toBeGreaterThan(0);
    return { socket, views };
  }

  it('marks a player disconnected at once and awol only when the awol time has passed', async () => {
    const game = spec();
    host.host(game);
    const alice = await join(game, 1, 'Alice');
    const bob = await join(game, 2, 'Bob');
    await expect
      .poll(() => alice.views.at(-1)?.players.Bob)
      .toEqual({ disconnected: false, awol: false });
    bob.socket.close();
    await expect
      .poll(() => alice.views.at(-1)?.players.Bob)
      .toEqual({ disconnected: true, awol: false });
    const seen = alice.views.length;
    // Nothing happens until the awol time is over, however long the test takes in real time.
    clock.advance(AWOL_MS - 1_000);
    expect(alice.views.length).toBe(seen);
    clock.advance(1_010);
    await expect
      .poll(() => alice.views.at(-1)?.players.Bob)
      .toEqual({ disconnected: true, awol: true });
    expect(host.hasGame(game.gameId)).toBe(true);
  });

  it('ends a game once every player has been away for the awol time', async () => {
    const game = spec();
    host.host(game);
    const alice = await join(game, 1, 'Alice');
    const bob = await join(game, 2, 'Bob');
    alice.socket.close();
    bob.socket.close();
    await expect.poll(() => host.socketCount()).toBe(0);
    clock.advance(AWOL_MS / 2);
    expect(closed).toEqual([]);
    clock.advance(AWOL_MS / 2 + 10);
    expect(closed).toEqual([game.gameId]);
    expect(host.hasGame(game.gameId)).toBe(false);
  });
});
