import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { importCatalogue } from '../../src/server/services/catalogue/import';
import { importDeps } from '../helpers/catalogue';
import type { TestServer } from '../helpers/server';
import { SHARED_DATA_DIR, startTestServer } from '../helpers/server';
import type { Json } from './spec-client';
import {
  SpecGameClient,
  SpecLobbyClient,
  SpecRestClient,
  field,
  isJson,
  list,
} from './spec-client';

/**
 * Protocol conformance: two users and a spectator, each through a client that speaks only
 * what the four client specs describe (`spec-client.ts`), go from registration to the
 * results page: register, log in, reload (checkauth), refresh the access token twice, list
 * precons and save a deck, create a game with the new-game form's exact fields, pick decks,
 * start, reload into the started game, play the first five and some turns with the draw pile
 * hidden, chat, concede, read the results and leave.
 *
 * Choices where the specs are silent, made as such a client expects:
 * - newgame, updategame and removegame carry lists of games;
 * - a refused token refresh answers `success: false` with a message (status 200);
 * - the refresh token stays valid for the session's life (the client keeps the login's one);
 * - a game's board comes from the game node only: the lobby sends no gamestate once started;
 * - a draw pile nobody picks from is left out of the view, and a command that changes nothing
 *   (showDrawDeck) gets no new view;
 * - chat and log parts are flat (`argType`), every card has `childCards`, clocks carry
 *   `timeLeft` beside `secondsLeft`, views carry the game's time-limit fields;
 * - the access token's expiry is simulated by storing an expired token for the same session
 *   (its real lifetime is 15 minutes);
 * - the game runs on the embedded database only: the protocol does not depend on it.
 */

const PASSWORD = 'secret123';
const NAMES = ['alice', 'bob', 'carol'] as const;
type Name = (typeof NAMES)[number];

/**
 * The new-game form as the spec's client sends it: showHand untouched, `solo` for chimera.
 * Ranked turns saveReplay on, as the form does.
 */
function newGameForm(owner: string, ranked = false): Json {
  return {
    name: `${owner}'s game`,
    gameType: ranked ? 'competitive' : 'casual',
    gameFormat: 'constructed',
    allowSpectators: true,
    clockType: 'chess',
    useGameTimeLimit: true,
    gameTimeLimit: 30,
    ranked,
    saveReplay: ranked,
    password: '',
    label: '',
    solo: false,
  };
}

/** The prompt buttons a test player prefers, in order: they move the game on. */
const MOVES = ['done', 'pass', 'endturn', 'ok', 'no', 'skip', 'cancel'];

