import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LobbyGame, NodeStatus } from '../../src/protocol/lobby';
import { defaultNewGame } from '../../src/protocol/lobby-newgame';
import { games } from '../../src/server/db/schema';
import type { RunningGameNode } from '../../src/server/gamenodes/dedicated-node';
import { DEFAULT_OPTION_SETTINGS } from '../../src/engine/game';
import { lobbyOf } from '../../src/server/lobby';
import { DatabaseDeckSource } from '../../src/server/lobby/deck-source';
import { TEXTS } from '../../src/server/lobby/refusal';
import { importCatalogue } from '../../src/server/services/catalogue/import';
import { importDeps } from '../helpers/catalogue';
import { databaseKinds } from '../helpers/databases';
import type { TestServer } from '../helpers/server';
import { SHARED_DATA_DIR, startTestServer } from '../helpers/server';
import { GameSocketClient } from './game-socket-client';
import {
  createLobbyUser,
  handoffOf,
  leaveLines,
  listedGame,
  lobbyClient,
  GAME_SETTINGS,
  PROFILE_SETTINGS,
  startedGame,
  preconDeckId,
  unscriptedChimeraDeckId,
  readyGame as readyPrecons,
  recordedPlayers,
  saveOptionSettings,
  setAltArts,
} from './lobby-helpers';
import type { LobbyClient, LobbyTestUser } from './lobby-helpers';
import { REDIS_URL, redisReachable, startTestGameNode } from './redis-helpers';

const NODE = 'testnode';

const DECK_NOTES = 'Keep two natural dice.\nAttack on round 2.';

