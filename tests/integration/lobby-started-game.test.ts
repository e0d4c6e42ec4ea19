import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LobbyGame } from '../../src/protocol/lobby';
import { defaultNewGame } from '../../src/protocol/lobby-newgame';
import { DEFAULT_OPTION_SETTINGS } from '../../src/engine/game';
import { users } from '../../src/server/db/schema';
import { lobbyOf } from '../../src/server/lobby';
import { DatabaseDeckSource } from '../../src/server/lobby/deck-source';
import { FINISHED_GAME_LINGER_MS } from '../../src/server/lobby/areas/results';
import { importCatalogue } from '../../src/server/services/catalogue/import';
import { importDeps } from '../helpers/catalogue';
import { databaseKinds } from '../helpers/databases';
import { FakeScheduler } from '../helpers/fake-scheduler';
import type { TestServer } from '../helpers/server';
import { SHARED_DATA_DIR, startTestServer } from '../helpers/server';
import { GameSocketClient } from './game-socket-client';
import {
  createLobbyUser,
  handoffOf,
  lobbyClient,
  preconDeckId,
  leaveLines,
  GAME_SETTINGS,
  PROFILE_SETTINGS,
  startedGame,
  startedWatchedGame,
  readyGame,
  recordedPlayers,
  saveOptionSettings,
  setAltArts,
} from './lobby-helpers';
import type { LobbyTestUser } from './lobby-helpers';

