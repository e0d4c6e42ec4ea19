import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GameHandoff } from '../../src/protocol/lobby';
import { games } from '../../src/server/db/schema';
import { lobbyOf } from '../../src/server/lobby';
import { isPostgresReachable } from '../helpers/databases';
import type { TestServer } from '../helpers/server';
import { startProcess, replayStoredGame } from './durable-helpers';
import { engineContext } from '../../src/engine';
import type { ServerProcess } from './durable-helpers';
import { GameSocketClient } from './game-socket-client';
import { createLobbyUser, gameTestServer, preconDeckId, startedGame } from './lobby-helpers';
import type { LobbyClient, LobbyTestUser } from './lobby-helpers';
import { REDIS_URL, redisReachable } from './redis-helpers';
import { selfPlay } from './self-play';

const ready = (await redisReachable()) && (await isPostgresReachable());

/** Two bots play on; resolves with the number of commands sent. */
function play(
  sockets: GameSocketClient[],
  count: number,
  seed: number,
  names = ['Alice', 'Bob'],
): Promise<number> {
  return selfPlay(
    sockets.slice(0, 2).map((game, i) => ({ name: names[i] ?? '', game })),
    count,
    seed,
  );
}

/** The newest handoff a lobby client got to `node` for the game. */
function handoffTo(lobby: LobbyClient, gameId: string, node: string): GameHandoff | undefined {
  const found = [...lobby.events]
    .reverse()
    .find(
      (e) =>
        e.event === 'handoff' &&
        (e.payload as GameHandoff).gameId === gameId &&
        (e.payload as GameHandoff).name === node,
    );
  return found?.payload as GameHandoff | undefined;
}