describe('a client written to the specs plays a whole game', () => {
  let test: TestServer;
  const rest = {} as Record<Name, SpecRestClient>;
  const lobby = {} as Record<Name, SpecLobbyClient>;
  const game = {} as Record<Name, SpecGameClient>;
  let gameId = '';
  let precons: Json[] = [];

  beforeAll(() => vi.setConfig({ expect: { poll: { timeout: 15_000 } } }));
  afterAll(() => vi.resetConfig());
  beforeAll(async () => {
    // No awol re-broadcast (after 2 minutes by default) may add a view on a slow machine:
    // the suite counts the views each command brings.
    test = await startTestServer('pglite', { GAMENODE_AWOL_MS: String(3_600_000) });
    await importCatalogue(importDeps(test, { ashesDataDir: SHARED_DATA_DIR }));
  });
  afterAll(async () => {
    for (const client of [...Object.values(lobby), ...Object.values(game)]) client.close();
    await test.close();
  });

  it('registers and logs in; a new user has the default settings', async () => {
    for (const name of NAMES) {
      rest[name] = new SpecRestClient(test.url);
      const registered = await rest[name].call('POST', '/api/account/register', {
        username: name,
        password: PASSWORD,
        email: `${name}@example.com`,
      });
      expect(registered.body).toMatchObject({ success: true, message: expect.any(String) });
      await rest[name].login(name, PASSWORD);
    }
    const settings = field(rest.alice.user, 'settings');
    expect(settings.background).toEqual(expect.any(String));
    expect(field(settings, 'optionSettings')).toMatchObject({
      dontIceTrapOwnUnits: true,
      leftMode: true,
      compactLayout: true,
      bluffTimer: 0,
      alertTimer: 5,
    });
  });

  it('restores the login on a reload with a bodiless JSON checkauth', async () => {
    const reload = await rest.alice.call('POST', '/api/account/checkauth');
    expect(reload.status).toBe(200);
    expect(field(reload.body, 'user').username).toBe('alice');
  });

  it('refreshes the access token twice with the refresh token of the login', async () => {
    const client = rest.alice;
    const refreshToken = client.refreshToken;
    if (!isJson(refreshToken) || typeof refreshToken.id !== 'string') {
      throw new Error('the login gave no refresh token with an id');
    }
    for (const round of [1, 2]) {
      // The access token has expired: the next call answers 401, the client refreshes.
      client.token = await test.server.ctx.signer.signAccess(
        { userId: Number(client.user?.id), username: 'alice', sessionId: refreshToken.id },
        -10,
      );
      const sessions = await client.call('GET', '/api/account/alice/sessions');
      expect(sessions.status).toBe(200);
      expect(list(sessions.body, 'tokens').length).toBeGreaterThan(0);
      expect(client.refreshes).toBe(round);
      expect(client.refreshToken).toBe(refreshToken);
    }
    expect(client.loggedOut).toBe(false);
  });

  it('lists the precons, every deck with an _id, and saves a deck', async () => {
    const cards = await rest.alice.call('GET', '/api/cards');
    expect(Object.keys(field(cards.body, 'cards')).length).toBeGreaterThan(100);
    const standalone = await rest.alice.call('GET', '/api/standalone-decks');
    precons = list(standalone.body, 'decks').filter(isJson);
    expect(precons.length).toBeGreaterThan(1);
    for (const deck of precons) expect(deck._id).toEqual(expect.any(Number));
    const [first] = precons;
    if (!first) throw new Error('no precon');
    const saved = await rest.alice.call('POST', '/api/decks/', {
      deckName: 'My copy',
      phoenixborn: first.phoenixborn,
      cards: first.cards,
      conjurations: first.conjurations,
      dicepool: first.dicepool,
      notes: 'Kept from the precon',
    });
    expect(saved.body.success).toBe(true);
    const mine = await rest.alice.call(
      'GET',
      '/api/decks?pageSize=80&page=1&sort=lastUpdated&sortDir=desc&pb=&name=&favourite=false',
    );
    expect(mine.body.numDecks).toBe(1);
    expect(list(mine.body, 'decks')).toEqual([expect.objectContaining({ name: 'My copy' })]);
  });

  it("creates a game with the form's exact fields; the others see it, join and watch", async () => {
    for (const name of NAMES) lobby[name] = new SpecLobbyClient(test.url, rest[name].token);
    await expect.poll(() => lobby.alice.received.includes('games')).toBe(true);
    lobby.alice.send('newgame', newGameForm('alice', true));
    await expect
      .poll(() => lobby.alice.currentGame?.id ?? lobby.alice.gameError)
      .toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
    gameId = String(lobby.alice.currentGame?.id);
    expect(lobby.alice.currentGame).toMatchObject({
      name: "alice's game",
      showHand: false,
      ranked: true,
      saveReplay: true,
      useGameTimeLimit: true,
      gameTimeLimit: 30,
      messages: [],
    });
    await expect.poll(() => lobby.bob.game(gameId)?.name).toBe("alice's game");

    lobby.bob.send('joingame', gameId);
    lobby.carol.send('watchgame', gameId);
    await expect.poll(() => Object.keys(field(lobby.alice.currentGame, 'players'))).toHaveLength(2);
    const [own, other] = precons;
    // Alice's picker sends the precon flag as a boolean, Bob's as 1.
    lobby.alice.send('selectdeck', gameId, true, own?._id, true);
    lobby.bob.send('selectdeck', gameId, true, other?._id, 1);
    await expect
      .poll(() =>
        Object.values(field(lobby.alice.currentGame, 'players')).map((p) => field(p, 'deck')),
      )
      .toEqual([
        expect.objectContaining({ selected: true, status: expect.objectContaining(legal()) }),
        expect.objectContaining({ selected: true, status: expect.objectContaining(legal()) }),
      ]);

    lobby.alice.send('startgame', gameId);
    for (const name of NAMES) {
      await expect.poll(() => lobby[name].handoff?.gameId).toBe(gameId);
      game[name] = new SpecGameClient(lobby[name].handoff ?? {}, name === 'carol' ? null : name);
    }
    await expect.poll(() => game.carol.views.length).toBeGreaterThan(0);
    await expect.poll(() => lobby.carol.game(gameId)?.started).toBe(true);
    for (const name of NAMES) {
      expect(lobby[name].crashes).toEqual([]);
      expect(lobby[name].startedGameStates).toEqual([]);
    }
  });

  it('reloads into the started game: checkauth, a new lobby socket, the handoff again', async () => {
    game.alice.close();
    lobby.alice.close();
    expect((await rest.alice.call('POST', '/api/account/checkauth')).status).toBe(200);
    lobby.alice = new SpecLobbyClient(test.url, rest.alice.token);
    await expect.poll(() => lobby.alice.handoff?.gameId).toBe(gameId);
    expect(lobby.alice.startedGameStates).toEqual([]);
    game.alice = new SpecGameClient(lobby.alice.handoff ?? {}, 'alice');
    await expect.poll(() => game.alice.views.length).toBeGreaterThan(0);
    expect(game.alice.view).toMatchObject({ id: gameId, started: true, gameFormat: 'constructed' });
  });

  it('plays the first five and some turns with the draw pile hidden, without a storm', async () => {
    let commands = 0;
    for (let step = 0; step < 60; step += 1) {
      const view = game.alice.view;
      if (!view || Number(view.round) >= 3) break;
      const mover = NAMES.slice(0, 2).find((name) => {
        const prompt = game[name].view ? field(game[name].player(name), 'promptState') : null;
        return prompt !== null && list(prompt, 'buttons').length > 0;
      });
      if (!mover) break;
      const before = Number(game[mover].view?.version);
      const buttons = list(field(game[mover].player(mover), 'promptState'), 'buttons');
      const button =
        MOVES.map((arg) => buttons.find((b) => isJson(b) && b.arg === arg)).find(Boolean) ??
        buttons[0];
      if (!isJson(button)) break;
      // The prompt panel sends the button's command with its arg, uuid and method.
      game[mover].send(String(button.command), button.arg, button.uuid, button.method);
      commands += 1;
      await expect.poll(() => Number(game[mover].view?.version) > before).toBe(true);
    }
    expect(Number(game.alice.view?.round)).toBeGreaterThanOrEqual(2);

    // Chat from a player and from the spectator, drawn as text.
    game.alice.send('chat', 'good luck');
    game.carol.send('chat', 'enjoy');
    commands += 2;
    await expect.poll(() => game.bob.logLines().join('\n')).toContain('alice good luck');
    await expect.poll(() => game.bob.logLines().join('\n')).toContain('carol enjoy');

    // showDrawDeck changes nothing, so nothing comes back: a chat line after it is the very
    // next view.
    const seen = game.alice.views.length;
    for (let i = 0; i < 20; i += 1) game.alice.send('showDrawDeck', i % 2 === 0);
    game.alice.send('chat', 'still here');
    commands += 1;
    await expect.poll(() => game.alice.logLines().join('\n')).toContain('alice still here');
    expect(game.alice.views.length).toBe(seen + 1);

    // Every view was one answer to one change: no exchange feeding itself.
    const version = Number(game.alice.view?.version);
    expect(version).toBeLessThanOrEqual(commands + 5);
    expect(game.alice.views.length).toBeLessThan(commands * 2 + 20);
    for (const name of NAMES) {
      expect(game[name].problems).toEqual([]);
      expect(game[name].showDrawDeckSent).toBeLessThan(20);
    }
    // The spectator sees neither hand nor any draw pile.
    for (const view of game.carol.views) {
      for (const player of Object.values(field(view, 'players'))) {
        const piles = field(player, 'cardPiles');
        expect(piles.deck).toBeUndefined();
        for (const card of list(piles, 'hand')) expect(isJson(card) && card.id).toBeFalsy();
      }
    }
  });

  it("answers every message of the board's table without a storm or a crash", async () => {
    const alice = game.alice;
    const start = alice.views.length;
    const nextView = async (send: () => void): Promise<Json> => {
      const seen = alice.views.length;
      send();
      await expect.poll(() => alice.views.length).toBeGreaterThan(seen);
      return alice.view ?? {};
    };
    const me = () => alice.player('alice');
    const pb = String(field(me(), 'phoenixborn').uuid);

    // ping is answered; playerTyping reaches the opponent as playertyping.
    const pong = await new Promise<unknown>((resolve) => alice.socket.emit('ping', resolve));
    expect(pong).toBeDefined();
    const typing = new Promise<unknown>((resolve) => game.bob.socket.once('playertyping', resolve));
    alice.socket.emit('playerTyping', true);
    expect(await typing).toMatchObject({ typing: true });

    await nextView(() => alice.send('toggleOptionSetting', 'alertTimer', 3));
    expect(field(me(), 'optionSettings').alertTimer).toBe(3);
    await nextView(() => alice.send('inspectCard', pb));
    expect(me().inspectionCard).toBe(pb);
    await nextView(() => alice.send('closeInspector'));
    expect(me().inspectionCard).toBeNull();
    await nextView(() => alice.send('modifyLimited', 1));
    expect(me().limitedPlayed).toBe(1);
    await nextView(() => alice.send('shuffleDeck'));
    expect(alice.logLines().at(-1)).toBe('alice shuffles their deck');

    // Manual mode: tokens, a drop between piles and a card menu.
    await nextView(() => alice.send('toggleManualMode'));
    expect(alice.view?.manualMode).toBe(true);
    await nextView(() => alice.send('modifyCardToken', pb, 'damage', 1));
    expect(field(field(me(), 'phoenixborn'), 'tokens').damage).toBe(1);
    const pileSizes = () => {
      const piles = field(me(), 'cardPiles');
      return [list(piles, 'hand').length, list(piles, 'discard').length];
    };
    const [handBefore = 0, discardBefore = 0] = pileSizes();
    const [inHand] = list(field(me(), 'cardPiles'), 'hand').filter(isJson);
    await nextView(() => alice.send('drop', inHand?.uuid, 'hand', 'discard'));
    expect(pileSizes()).toEqual([handBefore - 1, discardBefore + 1]);
    const withMenu = list(field(me(), 'cardPiles'), 'discard')
      .filter(isJson)
      .find((card) => Array.isArray(card.menu) && card.menu.length > 0);
    if (withMenu && Array.isArray(withMenu.menu)) {
      const [item] = withMenu.menu;
      alice.send('menuItemClick', withMenu.uuid, item);
    }
    await nextView(() => alice.send('toggleManualMode'));
    expect(alice.view?.manualMode).toBe(false);

    // Muted spectators cannot chat; unmuted they can again.
    await nextView(() => alice.send('toggleMuteSpectators'));
    expect(alice.view?.muteSpectators).toBe(true);
    game.carol.send('chat', 'muted?');
    await expect.poll(() => game.carol.errors.at(-1)).toBe('Spectators cannot chat in this game');
    await nextView(() => alice.send('toggleMuteSpectators'));

    // Clicks and commands that are no choice now are refused with a reason, nothing more.
    const refusals = alice.errors.length;
    alice.send('clockZero');
    alice.send('pileClicked', 'deck');
    alice.send('cardAltClicked', pb);
    alice.send('dieClicked', 'no-such-die');
    alice.send('closeAlert');
    await expect.poll(() => alice.errors.length).toBeGreaterThan(refusals);
    // The table's remaining messages are answered like any other: a change or a refusal.
    alice.send('cardClicked', pb);
    alice.send('changeStat', 'side', -1);
    alice.send('modifyAction', 'main', 0);
    await nextView(() => alice.send('chat', 'done testing'));
    expect(alice.problems).toEqual([]);
    expect(alice.views.length - start).toBeLessThan(40);
  });

  it('concedes, shows the winner in the lobby and on the results page, then leaves', async () => {
    game.bob.send('concede');
    for (const name of NAMES) await expect.poll(() => game[name].view?.winner).toBe('alice');
    await expect.poll(() => lobby.carol.game(gameId)?.winner).toBe('alice');
    await expect
      .poll(async () => {
        const results = await rest.alice.call('GET', '/api/games?months=0&gameType=');
        return list(results.body, 'games').find((g) => isJson(g) && g.gameId === gameId);
      })
      .toMatchObject({
        winner: 'alice',
        winReason: expect.any(String),
        gameType: 'competitive',
        startedAt: expect.any(String),
        finishedAt: expect.any(String),
        players: expect.arrayContaining([
          expect.objectContaining({ name: 'bob', wounds: expect.any(Number) }),
        ]),
      });
    const stats = await rest.alice.call('GET', '/api/stats?months=0&gameType=');
    expect(stats.body.success).toBe(true);
    const elo = await rest.alice.call('GET', '/api/stats/elo');
    expect(elo.status).toBe(200);
    for (const path of [`/api/game/${gameId}/chat`, `/api/game/${gameId}`]) {
      expect((await rest.alice.call('GET', path)).status, path).toBe(200);
    }
    // The saved replay: its steps as the replay controls read them (tag and state).
    const replay = await rest.alice.call('GET', `/api/game/${gameId}/replay/`);
    const steps = list(field(replay.body, 'replay'), 'steps').filter(isJson);
    expect(steps.length).toBeGreaterThan(1);
    expect(steps[0]).toMatchObject({ tag: expect.any(String), state: expect.any(Object) });

    for (const name of NAMES) game[name].send('leavegame');
    for (const name of NAMES) await expect.poll(() => game[name].cleared).toBe(1);
    await expect.poll(() => lobby.carol.game(gameId)).toBeUndefined();
    for (const name of NAMES) expect(lobby[name].crashes).toEqual([]);
  });
});