describe.each(await databaseKinds())('a started game on the in-process node on %s', (kind) => {
  let test: TestServer;
  let alice: LobbyTestUser;
  let bob: LobbyTestUser;
  let carol: LobbyTestUser;
  let preconId: number;
  let phoenixborn: string;

  // A loaded machine can take seconds to pass an event between lobby and node: polls wait
  // up to 10 s (each ends as soon as it passes).
  beforeAll(() => vi.setConfig({ expect: { poll: { timeout: 10_000 } } }));
  afterAll(() => vi.resetConfig());
  beforeAll(async () => {
    test = await startTestServer(kind);
    await importCatalogue(importDeps(test, { ashesDataDir: SHARED_DATA_DIR }));
    alice = await createLobbyUser(test, 'Alice');
    bob = await createLobbyUser(test, 'Bob');
    carol = await createLobbyUser(test, 'Carol');
    preconId = await preconDeckId(test, 'standalone');
    const deck = await new DatabaseDeckSource(test.server.ctx.database).precon(preconId);
    if (!deck?.phoenixbornStub) throw new Error('the precon has no Phoenixborn');
    phoenixborn = deck.phoenixbornStub;
  });
  afterAll(() => test.close());

  function service() {
    const lobby = lobbyOf(test.server.ctx);
    if (!lobby) throw new Error('no lobby');
    return lobby.service;
  }

  it("gives each player their profile's option settings and alt arts from the start", async () => {
    await saveOptionSettings(test, alice, PROFILE_SETTINGS);
    await saveOptionSettings(test, bob, { manualAlts: true });
    await setAltArts(test, alice, { [phoenixborn]: ['alice-pb-alt'], 'not-in-deck': ['x'] });
    await setAltArts(test, bob, { [phoenixborn]: ['bob-pb-alt'] });
    const {
      gameId,
      lobbies: [a, b],
      games: [aliceGame, bobGame],
    } = await startedGame(test, alice, bob, preconId);
    const view = aliceGame.view;
    expect(view?.players.Alice?.optionSettings).toEqual(GAME_SETTINGS);
    expect(bobGame.view?.players.Bob?.optionSettings).toEqual({
      ...DEFAULT_OPTION_SETTINGS,
      manualAlts: true,
    });
    // Alice's Phoenixborn shows her first alt; Bob's manualAlts keeps his printed art.
    expect(view?.players.Alice?.phoenixborn).toMatchObject({
      id: phoenixborn,
      imageStub: 'alice-pb-alt',
    });
    expect(view?.players.Bob?.phoenixborn.imageStub).not.toBe('bob-pb-alt');
    expect(bobGame.view?.players.Alice?.phoenixborn.imageStub).toBe('alice-pb-alt');
    // Both leave; the game goes from the lobby and the node.
    for (const client of [aliceGame, bobGame]) client.close();
    expect((await a.request('leavegame', gameId)).success).toBe(true);
    expect((await b.request('leavegame', gameId)).success).toBe(true);
    await expect.poll(() => service().stats.games).toBe(0);
    for (const client of [a, b]) client.close();
  });

  it('leaves a started game from the lobby socket as from the game socket', async () => {
    // Favourite colours as an admin sets them, read when each lobby socket connects.
    const db = test.server.ctx.database.db;
    await db.update(users).set({ faveColor: '#ff8800' }).where(eq(users.id, alice.id));
    await db.update(users).set({ faveColor: '#00aa00' }).where(eq(users.id, carol.id));
    const {
      gameId,
      lobbies: [a, b, c],
      games: [aliceGame, bobGame, watcher],
    } = await startedWatchedGame(test, alice, bob, carol, preconId);
    // Chat names are styled for players (from the game's setup) and the spectator (from their
    // handoff): role and favourite colour only, nothing private.
    await expect
      .poll(() => watcher.view?.chatIdentities)
      .toEqual({
        Alice: { role: 'user', faveColor: '#ff8800' },
        Bob: { role: 'user', faveColor: null },
        Carol: { role: 'user', faveColor: '#00aa00' },
      });
    await expect
      .poll(() => bobGame.view?.chatIdentities?.Carol)
      .toEqual({ role: 'user', faveColor: '#00aa00' });

    // Bob leaves through the lobby only: the engine records it and Alice wins.
    expect((await b.request('leavegame', gameId)).success).toBe(true);
    await expect.poll(() => aliceGame.view?.winner).toBe('Alice');
    expect(aliceGame.view?.players.Bob?.left).toBe(true);
    expect(leaveLines(aliceGame.view, 'Bob')).toBe(1);
    await expect.poll(() => bobGame.cleared).toBe(1);
    await expect.poll(() => bobGame.socket.connected).toBe(false);
    expect(b.count('cleargamestate')).toBeGreaterThan(0);
    await expect
      .poll(() => c.last<LobbyGame[]>('updategame')?.[0])
      .toMatchObject({ id: gameId, winner: 'Alice' });
    expect(c.last<LobbyGame[]>('updategame')?.[0]?.finishedAt).not.toBeNull();
    // The record names both players, the leaver too.
    await expect
      .poll(() => recordedPlayers(test, gameId))
      .toEqual([
        { name: 'Alice', won: true },
        { name: 'Bob', won: false },
      ]);
    // Bob is free for another game.
    const again = await b.request('newgame', defaultNewGame('Bob', 'pvp'));
    expect(again.success).toBe(true);
    expect((await b.request('leavegame', null)).success).toBe(true);

    // The spectator leaves through the lobby: their game socket closes, the list follows.
    expect((await c.request('leavegame', gameId)).success).toBe(true);
    await expect.poll(() => watcher.cleared).toBe(1);
    await expect.poll(() => aliceGame.view?.spectators).toEqual([]);
    expect(c.last('cleargamestate')).toBeNull();

    // The last player leaves through the lobby: the game goes from the list and the node.
    expect((await a.request('leavegame', gameId)).success).toBe(true);
    await expect.poll(() => c.last<LobbyGame[]>('removegame')?.[0]?.id).toBe(gameId);
    await expect.poll(() => aliceGame.cleared).toBeGreaterThan(0);
    expect(service().stats.games).toBe(0);
    for (const client of [aliceGame, bobGame, watcher, a, b, c]) client.close();
  });

  it('records a leave once when the board leaves through the game socket and the lobby', async () => {
    const {
      gameId,
      lobbies: [a, b],
      games: [aliceGame, bobGame],
    } = await startedGame(test, alice, bob, preconId);

    // As the board's Leave Game does: the game socket and the lobby socket, both at once.
    aliceGame.send('leavegame');
    expect(await a.request('leavegame', gameId)).toEqual({ success: true });
    await expect.poll(() => aliceGame.cleared).toBeGreaterThan(0);
    expect(a.count('gameerror')).toBe(0);
    // A later command of Bob's goes through the same queue, after any second leave.
    bobGame.send('chat', 'gg');
    await expect.poll(() => JSON.stringify(bobGame.view?.messages ?? [])).toContain('gg');
    expect(bobGame.view?.winner).toBe('Bob');
    expect(bobGame.view?.players.Alice?.left).toBe(true);
    expect(leaveLines(bobGame.view, 'Alice')).toBe(1);

    expect((await b.request('leavegame', gameId)).success).toBe(true);
    await expect.poll(() => service().stats.games).toBe(0);
    for (const client of [aliceGame, bobGame, a, b]) client.close();
  });

  it('drops a finished game from the list after ten minutes when its players stay', async () => {
    const timers = new FakeScheduler();
    service().timers = timers;
    const a = await lobbyClient(test, alice);
    const b = await lobbyClient(test, bob);
    const onlooker = await lobbyClient(test, carol);
    const gameId = await readyGame(a, 'Alice', b, preconId);
    expect((await a.request('startgame', gameId)).success).toBe(true);
    const bobGame = new GameSocketClient(await handoffOf(b, gameId));
    await bobGame.firstView();
    bobGame.send('concede');
    await expect
      .poll(() => onlooker.last<LobbyGame[]>('updategame')?.[0])
      .toMatchObject({ id: gameId, winner: 'Alice' });

    // Still listed as finished just before the ten minutes are up.
    timers.advance(FINISHED_GAME_LINGER_MS - 1);
    expect(onlooker.count('removegame')).toBe(0);
    expect(service().stats.games).toBe(1);
    const late = await lobbyClient(test);
    expect(late.last<LobbyGame[]>('games')?.find((g) => g.id === gameId)?.finishedAt).toBeTruthy();

    // At ten minutes it goes: from the list, from its players and from the node.
    timers.advance(1);
    await expect.poll(() => onlooker.last<LobbyGame[]>('removegame')?.[0]?.id).toBe(gameId);
    await expect.poll(() => a.count('cleargamestate')).toBeGreaterThan(0);
    await expect.poll(() => bobGame.cleared).toBeGreaterThan(0);
    expect(service().stats.games).toBe(0);
    expect(timers.pending).toBe(0);
    for (const client of [bobGame, a, b, onlooker, late]) client.close();
  });
});