describe.skipIf(!ready)(
  'games on dedicated nodes (PostgreSQL and Redis, real node processes)',
  () => {
    const prefix = `ashtable-test-${randomUUID()}`;
    const shared = {
      REDIS_URL,
      REDIS_PREFIX: prefix,
      JWT_SECRET: `secret-${randomUUID()}`,
      GAMENODE_HEARTBEAT_MS: '500',
      GAMENODE_LEASE_MS: '3000',
    };
    let test: TestServer;
    let alice: LobbyTestUser;
    let bob: LobbyTestUser;
    let carol: LobbyTestUser;
    let dave: LobbyTestUser;
    let preconId: number;
    const nodes = new Map<string, ServerProcess>();

    const startNode = (name: string) => {
      nodes.set(
        name,
        startProcess('src/server/scripts/gamenode.ts', {
          ...shared,
          DATABASE_URL: test.testDb.url ?? '',
          DATA_DIR: test.dataDir,
          HOST: '127.0.0.1',
          GAMENODE_NAME: name,
          GAMENODE_PORT: '0',
          GAMENODE_ADDRESS: '127.0.0.1',
        }),
      );
    };
    const listed = (name: string) => lobbyOf(test.server.ctx)?.nodes.get(name) !== undefined;

    beforeAll(() => vi.setConfig({ expect: { poll: { timeout: 60_000, interval: 100 } } }));
    afterAll(() => vi.resetConfig());
    beforeAll(async () => {
      test = await gameTestServer('postgres', {
        ...shared,
        LOBBY_HOSTS_GAMES: 'false',
        LOG_LEVEL: process.env.DURABLE_TEST_LOGS ? 'info' : 'error',
      });
      alice = await createLobbyUser(test, 'Alice');
      bob = await createLobbyUser(test, 'Bob');
      carol = await createLobbyUser(test, 'Carol');
      dave = await createLobbyUser(test, 'Dave');
      preconId = await preconDeckId(test, 'standalone');
      startNode('durable-a');
      startNode('durable-b');
      const until = Date.now() + 150_000;
      while (!(listed('durable-a') && listed('durable-b'))) {
        if (Date.now() > until) throw new Error('the game nodes did not register');
        await new Promise((done) => setTimeout(done, 200));
      }
    }, 180_000);
    afterAll(async () => {
      for (const [name, node] of nodes) {
        if (process.env.DURABLE_TEST_LOGS)
          writeFileSync(`${process.env.DURABLE_TEST_LOGS}/${name}.log`, node.output());
        node.child.kill('SIGKILL');
      }
      await test?.close();
    });

    /** Concedes for Bob, and checks the one record and the stored log's replay against the boards. */
    async function finishAndCheck(
      gameId: string,
      sockets: GameSocketClient[],
      winnerName = 'Alice',
    ): Promise<void> {
      sockets[1]!.send('concede');
      await expect.poll(() => sockets[0]!.gameView?.winner).toBe(winnerName);
      const finalVersion = sockets[0]!.gameView?.version;
      const db = test.testDb.database;
      await expect
        .poll(async () => (await db.db.select().from(games).where(eq(games.gameId, gameId))).length)
        .toBe(1);
      await new Promise((done) => setTimeout(done, 500));
      expect((await db.db.select().from(games).where(eq(games.gameId, gameId))).length).toBe(1);
      const replayed = await replayStoredGame(
        db,
        gameId,
        engineContext(test.server.ctx.catalogue.cards),
      );
      expect(replayed.state.version).toBe(finalVersion);
      const winner = replayed.state.winner;
      expect(winner ? replayed.state.players[winner].name : null).toBe(winnerName);
    }

    it('goes on through a 10 s Redis pause: the lobby keeps the game, 0 commands lost, one record', async () => {
      const { gameId, lobbies, games: sockets } = await startedGame(test, alice, bob, preconId);
      expect(await play(sockets, 10, 3)).toBe(10);
      const before = sockets[0]!.gameView?.version ?? -1;
      const admin = new Redis(REDIS_URL);
      const pausedAt = Date.now();
      await admin.call('CLIENT', 'PAUSE', '10000', 'ALL');
      admin.disconnect();
      // The players go on while Redis is frozen: the game socket needs no Redis.
      expect(await play(sockets, 10, 4)).toBe(10);
      console.info(
        `redis pause: the players' next state came ${Date.now() - pausedAt} ms after the pause began`,
      );
      expect(sockets[0]!.gameView?.version).toBeGreaterThan(before);
      await new Promise((done) => setTimeout(done, 10_500));
      // The lobby still lists the game, on the node that has it.
      const game = lobbies[0].last<{ id: string }[]>('games');
      expect(game).toBeDefined();
      const lobby = lobbyOf(test.server.ctx);
      await expect.poll(() => lobby?.nodes.hostOf(gameId)?.name).toBeDefined();
      expect(await play(sockets, 4, 5)).toBe(4);
      await finishAndCheck(gameId, sockets);
      for (const client of [...lobbies, ...sockets]) client.close();
    }, 120_000);

    it('moves a game to the other node when its node is killed (kill -9), 0 commands lost, one record', async () => {
      const { gameId, lobbies, games: sockets } = await startedGame(test, carol, dave, preconId);
      expect(await play(sockets, 20, 9, ['Carol', 'Dave'])).toBe(20);
      const before = sockets[0]!.gameView?.version ?? -1;
      const hostName = lobbyOf(test.server.ctx)?.nodes.hostOf(gameId)?.name ?? '';
      const other = hostName === 'durable-a' ? 'durable-b' : 'durable-a';
      const killedAt = Date.now();
      nodes.get(hostName)?.child.kill('SIGKILL');
      // The lobby hands both players to the node that took the game over.
      await expect
        .poll(() => lobbies.every((l) => handoffTo(l, gameId, other) !== undefined))
        .toBe(true);
      const moved = lobbies.map((l) => new GameSocketClient(handoffTo(l, gameId, other)!));
      await Promise.all(moved.map((s) => s.firstView()));
      console.info(`kill -9: ${Date.now() - killedAt} ms from the kill to the players' next state`);
      expect(moved[0]!.gameView?.version).toBe(before);
      expect(moved[1]!.gameView?.version).toBe(before);
      for (const socket of sockets) socket.close();
      expect(await play(moved, 10, 10, ['Carol', 'Dave'])).toBe(10);
      await finishAndCheck(gameId, moved, 'Carol');
      for (const client of [...lobbies, ...moved]) client.close();
    }, 180_000);
  },
);