describe.skipIf(!(await redisReachable())).each(await databaseKinds())(
  'a dedicated game node on %s',
  (kind) => {
    // One bus per run, so that parallel runs and other tests never hear each other.
    const prefix = `ashtable-test-${randomUUID()}`;
    const shared = {
      REDIS_URL,
      REDIS_PREFIX: prefix,
      JWT_SECRET: `secret-${randomUUID()}`,
      GAMENODE_HEARTBEAT_MS: '200',
      GAMENODE_ACK_TIMEOUT_MS: '1500',
      GAMENODE_AWOL_MS: '4000',
    };
    let test: TestServer;
    let node: RunningGameNode;
    let redis: Redis;
    let alice: LobbyTestUser;
    let bob: LobbyTestUser;
    let carol: LobbyTestUser;
    let staff: LobbyTestUser;
    let preconId: number;

    const startNode = () => startTestGameNode(test, shared, NODE);

    // A loaded machine can take seconds to pass an event between lobby and node: polls wait
    // up to 10 s (each ends as soon as it passes).
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
      carol = await createLobbyUser(test, 'Carol');
      staff = await createLobbyUser(test, 'Staff', { permissions: { canManageNodes: true } });
      preconId = await preconDeckId(test, 'standalone');
      node = await startNode();
      redis = new Redis(REDIS_URL);
    });
    afterAll(async () => {
      await node?.close();
      redis?.disconnect();
      await test?.close();
    });

    async function api(
      path: string,
      method = 'GET',
      user: LobbyTestUser = staff,
    ): Promise<{ status: number; body: { success: boolean; nodes?: NodeStatus[] } }> {
      const response = await fetch(`${test.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${user.token}` },
      });
      return { status: response.status, body: (await response.json()) as never };
    }

    async function listedNode(name: string): Promise<NodeStatus | undefined> {
      return (await api('/api/nodes')).body.nodes?.find((n) => n.name === name);
    }

    /** Owner creates, the other joins, both choose the standalone precon. */
    function readyGame(owner: LobbyClient, ownerName: string, other: LobbyClient) {
      return readyPrecons(owner, ownerName, other, preconId);
    }

    it('registers with the lobby: the admin nodes API lists it with no games', async () => {
      await expect
        .poll(() => listedNode(NODE))
        .toMatchObject({
          name: NODE,
          numGames: 0,
          status: 'active',
          version: 'node-test',
        });
      // The lobby hosts no games itself here.
      expect((await api('/api/nodes')).body.nodes?.map((n) => n.name)).toEqual([NODE]);
      expect((await api('/api/nodes', 'GET', alice)).status).toBe(403);
    });

    it('hosts a started game: handoff to the node, commands, spectators, the result recorded', async () => {
      const a = await lobbyClient(test, alice);
      const b = await lobbyClient(test, bob);
      const c = await lobbyClient(test, carol);
      await test.testDb.database.queryRows(
        `UPDATE precon_decks SET data = jsonb_set(data, '{notes}', to_jsonb($1::text)) WHERE id = $2`,
        [DECK_NOTES, preconId],
      );
      const gameId = await readyGame(a, 'Alice', b);
      expect((await c.request('watchgame', gameId)).success).toBe(true);
      expect((await a.request('startgame', gameId)).success).toBe(true);

      const handoff = await handoffOf(a, gameId);
      expect(handoff).toMatchObject({
        address: '127.0.0.1',
        port: node.port,
        name: NODE,
        user: 'Alice',
        gameId,
      });
      await expect.poll(() => listedGame(a, gameId)?.node).toBe(NODE);
      await expect.poll(() => listedNode(NODE).then((n) => n?.numGames)).toBe(1);

      const aliceGame = new GameSocketClient(handoff);
      const bobGame = new GameSocketClient(await handoffOf(b, gameId));
      const watcher = new GameSocketClient(await handoffOf(c, gameId));
      expect(await aliceGame.firstView()).toMatchObject({ viewer: 'Alice', muteSpectators: false });
      expect((await bobGame.firstView()).viewer).toBe('Bob');
      expect((await watcher.firstView()).viewer).toBeNull();
      expect(Object.keys(aliceGame.view?.players ?? {}).sort()).toEqual(['Alice', 'Bob']);
      // Deck notes reach their own player only.
      expect(aliceGame.view?.players.Alice?.deckNotes).toBe(DECK_NOTES);
      expect(bobGame.view?.players.Alice?.deckNotes).toBeUndefined();
      expect(watcher.view?.players.Alice?.deckNotes).toBeUndefined();
      expect(watcher.view?.players.Bob?.deckNotes).toBeUndefined();
      await expect.poll(() => bobGame.view?.spectators).toEqual([{ id: 'Carol', name: 'Carol' }]);

      // A spectator may chat until the players mute spectators; they never play.
      watcher.send('chat', 'good luck both');
      await expect
        .poll(() => JSON.stringify(aliceGame.view?.messages ?? []))
        .toContain('good luck both');
      aliceGame.send('chat', 'thanks, you too');
      await expect
        .poll(() => JSON.stringify(bobGame.view?.messages ?? []))
        .toContain('thanks, you too');
      watcher.send('concede');
      await expect.poll(() => watcher.errors).toContain('Spectators cannot play');
      aliceGame.send('toggleMuteSpectators');
      await expect.poll(() => watcher.view?.muteSpectators).toBe(true);
      expect(bobGame.view?.muteSpectators).toBe(true);
      watcher.send('chat', 'can you hear me');
      await expect.poll(() => watcher.errors).toContain('Spectators cannot chat in this game');
      expect(JSON.stringify(aliceGame.view?.messages)).not.toContain('can you hear me');

      // Bob concedes on the node: the lobby shows the winner and records the game.
      bobGame.send('concede');
      await expect.poll(() => aliceGame.view?.winner).toBe('Alice');
      await expect
        .poll(() => a.last<LobbyGame[]>('updategame')?.[0])
        .toMatchObject({ id: gameId, winner: 'Alice' });
      await expect
        .poll(async () =>
          (await test.server.ctx.database.db.select().from(games)).map((g) => g.gameId),
        )
        .toContain(gameId);
      // The game's chat is kept with its record; the refused line is not.
      const chat = await test.testDb.database.queryRows<{ name: string; message: string }>(
        `SELECT m.name, m.message FROM game_messages m JOIN games g ON g.id = m.game_id
         WHERE g.game_id = $1 ORDER BY m.id`,
        [gameId],
      );
      expect(chat).toEqual([
        { name: carol.username, message: 'good luck both' },
        { name: 'Alice', message: 'thanks, you too' },
      ]);

      // The spectator goes: the players' list of spectators follows.
      watcher.close();
      await expect.poll(() => aliceGame.view?.spectators).toEqual([]);

      // Both players leave through the game socket: the finished game leaves the list.
      // Alice with the game message, Bob with the bare event: both leave the same way.
      aliceGame.send('leavegame');
      bobGame.socket.emit('leavegame');
      await expect.poll(() => c.last<LobbyGame[]>('removegame')?.[0]?.id).toBe(gameId);
      await expect.poll(() => aliceGame.cleared).toBeGreaterThan(0);
      await expect.poll(() => listedNode(NODE).then((n) => n?.numGames)).toBe(0);
      for (const client of [aliceGame, bobGame, watcher, a, b, c]) client.close();
    });

    it("carries a player's profile settings to the node, and a leave from the lobby socket", async () => {
      await saveOptionSettings(test, alice, PROFILE_SETTINGS);
      const deck = await new DatabaseDeckSource(test.server.ctx.database).precon(preconId);
      const phoenixborn = deck?.phoenixbornStub ?? 'none';
      await setAltArts(test, alice, { [phoenixborn]: ['alice-pb-alt'] });
      const {
        gameId,
        lobbies: [a, b],
        games: [aliceGame, bobGame],
      } = await startedGame(test, alice, bob, preconId);
      expect(aliceGame.view?.players.Alice?.optionSettings).toEqual(GAME_SETTINGS);
      expect(aliceGame.view?.players.Alice?.phoenixborn.imageStub).toBe('alice-pb-alt');
      expect(bobGame.view?.players.Bob?.optionSettings).toEqual(DEFAULT_OPTION_SETTINGS);

      // Alice leaves through the lobby only: the node's engine records it and Bob wins.
      expect((await a.request('leavegame', gameId)).success).toBe(true);
      await expect.poll(() => bobGame.view?.winner).toBe('Bob');
      expect(bobGame.view?.players.Alice?.left).toBe(true);
      expect(leaveLines(bobGame.view, 'Alice')).toBe(1);
      await expect.poll(() => aliceGame.cleared).toBe(1);
      await expect.poll(() => aliceGame.socket.connected).toBe(false);
      await expect
        .poll(() => b.last<LobbyGame[]>('updategame')?.[0])
        .toMatchObject({ id: gameId, winner: 'Bob' });
      await expect
        .poll(() => recordedPlayers(test, gameId))
        .toEqual([
          { name: 'Alice', won: false },
          { name: 'Bob', won: true },
        ]);
      await saveOptionSettings(test, alice, DEFAULT_OPTION_SETTINGS);

      // Bob leaves through the lobby too: the game goes from the lobby and the node.
      expect((await b.request('leavegame', gameId)).success).toBe(true);
      await expect.poll(() => bobGame.cleared).toBeGreaterThan(0);
      await expect.poll(() => listedNode(NODE).then((n) => n?.numGames)).toBe(0);
      for (const client of [aliceGame, bobGame, a, b]) client.close();
    });

    it('starts a solo game against a Chimera the engine can play and refuses one it cannot', async () => {
      // A supporter, who may choose the premium Chimera decks.
      const sally = await createLobbyUser(test, 'Sally', { patreon: 'pledged' });
      const a = await lobbyClient(test, sally);
      const created = await a.request('newgame', defaultNewGame('Sally', 'chimera'));
      const gameId = String(created.success && created.gameId);
      // Every real boss deck is automated: a test copy of one with a card that has no script.
      const unscripted = await unscriptedChimeraDeckId(
        test,
        'The Spawn of Shadowreck - Horror',
        'unscripted-test-aspect',
      );
      expect((await a.request('selectdeck', gameId, false, unscripted, true)).success).toBe(true);
      expect((await a.request('selectdeck', gameId, true, preconId, true)).success).toBe(true);
      expect(await a.request('startgame', gameId)).toEqual({
        success: false,
        message: TEXTS.chimeraNotPlayable,
      });
      expect(a.count('handoff')).toBe(0);
      const fury = await preconDeckId(test, 'chimera', 'The Corpse of Viros - Fury');
      expect((await a.request('selectdeck', gameId, false, fury, true)).success).toBe(true);
      expect((await a.request('startgame', gameId)).success).toBe(true);
      await expect.poll(() => a.count('handoff')).toBe(1);
      await expect.poll(() => listedNode(NODE).then((n) => n?.numGames)).toBe(1);
      expect((await a.request('leavegame', gameId)).success).toBe(true);
      a.close();
    });

    // Turning awol, and a table nobody came back to being ended, run on a fake clock in
    // src/server/gamenodes/game-host-presence.test.ts; here the markers cross real processes.
    it('marks a player disconnected and gives a reconnecting player their view', async () => {
      const a = await lobbyClient(test, alice);
      const b = await lobbyClient(test, bob);
      const gameId = await readyGame(a, 'Alice', b);
      expect((await a.request('startgame', gameId)).success).toBe(true);
      const aliceGame = new GameSocketClient(await handoffOf(a, gameId));
      const bobHandoff = await handoffOf(b, gameId);
      let bobGame = new GameSocketClient(bobHandoff);
      await aliceGame.firstView();
      await bobGame.firstView();
      await expect
        .poll(() => aliceGame.view?.players.Bob)
        .toMatchObject({ disconnected: false, awol: false });

      bobGame.close();
      await expect
        .poll(() => aliceGame.view?.players.Bob)
        .toMatchObject({ disconnected: true, awol: false });
      expect(aliceGame.view?.players.Alice).toMatchObject({ disconnected: false, awol: false });

      // Same handoff token, new socket: Bob's own view again, and the marker goes.
      bobGame = new GameSocketClient(bobHandoff);
      expect((await bobGame.firstView()).viewer).toBe('Bob');
      await expect
        .poll(() => aliceGame.view?.players.Bob)
        .toMatchObject({ disconnected: false, awol: false });

      // Both leave: the node ends the game and the lobby drops it.
      aliceGame.send('leavegame');
      bobGame.send('leavegame');
      await expect.poll(() => a.last<LobbyGame[]>('removegame')?.[0]?.id).toBe(gameId);
      for (const client of [a, b, aliceGame, bobGame]) client.close();
    });

    it('takes no games while disabled, and disable, enable and restart reach the node', async () => {
      const toggled = await api(`/api/nodes/${NODE}/toggle`, 'POST');
      expect(toggled.body.nodes?.find((n) => n.name === NODE)?.status).toBe('disabled');
      const health = `http://127.0.0.1:${node.port}/health`;
      await expect
        .poll(async () => ((await (await fetch(health)).json()) as { disabled: boolean }).disabled)
        .toBe(true);
      // Heartbeats now carry the node's own flag, and it stays disabled.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect((await listedNode(NODE))?.status).toBe('disabled');

      const a = await lobbyClient(test, alice);
      const b = await lobbyClient(test, bob);
      const gameId = await readyGame(a, 'Alice', b);
      expect(await a.request('startgame', gameId)).toEqual({
        success: false,
        message: 'There are no game nodes available to host this game',
      });
      expect(a.count('handoff')).toBe(0);

      expect((await api(`/api/nodes/${NODE}/toggle`, 'POST')).status).toBe(200);
      await expect.poll(() => listedNode(NODE).then((n) => n?.status)).toBe('active');
      expect((await a.request('startgame', gameId)).success).toBe(true);
      const aliceGame = new GameSocketClient(await handoffOf(a, gameId));
      await aliceGame.firstView();

      // Restart ends every game on the node; the lobby clears it for its players.
      expect((await api(`/api/nodes/${NODE}/restart`, 'POST')).body.success).toBe(true);
      await expect.poll(() => aliceGame.cleared).toBeGreaterThan(0);
      await expect.poll(() => b.last<LobbyGame[]>('removegame')?.[0]?.id).toBe(gameId);
      expect((await api('/api/nodes/nosuchnode/restart', 'POST')).status).toBe(404);
      for (const client of [aliceGame, a, b]) client.close();
    });

    it('tells the players when the chosen node does not answer, and drops silent nodes', async () => {
      // A node that only ever sends heartbeats: it is chosen (no games) but never acknowledges.
      const ghostBeat = JSON.stringify({
        type: 'heartbeat',
        name: 'ghost',
        address: null,
        port: 1,
        numGames: 0,
        version: 'ghost',
        disabled: false,
        intervalMs: 100,
      });
      const beating = setInterval(() => void redis.publish(`${prefix}:nodes`, ghostBeat), 50);
      try {
        await expect.poll(() => listedNode('ghost')).toMatchObject({ numGames: 0 });
        await api(`/api/nodes/${NODE}/toggle`, 'POST');
        const a = await lobbyClient(test, alice);
        const b = await lobbyClient(test, bob);
        const gameId = await readyGame(a, 'Alice', b);
        const text = 'The game node did not answer in time, please try to start the game again';
        expect(await a.request('startgame', gameId)).toEqual({ success: false, message: text });
        await expect.poll(() => b.last('gameerror')).toBe(text);
        expect(b.count('handoff')).toBe(0);
        expect(a.last<LobbyGame>('gamestate')?.started).toBe(false);
        expect((await a.request('leavegame', gameId)).success).toBe(true);
        for (const client of [a, b]) client.close();
      } finally {
        clearInterval(beating);
        await api(`/api/nodes/${NODE}/toggle`, 'POST');
      }
      // Three missed heartbeats and the ghost is gone; the real node stays.
      await expect.poll(() => listedNode('ghost')).toBeUndefined();
      expect((await listedNode(NODE))?.status).toBe('active');
    });

    it('ignores malformed Redis messages on both sides', async () => {
      const directory = lobbyOf(test.server.ctx)?.directory;
      if (!directory) throw new Error('no node directory');
      const garbage = [
        'not json',
        '[1,2,3]',
        JSON.stringify({ type: 'heartbeat', name: 42 }),
        JSON.stringify({ type: 'heartbeat', name: 'bad', port: 'x' }),
        JSON.stringify({ type: 'hostGame', requestId: 'r', lobby: directory.lobbyId }),
        JSON.stringify({
          type: 'hostGame',
          requestId: 'r',
          lobby: directory.lobbyId,
          spec: { gameId: 'g', players: 'everyone' },
        }),
        JSON.stringify({ type: 'endGame' }),
        JSON.stringify({ type: 'leaveGame', gameId: 'g' }),
        JSON.stringify({ type: 'leaveGame', gameId: 'g', username: ['Alice'] }),
        JSON.stringify({ type: 'setDisabled', disabled: 'yes' }),
        JSON.stringify({ type: 'gameFinished', node: NODE, gameId: 'g', outcome: { rounds: -1 } }),
        JSON.stringify({ type: 'gameClosed', node: NODE, gameId: 'not-a-game-of-ours' }),
        JSON.stringify({ type: 'ack', node: NODE, requestId: 'nobody-asked', error: null }),
        JSON.stringify({ type: 'selfdestruct' }),
      ];
      const channels = [
        `${prefix}:nodes`,
        `${prefix}:node:${NODE}`,
        `${prefix}:lobby:${directory.lobbyId}`,
      ];
      for (const channel of channels) {
        for (const message of garbage) await redis.publish(channel, message);
      }
      // Both sides still work: the node still beats, answers and hosts nothing new.
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(await listedNode(NODE)).toMatchObject({ status: 'active', numGames: 0 });
      expect(await listedNode('bad')).toBeUndefined();
      const health = await fetch(`http://127.0.0.1:${node.port}/health`);
      expect(await health.json()).toEqual({ name: NODE, numGames: 0, disabled: false });
    });

    it('is dropped by the lobby when it stops', async () => {
      await node.close();
      await expect.poll(() => listedNode(NODE)).toBeUndefined();
      // Started again, it registers again.
      node = await startNode();
      await expect.poll(() => listedNode(NODE)).toMatchObject({ numGames: 0 });
    });
  },
);
