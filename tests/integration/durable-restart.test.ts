// Slow by design: the server runs as its own process (`npm start`) and is stopped and started
// again mid-game on each database, which is what the file tests; the catalogue is imported once
// per database before the first start.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameHandoff } from '../../src/protocol/lobby';
import { TokenSigner } from '../../src/server/auth/tokens';
import { openPglite, openPostgres } from '../../src/server/db/client';
import type { Database } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { games, preconDecks, users } from '../../src/server/db/schema';
import { SERVER_RESTARTING_MESSAGE } from '../../src/server/gamenodes/game-host';
import { createLogger } from '../../src/server/logger';
import { CatalogueStore } from '../../src/server/services/catalogue-store';
import { importCatalogue } from '../../src/server/services/catalogue/import';
import { SHARED_DATA_DIR } from '../helpers/server';
import { createTestDatabase, databaseKinds } from '../helpers/databases';
import type { DatabaseKind } from '../helpers/databases';
import type { LobbyTestUser } from '../helpers/lobby-client';
import { LobbyClient } from '../helpers/lobby-client';
import { answers, freePort, replayStoredGame, startProcess } from './durable-helpers';
import { engineContext } from '../../src/engine';
import type { ServerProcess } from './durable-helpers';
import { GameSocketClient } from './game-socket-client';
import { handoffOf, readyGame } from './lobby-helpers';
import { selfPlay } from './self-play';

const JWT_SECRET = 'durable-restart-test-secret-0123456789';