function legal(): Json {
  return {
    basicRules: true,
    maxThree: true,
    hasConjurations: true,
    tenDice: true,
    uniques: true,
    legalToPlay: true,
  };
}

/**
 * Every call of the specs' call tables (accounts-and-shell.md, decks.md and
 * lobby-and-results.md section 7) with the spec's payload, checked for the fields the
 * spec's client reads from the answer. Staff calls are made by a user given the permission
 * in the database (how staff get permissions is not part of the specs).
 */
describe("every REST call of the specs' call tables", () => {
  let test: TestServer;
  let dana: SpecRestClient;
  let staff: SpecRestClient;

  beforeAll(async () => {
    test = await startTestServer('pglite', { ASHES_LIVE_API_URL: 'http://127.0.0.1:9' });
    await importCatalogue(importDeps(test, { ashesDataDir: SHARED_DATA_DIR }));
    dana = new SpecRestClient(test.url);
    staff = new SpecRestClient(test.url);
    for (const [client, name] of [
      [dana, 'dana'],
      [staff, 'staffer'],
    ] as const) {
      await client.call('POST', '/api/account/register', {
        username: name,
        password: PASSWORD,
        email: `${name}@example.com`,
      });
    }
    const permissions = {
      canManageUsers: true,
      canManageBanlist: true,
      canManageTournaments: true,
      canModerateChat: true,
      canManageGames: true,
      canManageNodes: true,
      isSupporter: true,
    };
    await test.testDb.database.queryRows(
      `UPDATE users SET permissions = $1::jsonb WHERE username = 'staffer'`,
      [JSON.stringify(permissions)],
    );
    await dana.login('dana', PASSWORD);
    await staff.login('staffer', PASSWORD);
  });
  afterAll(() => test.close());

  it('accounts: answers in the shapes the shell reads', async () => {
    const reset = await dana.call('POST', '/api/account/password-reset', {
      username: 'dana',
      captcha: 'not solved',
    });
    expect(reset.body).toEqual({ success: false, message: expect.any(String) });
    for (const [path, payload] of [
      ['/api/account/password-reset-finish', { id: '1', token: 'x', newPassword: 'another1' }],
      ['/api/account/activate', { id: '1', token: 'x' }],
    ] as const) {
      const answer = await dana.call('POST', path, payload);
      expect(answer.body, path).toEqual({ success: false, message: expect.any(String) });
    }
    const linked = await dana.call('POST', '/api/account/linkPatreon', { code: 'abc' });
    expect(linked.body).toMatchObject({ success: false, message: expect.any(String) });
    const unlinked = await dana.call('POST', '/api/account/unlinkPatreon');
    expect(unlinked.status).toBe(200);

    const sessions = await dana.call('GET', '/api/account/dana/sessions');
    const [session] = list(sessions.body, 'tokens').filter(isJson);
    expect(session).toMatchObject({ id: expect.any(String), ip: expect.any(String) });

    expect(
      (await dana.call('POST', '/api/account/dana/blocklist', { username: 'staffer' })).status,
    ).toBe(200);
    expect(list((await dana.call('GET', '/api/account/dana/blocklist')).body, 'blockList')).toEqual(
      ['staffer'],
    );
    const unblocked = await dana.call('DELETE', '/api/account/dana/blocklist/staffer');
    expect(unblocked.status).toBe(200);

    const saved = await dana.call('PUT', '/api/account/dana', {
      data: {
        avatar: null,
        email: 'dana@example.com',
        username: 'dana',
        password: '',
        settings: {
          optionSettings: {
            ...field(field(dana.user, 'settings'), 'optionSettings'),
            alertTimer: 3,
          },
          eloOptOut: false,
        },
      },
    });
    expect(saved.body).toMatchObject({ token: expect.any(String), user: { username: 'dana' } });

    const found = await staff.call('GET', '/api/user/dana');
    expect(found.body).toMatchObject({ user: { username: 'dana' } });
    expect(Array.isArray(found.body.linkedAccounts)).toBe(true);
    expect((await staff.call('GET', '/api/user/dana/alts')).status).toBe(200);
    const edited = await staff.call('PUT', '/api/user/dana', {
      userToChange: { faveColor: '#ff8800' },
    });
    expect(edited.body.success).toBe(true);
    const alts = await staff.call('PATCH', '/api/user/dana/alts', {
      userToChange: { altArts: {} },
    });
    expect(alts.body.success).toBe(true);

    const added = await staff.call('POST', '/api/banlist', { ip: '10.20.30.40' });
    const entry = field(added.body, 'entry');
    expect(entry).toMatchObject({ ip: '10.20.30.40' });
    const bans = await staff.call('GET', '/api/banlist/');
    expect(JSON.stringify(bans.body)).toContain('10.20.30.40');
    const unbanned = await staff.call('DELETE', `/api/banlist/${String(entry.id)}`);
    expect(unbanned.body).toMatchObject({ success: true, id: entry.id });

    // The session removed last: its access token ends with it.
    const removed = await dana.call('DELETE', `/api/account/dana/sessions/${String(session?.id)}`);
    expect(removed.body).toMatchObject({ tokenId: session?.id });
  });

  it('results, stats, leagues, alts and lobby messages', async () => {
    for (const path of [
      '/api/games?months=0&gameType=',
      '/api/stats?months=3&gameType=competitive',
      '/api/stats/elo',
      '/api/cards/alts',
      '/api/league/pairings',
      '/api/league/phx/pairings',
      '/api/games/PHX?months=0',
      '/api/games/report/PHX?months=0&pairings=false',
    ]) {
      const answer = await staff.call('GET', path);
      expect(answer.status, path).toBe(200);
    }
    expect(list((await staff.call('GET', '/api/games?months=0&gameType=')).body, 'games')).toEqual(
      [],
    );
    expect(list((await staff.call('GET', '/api/cards/alts')).body, 'alts').length).toBeGreaterThan(
      0,
    );
    const pairings = await staff.call('GET', '/api/league/pairings');
    expect(pairings.body).toMatchObject({ phx: expect.any(Array), ffl: expect.any(Array) });

    const chat = new SpecLobbyClient(test.url, staff.token);
    try {
      await expect.poll(() => chat.received.includes('lobbymessages')).toBe(true);
      chat.send('chat', 'hello lobby');
      await expect.poll(() => chat.messages.length).toBe(1);
      const message = chat.messages[0];
      const removed = await staff.call('DELETE', `/api/messages/${String(message?._id)}`);
      expect(removed.body.success).toBe(true);
      expect(chat.crashes).toEqual([]);
    } finally {
      chat.close();
    }
  });

  it("answers every message of the lobby's table", async () => {
    // Dana's first session was removed above: she logs in again.
    await dana.login('dana', PASSWORD);
    const staffLobby = new SpecLobbyClient(test.url, staff.token);
    const danaLobby = new SpecLobbyClient(test.url, dana.token);
    try {
      await expect.poll(() => danaLobby.received.includes('games')).toBe(true);
      const pong = await new Promise<unknown>((resolve) => staffLobby.socket.emit('ping', resolve));
      expect(pong).toBeDefined();
      staffLobby.send('connectfailed');

      // A chimera game: the form sends solo, the supporter sets difficulty and stage.
      staffLobby.send('newgame', { ...newGameForm('staffer'), solo: true, gameFormat: 'solo' });
      await expect.poll(() => staffLobby.currentGame?.solo).toBe(true);
      const soloId = staffLobby.currentGame?.id;
      staffLobby.send('setsololevel', soloId, 'H');
      staffLobby.send('setsolostage', soloId, 2);
      await expect
        .poll(() => staffLobby.currentGame)
        .toMatchObject({ gameFormat: 'solo', soloLevel: 'H', soloStage: 2 });
      staffLobby.send('leavegame', soloId);
      await expect.poll(() => staffLobby.currentGame).toBeNull();
      await expect.poll(() => danaLobby.game(soloId)).toBeUndefined();

      // Staff remove another user's game: it leaves every list and its players' screens.
      danaLobby.send('newgame', newGameForm('dana'));
      await expect.poll(() => danaLobby.currentGame?.id).toEqual(expect.any(String));
      const danaGame = danaLobby.currentGame?.id;
      await expect.poll(() => staffLobby.game(danaGame)?.id).toBe(danaGame);
      staffLobby.send('removegame', danaGame);
      await expect.poll(() => danaLobby.currentGame).toBeNull();
      await expect.poll(() => staffLobby.game(danaGame)).toBeUndefined();

      // Game nodes: status, toggling and restart answer with nodestatus.
      const statuses: unknown[] = [];
      staffLobby.socket.on('nodestatus', (payload: unknown) => statuses.push(payload));
      staffLobby.send('getnodestatus');
      await expect.poll(() => statuses.length).toBe(1);
      const [node] = (statuses[0] as Json[] | undefined) ?? [];
      expect(node).toMatchObject({ name: expect.any(String), status: 'active' });
      staffLobby.send('togglenode', node?.name);
      await expect.poll(() => (statuses.at(-1) as Json[])[0]?.status).toBe('disabled');
      staffLobby.send('togglenode', node?.name);
      await expect.poll(() => (statuses.at(-1) as Json[])[0]?.status).toBe('active');
      staffLobby.send('restartnode', node?.name);
      await expect.poll(() => statuses.length).toBe(4);

      // clearsessions ends every session of the user.
      staffLobby.send('clearsessions', 'dana');
      await expect
        .poll(async () => (await dana.call('POST', '/api/account/checkauth')).status)
        .toBe(401);
      expect(dana.loggedOut).toBe(true);
      expect([...staffLobby.crashes, ...danaLobby.crashes]).toEqual([]);
    } finally {
      staffLobby.close();
      danaLobby.close();
    }
  });

  it('decks: list, get, save, favourite, delete, import and resync; every collection', async () => {
    const collections = [
      'standalone',
      'adventuringparty',
      'buildingbasics',
      'corpserebuild',
      'firstadventure',
      'pve',
      'chimera',
      'msu',
      'dualduel',
      'onecollection',
    ];
    let precon: Json | undefined;
    for (const name of collections) {
      const answer = await staff.call('GET', `/api/${name}-decks`);
      const decks = list(answer.body, 'decks').filter(isJson);
      for (const deck of decks) expect(deck._id, name).toEqual(expect.any(Number));
      precon ??= decks[0];
    }
    if (!precon) throw new Error('no collection deck');
    const body = {
      deckName: 'Built',
      phoenixborn: precon.phoenixborn,
      cards: precon.cards,
      conjurations: precon.conjurations,
      dicepool: precon.dicepool,
      notes: '',
    };
    expect((await staff.call('POST', '/api/decks/', body)).body.success).toBe(true);
    const listed = await staff.call(
      'GET',
      '/api/decks?pageSize=8&page=1&sort=lastUpdated&sortDir=desc',
    );
    expect(listed.body.numDecks).toBe(1);
    const [deck] = list(listed.body, 'decks').filter(isJson);
    const id = String(deck?._id);
    expect(field((await staff.call('GET', `/api/decks/${id}`)).body, 'deck').name).toBe('Built');
    const renamed = await staff.call('PUT', `/api/decks/${id}`, { ...body, deckName: 'Rebuilt' });
    expect(renamed.body.success).toBe(true);
    const fave = await staff.call('PATCH', `/api/decks/${id}`, { favourite: true });
    expect(fave.body).toMatchObject({ deckId: deck?._id, isFave: true });
    const uuid = '11111111-2222-4333-8444-555555555555';
    const imported = await staff.call('POST', '/api/decks/', { uuid });
    expect(imported.body).toMatchObject({ success: false, message: expect.any(String) });
    const resynced = await staff.call('POST', '/api/decks/', {
      deckId: deck?._id,
      uuid,
      resync: true,
    });
    expect(resynced.body).toMatchObject({ success: false, message: expect.any(String) });
    const deleted = await staff.call('DELETE', `/api/decks/${id}`);
    expect(deleted.body).toMatchObject({ deckId: deck?._id });
  });
});
