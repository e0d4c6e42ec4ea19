import { io as connect } from 'socket.io-client';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  GameHandoff,
  LobbyChatMessage,
  LobbyGame,
  NodeStatus,
} from '../../src/protocol/lobby';
import { defaultNewGame } from '../../src/protocol/lobby-newgame';
import { games, preconDecks } from '../../src/server/db/schema';
import { lobbyOf } from '../../src/server/lobby';
import { importCatalogue } from '../../src/server/services/catalogue/import';
import { importDeps } from '../helpers/catalogue';
import { databaseKinds } from '../helpers/databases';
import type { TestServer } from '../helpers/server';
import { SHARED_DATA_DIR, startTestServer } from '../helpers/server';
import { createLobbyUser, lobbyClient } from './lobby-helpers';
import type { LobbyClient, LobbyTestUser } from './lobby-helpers';

describe.each(await databaseKinds())('lobby socket on %s', (kind) => {
  let test: TestServer;
  let alice: LobbyTestUser;
  let bob: LobbyTestUser;
  let carol: LobbyTestUser;
  let blocked: LobbyTestUser;
  let staff: LobbyTestUser;
  let preconId: number;
  let chimeraId: number;

  beforeAll(async () => {
    test = await startTestServer(kind);
    await importCatalogue(importDeps(test, { ashesDataDir: SHARED_DATA_DIR }));
    alice = await createLobbyUser(test, 'Alice', { blockList: ['Mallory'] });
    bob = await createLobbyUser(test, 'Bob');
    carol = await createLobbyUser(test, 'carol');
    blocked = await createLobbyUser(test, 'Mallory');
    staff = await createLobbyUser(test, 'Staff', {
      permissions: { canManageGames: true, canModerateChat: true, canManageNodes: true },
    });
    const db = test.server.ctx.database.db;
    const [core] = await db
      .select({ id: preconDecks.id })
      .from(preconDecks)
      .where(eq(preconDecks.collection, 'standalone'));
    const [chimera] = await db
      .select({ id: preconDecks.id })
      .from(preconDecks)
      .where(
        and(
          eq(preconDecks.collection, 'chimera'),
          eq(preconDecks.premium, false),
          eq(preconDecks.restricted, false),
        ),
      );
    if (!core || !chimera) throw new Error('the shared catalogue has no precons');
    preconId = core.id;
    chimeraId = chimera.id;
  });
  afterAll(() => test.close());

  function lobbyState() {
    const lobby = lobbyOf(test.server.ctx);
    if (!lobby) throw new Error('no lobby');
    return lobby.service.stats;
  }

  it('sends newcomers the users, games and chat, and lists signed-in users sorted', async () => {
    const anonymous = await lobbyClient(test);
    const b = await lobbyClient(test, bob);
    const c = await lobbyClient(test, carol);
    await expect.poll(() => anonymous.last<{ name: string }>('newuser')?.name).toBe('carol');
    const fresh = await lobbyClient(test);
    await expect
      .poll(() => fresh.last<{ name: string }[]>('users')?.map((u) => u.name))
      .toEqual(['Bob', 'carol']);
    expect(fresh.last<LobbyGame[]>('games')).toEqual([]);
    await expect.poll(() => fresh.last<LobbyChatMessage[]>('lobbymessages')).toEqual([]);
    c.close();
    await expect.poll(() => fresh.last<{ name: string }>('userleft')?.name).toBe('carol');
    for (const client of [anonymous, b, fresh]) client.close();
  });

  it('refuses malformed and unauthorised messages with an error and changes nothing', async () => {
    const anonymous = await lobbyClient(test);
    const user = await lobbyClient(test, carol);
    const before = lobbyState();
    const badDetails = { ...defaultNewGame('carol', 'pvp'), name: '' };
    const cases: [LobbyClient, string, unknown[]][] = [
      [anonymous, 'authenticate', [{ token: 'nonsense' }]],
      [anonymous, 'authenticate', [42]],
      [anonymous, 'newgame', [defaultNewGame('x', 'pvp')]],
      [user, 'newgame', [badDetails]],
      [user, 'newgame', [{ ...defaultNewGame('carol', 'pvp'), gameTimeLimit: 500 }]],
      [user, 'newgame', ['not an object']],
      [anonymous, 'joingame', ['some-id']],
      [user, 'joingame', [{ nested: true }]],
      [user, 'joingame', ['no-such-game']],
      [anonymous, 'watchgame', ['some-id']],
      [user, 'watchgame', ['no-such-game', 12]],
      [user, 'removegame', ['some-id']],
      [user, 'removegame', []],
      [anonymous, 'chat', ['hello']],
      [user, 'chat', ['   ']],
      [user, 'chat', ['x'.repeat(600)]],
      [user, 'chat', [{ text: 'hi' }]],
      [user, 'leavegame', [{ nested: true }]],
      [anonymous, 'startgame', ['some-id']],
      [user, 'startgame', ['no-such-game']],
      [user, 'selectdeck', ['no-such-game', true, preconId, true]],
      [user, 'selectdeck', ['g', 'yes', 1, true]],
      [user, 'selectdeck', ['g', true, -1, false]],
      [user, 'setsololevel', ['g', 'X']],
      [user, 'setsolostage', ['g', 9]],
      [user, 'setsolostage', ['no-such-game', 2]],
      [user, 'removemessage', ['1']],
      [user, 'clearsessions', ['Bob']],
      [user, 'getnodestatus', []],
      [user, 'togglenode', ['node1']],
      [user, 'restartnode', ['node1']],
      [anonymous, 'togglenode', [null]],
    ];
    for (const [client, event, args] of cases) {
      const answer = await client.request(event, ...args);
      expect(answer.success, `${event} ${JSON.stringify(args).slice(0, 60)}`).toBe(false);
      if (!answer.success) expect(answer.message.length).toBeGreaterThan(0);
    }
    expect(
      anonymous.events.filter((e) => e.event === 'authfailed').map((e) => e.payload),
    ).toContain('Authentication failed');
    expect(anonymous.last('nochat')).toBe('You must be logged in to send lobby chat messages');
    expect(user.count('gameerror')).toBeGreaterThan(10);
    expect(lobbyState().games).toBe(before.games);
    expect(user.count('lobbychat')).toBe(0);
    expect(user.count('nodestatus')).toBe(0);
    // Leaving when already out (the board also leaves through the game socket) changes
    // nothing and leaves no game error behind for the next pending game.
    const errorsBefore = user.count('gameerror');
    expect(await user.request('leavegame', null)).toEqual({ success: true });
    expect(await user.request('leavegame', 'some-finished-game')).toEqual({ success: true });
    expect(user.count('gameerror')).toBe(errorsBefore);
    // Still serving.
    expect((await user.request('ping')).success).toBe(true);
    anonymous.close();
    user.close();
  });

  it('plays the pending game flow: password, decks, start and handoff to the game node', async () => {
    const a = await lobbyClient(test, alice);
    const b = await lobbyClient(test, bob);
    const c = await lobbyClient(test, carol);
    const m = await lobbyClient(test, blocked);
    const anonymous = await lobbyClient(test);

    const created = await a.request('newgame', {
      ...defaultNewGame('Alice', 'pvp'),
      password: 'secret',
      saveReplay: true,
    });
    expect(created.success).toBe(true);
    const gameId = String(created.success && created.gameId);
    await expect.poll(() => b.last<LobbyGame[]>('newgame')?.[0]?.id).toBe(gameId);
    const listed = b.last<LobbyGame[]>('newgame')?.[0];
    expect(listed).toMatchObject({ needsPassword: true, owner: 'Alice', started: false });
    expect(JSON.stringify(listed)).not.toContain('secret');
    // Not a supporter: no saved replay.
    expect(listed?.saveReplay).toBe(false);
    expect(a.last<LobbyGame>('gamestate')?.id).toBe(gameId);

    // The blocked user never sees it and cannot join it.
    expect(m.count('newgame')).toBe(0);
    expect((await m.request('joingame', gameId, 'secret')).success).toBe(false);

    expect((await anonymous.request('joingame', gameId, 'secret')).success).toBe(false);
    expect(anonymous.last('gameerror')).toBe('Please login before trying to join a game');

    const wrong = await b.request('joingame', gameId, 'nope');
    expect(wrong).toEqual({ success: false, message: 'Incorrect game password' });
    expect(b.last('passworderror')).toBe('Incorrect game password');
    expect((await b.request('joingame', gameId, 'secret')).success).toBe(true);
    await expect
      .poll(() => Object.keys(a.last<LobbyGame>('gamestate')?.players ?? {}))
      .toEqual(['Alice', 'Bob']);

    // Start needs decks; only the owner may start.
    expect(await a.request('startgame', gameId)).toMatchObject({ success: false });
    expect((await a.request('selectdeck', gameId, true, preconId, true)).success).toBe(true);
    // A chimera deck is not a player deck.
    expect((await b.request('selectdeck', gameId, true, chimeraId, true)).success).toBe(false);
    // Nobody chooses the other player's deck in a pvp game.
    expect((await b.request('selectdeck', gameId, false, preconId, true)).success).toBe(false);
    expect((await b.request('selectdeck', gameId, true, preconId, true)).success).toBe(true);
    const ready = a.last<LobbyGame>('gamestate');
    expect(ready?.players.Bob?.deck).toMatchObject({
      selected: true,
      status: { legalToPlay: true },
    });
    expect((await b.request('startgame', gameId)).success).toBe(false);

    // Carol watches before the start and is handed off with the players.
    expect((await c.request('watchgame', gameId, 'secret')).success).toBe(true);
    expect((await a.request('startgame', gameId)).success).toBe(true);
    await expect.poll(() => a.last<GameHandoff>('handoff')?.gameId).toBe(gameId);
    await expect.poll(() => c.last<GameHandoff>('handoff')?.gameId).toBe(gameId);
    const handoff = a.last<GameHandoff>('handoff');
    if (!handoff) throw new Error('no handoff');
    expect(handoff).toMatchObject({ address: '127.0.0.1', user: 'Alice', name: 'node1' });
    expect(handoff.port).toBe(Number(new URL(test.url).port));
    await expect.poll(() => b.last<LobbyGame[]>('updategame')?.[0]?.started).toBe(true);
    // Once started the board comes from the game node only: no lobby gamestate says so.
    const startedStates = a.events.filter(
      (e) => e.event === 'gamestate' && (e.payload as LobbyGame | null)?.started === true,
    );
    expect(startedStates).toEqual([]);

    // The game socket accepts the handoff token and nothing else.
    const origin = `http://${handoff.address}:${handoff.port}`;
    const game = connect(origin, {
      path: `/${handoff.name}/socket.io`,
      query: { token: handoff.authToken },
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
    });
    const state = await new Promise<Record<string, unknown>>((resolve, reject) => {
      game.once('gamestate', resolve);
      game.once('connect_error', reject);
    });
    // The rules engine hosts the game: Alice gets her own view of it.
    expect(state).toMatchObject({ started: true, viewer: 'Alice' });
    expect(Object.keys(state.players as object).sort()).toEqual(['Alice', 'Bob']);
    const pong = await new Promise((resolve) => game.emit('ping', resolve));
    expect(pong).toEqual({ success: true });
    const refused = new Promise((resolve) => game.once('gameerror', resolve));
    game.emit('game', 'noSuchCommand');
    expect(typeof (await refused)).toBe('string');
    game.close();

    // A spectator's socket gets the spectators' view and cannot play.
    const watcher = c.last<GameHandoff>('handoff');
    if (!watcher) throw new Error('no spectator handoff');
    const spectator = connect(origin, {
      path: `/${watcher.name}/socket.io`,
      query: { token: watcher.authToken },
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
    });
    const spectatorView = await new Promise<Record<string, unknown>>((resolve) =>
      spectator.once('gamestate', resolve),
    );
    expect(spectatorView.viewer).toBeNull();
    const notYours = new Promise((resolve) => spectator.once('gameerror', resolve));
    spectator.emit('game', 'concede');
    expect(await notYours).toBe('Spectators cannot play');
    spectator.close();

    const forged = connect(origin, {
      path: `/${handoff.name}/socket.io`,
      query: { token: alice.token },
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
    });
    const forgedError = await new Promise<Error>((resolve) =>
      forged.once('connect_error', resolve),
    );
    expect(forgedError.message).toBe('Authentication failed');
    forged.close();

    // Bob concedes on the game node: the lobby lists the game as finished and records it.
    const bobHandoff = b.last<GameHandoff>('handoff');
    if (!bobHandoff) throw new Error('no handoff for Bob');
    const bobGame = connect(origin, {
      path: `/${bobHandoff.name}/socket.io`,
      query: { token: bobHandoff.authToken },
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
    });
    await new Promise((resolve) => bobGame.once('gamestate', resolve));
    bobGame.emit('game', 'concede');
    await expect
      .poll(() => a.last<LobbyGame[]>('updategame')?.[0])
      .toMatchObject({ id: gameId, winner: 'Alice' });
    expect(a.last<LobbyGame[]>('updategame')?.[0]?.finishedAt).not.toBeNull();
    await expect
      .poll(async () =>
        (await test.server.ctx.database.db.select().from(games)).map((g) => g.gameId),
      )
      .toContain(gameId);
    bobGame.close();

    // Staff see the node and remove the game; everyone in it is cleared.
    const s = await lobbyClient(test, staff);
    const seen = s.last<LobbyGame[]>('games')?.find((g) => g.id === gameId);
    expect(seen?.node).toBe('node1');
    expect((await s.request('removegame', gameId)).success).toBe(true);
    await expect.poll(() => b.count('cleargamestate')).toBeGreaterThan(0);
    await expect.poll(() => a.last<LobbyGame[]>('removegame')?.[0]?.id).toBe(gameId);
    for (const client of [a, b, c, m, anonymous, s]) client.close();
  });

  it('runs chimera games solo with supporter-only difficulty', async () => {
    const a = await lobbyClient(test, alice);
    const created = await a.request('newgame', defaultNewGame('Alice', 'chimera'));
    expect(created.success).toBe(true);
    const gameId = String(created.success && created.gameId);
    const state = a.last<LobbyGame>('gamestate');
    expect(state).toMatchObject({ solo: true, gameFormat: 'solo', full: true });
    expect((await a.request('setsololevel', gameId, 'H')).success).toBe(false);
    expect((await a.request('selectdeck', gameId, false, chimeraId, true)).success).toBe(true);
    expect((await a.request('selectdeck', gameId, false, -1, true, 5)).success).toBe(false);
    expect((await a.request('selectdeck', gameId, true, preconId, true)).success).toBe(true);
    expect((await a.request('leavegame', gameId)).success).toBe(true);
    await expect.poll(() => a.count('cleargamestate')).toBe(1);
    a.close();
  });

  it('keeps lobby chat for signed-in users, hides blocked senders and lets moderators delete', async () => {
    const a = await lobbyClient(test, alice);
    const m = await lobbyClient(test, blocked);
    const s = await lobbyClient(test, staff);
    expect((await m.request('chat', 'hello from mallory')).success).toBe(true);
    expect((await s.request('chat', 'hello from staff')).success).toBe(true);
    await expect.poll(() => a.count('lobbychat')).toBe(1);
    expect(a.last<LobbyChatMessage>('lobbychat')?.message).toBe('hello from staff');
    const id = s.last<LobbyChatMessage>('lobbychat')?._id;
    expect((await m.request('removemessage', id)).success).toBe(false);
    expect((await s.request('removemessage', id)).success).toBe(true);
    await expect.poll(() => a.last('removemessage')).toEqual({ messageId: id, deletedBy: 'Staff' });
    const later = await lobbyClient(test, alice);
    await expect.poll(() => later.last<LobbyChatMessage[]>('lobbymessages')?.length).toBe(1);
    const history = later.last<LobbyChatMessage[]>('lobbymessages') ?? [];
    expect(history.map((h) => h.message)).toEqual(['hello from staff']);
    expect(history[0]).toMatchObject({ deleted: true, deletedBy: 'Staff' });
    for (const client of [a, m, s, later]) client.close();
  });

  it('reports and toggles game nodes for node managers', async () => {
    const s = await lobbyClient(test, staff);
    expect((await s.request('getnodestatus')).success).toBe(true);
    await expect.poll(() => s.last<NodeStatus[]>('nodestatus')?.[0]?.name).toBe('node1');
    expect(s.last<NodeStatus[]>('nodestatus')?.[0]).toMatchObject({
      status: 'active',
      numGames: 0,
    });
    expect((await s.request('togglenode', 'node1')).success).toBe(true);
    expect(s.last<NodeStatus[]>('nodestatus')?.[0]?.status).toBe('disabled');
    expect((await s.request('togglenode', 'nosuchnode')).success).toBe(false);
    expect((await s.request('togglenode', 'node1')).success).toBe(true);
    expect(s.last<NodeStatus[]>('nodestatus')?.[0]?.status).toBe('active');
    s.close();
  });
});