/** The server's database, as `npm start` would find it: embedded PGlite, or PostgreSQL. */
interface ServerDatabase {
  /** DATABASE_URL for the server process ('' for the embedded PGlite under DATA_DIR). */
  url: string;
  /** Opens it from the test process (PGlite only while the server is stopped). */
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

async function serverDatabase(kind: DatabaseKind, dataDir: string): Promise<ServerDatabase> {
  if (kind === 'pglite') {
    return {
      url: '',
      open: async () => {
        const database = await openPglite(join(dataDir, 'pglite'));
        await migrate(database);
        return database;
      },
      dispose: async () => undefined,
    };
  }
  const made = await createTestDatabase('postgres');
  const url = made.url;
  if (!url) throw new Error('a PostgreSQL test database has a URL');
  await made.database.close();
  return { url, open: () => openPostgres(url), dispose: () => made.dispose() };
}

/** The catalogue and two players, in the database before the server starts. */
async function prepare(
  target: ServerDatabase,
): Promise<{ users: LobbyTestUser[]; preconId: number }> {
  const database = await target.open();
  try {
    await importCatalogue({
      config: { ashesDataDir: SHARED_DATA_DIR, ashesLiveApiUrl: 'http://127.0.0.1:9' },
      database,
      logger: createLogger('silent'),
    });
    const signer = new TokenSigner(JWT_SECRET);
    const made: LobbyTestUser[] = [];
    for (const name of ['Alice', 'Bob']) {
      const [row] = await database.db
        .insert(users)
        .values({ username: name, email: `${name}@example.test`, passwordHash: 'x' })
        .returning({ id: users.id });
      if (!row) throw new Error('no user');
      made.push({
        id: row.id,
        username: name,
        token: await signer.signAccess({ userId: row.id, username: name }),
      });
    }
    const [precon] = await database.db
      .select({ id: preconDecks.id })
      .from(preconDecks)
      .where(eq(preconDecks.collection, 'standalone'));
    if (!precon) throw new Error('no precon');
    return { users: made, preconId: precon.id };
  } finally {
    await database.close();
  }
}

async function lobbyOf(url: string, user: LobbyTestUser): Promise<LobbyClient> {
  const client = new LobbyClient(url);
  await client.connected();
  const ack = await client.request('authenticate', { token: user.token });
  if (!ack.success) throw new Error(`authenticate: ${ack.message}`);
  return client;
}

/** A game socket past its first view; the node may still be taking the game back, so it retries. */
async function rejoin(handoff: GameHandoff): Promise<GameSocketClient> {
  for (let attempt = 0; ; attempt += 1) {
    const game = new GameSocketClient(handoff);
    try {
      await game.firstView();
      return game;
    } catch (error) {
      game.close();
      if (attempt > 100) throw error;
      await new Promise((done) => setTimeout(done, 200));
    }
  }
}

describe.each(await databaseKinds())(
  'a restart of the embedded server (npm start, %s) in the middle of a game',
  (kind) => {
    let dataDir: string;
    let target: ServerDatabase;
    let server: ServerProcess | null = null;
    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'ashtable-durable-'));
      target = await serverDatabase(kind, dataDir);
    });
    afterAll(async () => {
      if (server) console.info(server.output());
      server?.child.kill('SIGKILL');
      await target.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('loses no command: the players and the lobby come back to the same game, which finishes with one record', async () => {
      const { users: players, preconId } = await prepare(target);
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const env = {
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        JWT_SECRET,
        SERVE_CLIENT: 'false',
        REDIS_URL: '',
        DATABASE_URL: target.url,
      };
      const start = async () => {
        server = startProcess('src/server/main.ts', env);
        await answers(`${url}/api/health/live`);
        return server;
      };

      const step = (what: string) => console.info(`[durable-restart] ${what}`);
      const first = await start();
      step('server up');
      const [alice, bob] = players as [LobbyTestUser, LobbyTestUser];
      const lobbies = [await lobbyOf(url, alice), await lobbyOf(url, bob)];
      const gameId = await readyGame(lobbies[0]!, 'Alice', lobbies[1]!, preconId);
      expect((await lobbies[0]!.request('startgame', gameId)).success).toBe(true);
      const aliceHandoff = await handoffOf(lobbies[0]!, gameId);
      const sockets = [
        new GameSocketClient(aliceHandoff),
        new GameSocketClient(await handoffOf(lobbies[1]!, gameId)),
      ];
      await Promise.all(sockets.map((s) => s.firstView()));
      const play = (s: GameSocketClient[], count: number, seed: number) =>
        selfPlay(
          [
            { name: 'Alice', game: s[0]! },
            { name: 'Bob', game: s[1]! },
          ],
          count,
          seed,
        );
      step('game started');
      expect(await play(sockets, 20, 7)).toBe(20);
      step('20 commands played');
      const versionBefore = sockets[0]!.gameView?.version ?? -1;

      // A clean stop: in-flight commands finish, the players are told, the process exits.
      const stoppedAt = Date.now();
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(sockets[0]!.errors).toContain(SERVER_RESTARTING_MESSAGE);
      for (const lobby of lobbies) lobby.close();
      for (const socket of sockets) socket.close();

      step(`stopped: ${first.output()}`);
      await start();
      step('server up again');
      // Alice comes back with the handoff she had; Bob through the lobby, which lists the game again.
      const aliceAgain = await rejoin(aliceHandoff);
      const bobLobby = await lobbyOf(url, bob);
      const bobAgain = await rejoin(await handoffOf(bobLobby, gameId));
      const faultToState = Date.now() - stoppedAt;
      console.info(`embedded restart: ${faultToState} ms from SIGTERM to the players' next state`);
      expect(aliceAgain.gameView?.version).toBe(versionBefore);
      expect(bobAgain.gameView?.version).toBe(versionBefore);
      const aliceLobby = await lobbyOf(url, alice);
      await expect
        .poll(() => aliceLobby.last<{ id: string }[]>('games')?.some((g) => g.id === gameId))
        .toBe(true);

      step('players back');
      expect(await play([aliceAgain, bobAgain], 10, 8)).toBe(10);
      step('10 more played');
      bobAgain.send('concede');
      await expect.poll(() => aliceAgain.gameView?.winner, { timeout: 20_000 }).toBe('Alice');
      const finalVersion = aliceAgain.gameView?.version;
      // The result is recorded by the lobby after the finish; a clean stop lets it finish.
      await new Promise((done) => setTimeout(done, 1000));
      aliceAgain.close();
      bobAgain.close();
      aliceLobby.close();
      bobLobby.close();
      server?.child.kill('SIGTERM');
      expect(await server?.exited).toBe(0);
      server = null;

      const database: Database = await target.open();
      try {
        const records = await database.db.select().from(games).where(eq(games.gameId, gameId));
        expect(records).toHaveLength(1);
        expect(records[0]?.winner).toBe('Alice');
        // The stored log alone, replayed without any node, ends the game the same way.
        const catalogue = new CatalogueStore(database.db);
        await catalogue.reload();
        const replayed = await replayStoredGame(database, gameId, engineContext(catalogue.cards));
        expect(replayed.state.version).toBe(finalVersion);
        expect(replayed.state.phase).toBe('gameover');
        const winner = replayed.state.winner;
        expect(winner ? replayed.state.players[winner].name : null).toBe('Alice');
      } finally {
        await database.close();
      }
    }, 280_000);
  },
);
