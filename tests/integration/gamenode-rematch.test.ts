import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RematchView } from '../../src/protocol/game-view';
import type { GameHandoff } from '../../src/protocol/lobby';
import type { RunningGameNode } from '../../src/server/gamenodes/dedicated-node';
import { lobbyOf } from '../../src/server/lobby';
import { importCatalogue } from '../../src/server/services/catalogue/import';
import { importDeps } from '../helpers/catalogue';
import { databaseKinds } from '../helpers/databases';
import type { TestServer } from '../helpers/server';
import { SHARED_DATA_DIR, startTestServer } from '../helpers/server';
import { GameSocketClient } from './game-socket-client';
import type { TestGameView } from './game-socket-client';
import { createLobbyUser, handoffOf, preconDeckId, startedGame } from './lobby-helpers';
import type { LobbyTestUser } from './lobby-helpers';
import { REDIS_URL, redisReachable, startTestGameNode } from './redis-helpers';

const NODE = 'rematchnode';

function rematchOf(view: TestGameView | undefined): RematchView | undefined {
  return (view as (TestGameView & { rematch?: RematchView }) | undefined)?.rematch;
}

describe.skipIf(!(await redisReachable())).each(await databaseKinds())(
  'a rematch on a dedicated game node on %s',
  (kind) => {
    const shared = {
      REDIS_URL,
      REDIS_PREFIX: `ashtable-test-${randomUUID()}`,
      JWT_SECRET: `secret-${randomUUID()}`,
      GAMENODE_HEARTBEAT_MS: '200',
      GAMENODE_ACK_TIMEOUT_MS: '1500',
      GAMENODE_AWOL_MS: '4000',
    };
    let test: TestServer;
    let node: RunningGameNode;
    let alice: LobbyTestUser;
    let bob: LobbyTestUser;
    let preconId: number;

    beforeAll(() => vi.setConfig({ expect: { poll: { timeout: 10_000 } } }));
    afterAll(() => vi.resetConfig());
    beforeAll(async () => {
      test = await startTestServer(kind, {
        ...shared,
        LOBBY_HOSTS_GAMES: 'false',
        LOG_LEVEL: 'error',
      });
      await importCatalogue(importDeps(test, { ashesDataDir: SHARED_DATA_DIR }));
      alice = await createLobbyUser(test, 'Alice');
      bob = await createLobbyUser(test, 'Bob');
      preconId = await preconDeckId(test, 'standalone');
      node = await startTestGameNode(test, shared, NODE);
    });
    afterAll(async () => {
      await node?.close();
      await test?.close();
    });

    function service() {
      const lobby = lobbyOf(test.server.ctx);
      if (!lobby) throw new Error('no lobby');
      return lobby.service;
    }

    /** A game Bob conceded, and the rematch both asked for, agreed over the bus. */
    async function agreedRematch() {
      await expect.poll(() => service().stats.games).toBe(0);
      const started = await startedGame(test, alice, bob, preconId);
      const [aliceGame, bobGame] = started.games;
      bobGame.send('concede');
      await expect.poll(() => aliceGame.view?.winner).toBe('Alice');
      aliceGame.send('chat', '/rematch');
      await expect.poll(() => rematchOf(bobGame.view)?.askedBy).toEqual(['Alice']);
      bobGame.send('chat', '/rematch');
      await expect.poll(() => rematchOf(aliceGame.view)?.agreed).toBe(true);
      return started;
    }

    it('starts the rematch on the node once the lobby heard it agreed and both chose', async () => {
      const { gameId, lobbies, games } = await agreedRematch();
      const [a, b] = lobbies;
      // The lobby learns of the agreement over the bus: choosing is open once it has.
      await expect.poll(async () => (await a.request('rematchdeck', gameId)).success).toBe(true);
      expect((await b.request('rematchdeck', gameId)).success).toBe(true);
      await expect.poll(() => b.last<GameHandoff>('handoff')?.gameId).not.toBe(gameId);
      const rematchId = b.last<GameHandoff>('handoff')?.gameId ?? '';
      const handoff = await handoffOf(a, rematchId);
      expect(handoff.name).toBe(NODE);
      const aliceRematch = new GameSocketClient(handoff);
      const view = await aliceRematch.firstView();
      expect(Object.keys(view.players).sort()).toEqual(['Alice', 'Bob']);
      expect(view.winner).toBeNull();
      for (const lobby of lobbies) expect((await lobby.request('leavegame')).success).toBe(true);
      for (const client of [...games, aliceRematch, ...lobbies]) client.close();
    });

    it("calls the rematch off on the node when a player's lobby connection drops", async () => {
      const { gameId, lobbies, games } = await agreedRematch();
      const [a, b] = lobbies;
      const [aliceGame] = games;
      b.close();
      await expect
        .poll(() => rematchOf(aliceGame.view)?.calledOff)
        .toBe('Bob disconnected: the rematch is called off');
      expect(await a.request('rematchdeck', gameId)).toEqual({
        success: false,
        message: 'There is no agreed rematch for this game',
      });
      expect((await a.request('leavegame')).success).toBe(true);
      for (const client of [...games, a]) client.close();
    });
  },
);
