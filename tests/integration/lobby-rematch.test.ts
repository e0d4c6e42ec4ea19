import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GameHandoff } from '../../src/protocol/lobby';
import type { RematchView } from '../../src/protocol/game-view';
import { preconDecks } from '../../src/server/db/schema';
import { lobbyOf } from '../../src/server/lobby';
import { importCatalogue } from '../../src/server/services/catalogue/import';
import { importDeps } from '../helpers/catalogue';
import { databaseKinds } from '../helpers/databases';
import type { TestServer } from '../helpers/server';
import { SHARED_DATA_DIR, startTestServer } from '../helpers/server';
import { GameSocketClient } from './game-socket-client';
import type { TestGameView } from './game-socket-client';
import {
  createLobbyUser,
  handoffOf,
  listedGame,
  preconDeckId,
  startedWatchedGame,
} from './lobby-helpers';
import type { LobbyClient, LobbyTestUser } from './lobby-helpers';

/** The node's rematch state in a view, as the board reads it. */
function rematchOf(view: TestGameView | undefined): RematchView | undefined {
  return (view as (TestGameView & { rematch?: RematchView }) | undefined)?.rematch;
}

describe.each(await databaseKinds())('a rematch after a finished game on %s', (kind) => {
  let test: TestServer;
  let alice: LobbyTestUser;
  let bob: LobbyTestUser;
  let carol: LobbyTestUser;
  let firstDeck: number;
  let secondDeck: { id: number; phoenixborn: string };

  beforeAll(() => vi.setConfig({ expect: { poll: { timeout: 10_000 } } }));
  afterAll(() => vi.resetConfig());
  beforeAll(async () => {
    test = await startTestServer(kind);
    await importCatalogue(importDeps(test, { ashesDataDir: SHARED_DATA_DIR }));
    alice = await createLobbyUser(test, 'Alice');
    bob = await createLobbyUser(test, 'Bob');
    carol = await createLobbyUser(test, 'Carol');
    firstDeck = await preconDeckId(test, 'standalone');
    const [first] = await test.server.ctx.database.db
      .select({ phoenixborn: preconDecks.phoenixborn })
      .from(preconDecks)
      .where(eq(preconDecks.id, firstDeck));
    const [other] = await test.server.ctx.database.db
      .select({ id: preconDecks.id, phoenixborn: preconDecks.phoenixborn })
      .from(preconDecks)
      .where(
        and(
          eq(preconDecks.collection, 'standalone'),
          eq(preconDecks.premium, false),
          eq(preconDecks.restricted, false),
          ne(preconDecks.phoenixborn, first?.phoenixborn ?? ''),
        ),
      );
    if (!other?.phoenixborn) throw new Error('the catalogue has one standalone Phoenixborn only');
    secondDeck = { id: other.id, phoenixborn: other.phoenixborn };
  });
  afterAll(() => test.close());

  function service() {
    const lobby = lobbyOf(test.server.ctx);
    if (!lobby) throw new Error('no lobby');
    return lobby.service;
  }

  /** Alice and Bob play (Carol watches) until Bob concedes; every game socket past its view. */
  async function finishedGame() {
    const {
      gameId,
      lobbies: [a, b, c],
      games: [aliceGame, bobGame, watcher],
    } = await startedWatchedGame(test, alice, bob, carol, firstDeck);

    // Too early: the game is not over.
    aliceGame.send('chat', '/rematch');
    await expect
      .poll(() => aliceGame.errors.at(-1))
      .toBe('A rematch can be asked for once the game is over');

    bobGame.send('concede');
    await expect.poll(() => aliceGame.view?.winner).toBe('Alice');
    await expect.poll(() => listedGame(a, gameId)?.winner).toBe('Alice');
    return { gameId, lobbies: [a, b, c], games: [aliceGame, bobGame, watcher] } as const;
  }

  /** Everyone leaves whatever game they are in, so the next test starts from an empty lobby. */
  async function leaveAll(
    lobbies: readonly LobbyClient[],
    sockets: readonly GameSocketClient[],
  ): Promise<void> {
    for (const lobby of lobbies) expect((await lobby.request('leavegame')).success).toBe(true);
    for (const client of [...sockets, ...lobbies]) client.close();
    await expect.poll(() => service().stats.games).toBe(0);
  }

  /** Both ask: Alice first (Bob sees it), then Bob; the rematch is agreed. */
  async function agreeRematch(
    gameId: string,
    [aliceGame, bobGame, watcher]: readonly GameSocketClient[],
    [a]: readonly LobbyClient[],
  ) {
    if (!aliceGame || !bobGame || !watcher || !a) throw new Error('missing clients');
    // Nothing to choose before both have asked.
    expect(await a.request('rematchdeck', gameId)).toEqual({
      success: false,
      message: 'There is no agreed rematch for this game',
    });
    watcher.send('chat', '/rematch');
    await expect.poll(() => watcher.errors.at(-1)).toBe('Spectators cannot ask for a rematch');

    aliceGame.send('chat', '/rematch');
    await expect
      .poll(() => rematchOf(bobGame.view))
      .toEqual({ askedBy: ['Alice'], agreed: false, calledOff: null });
    expect(JSON.stringify(bobGame.view?.messages)).toContain(' asks for a rematch');
    aliceGame.send('chat', '/rematch');
    await expect.poll(() => aliceGame.errors.at(-1)).toBe('You have already asked for a rematch');

    bobGame.send('chat', '/rematch');
    await expect.poll(() => rematchOf(aliceGame.view)?.agreed).toBe(true);
    await expect.poll(() => rematchOf(watcher.view)?.askedBy).toEqual(['Alice', 'Bob']);
  }

  it('starts a new game for both players with their chosen decks; the spectator stays', async () => {
    const { gameId, lobbies, games } = await finishedGame();
    const [a, b, c] = lobbies;
    await agreeRematch(gameId, games, lobbies);

    // A malformed choice is refused and changes nothing.
    expect(await b.request('rematchdeck', gameId, 'x', true)).toEqual({
      success: false,
      message: 'deckId must be an integer from -1 to 2147483647',
    });
    expect(await c.request('rematchdeck', gameId)).toEqual({
      success: false,
      message: 'You are not a player in this game',
    });
    // Alice keeps her deck, Bob takes another one.
    expect((await a.request('rematchdeck', gameId)).success).toBe(true);
    expect(await a.request('rematchdeck', gameId)).toEqual({
      success: false,
      message: 'You have already chosen your deck for the rematch',
    });
    expect(a.last<GameHandoff>('handoff')?.gameId).toBe(gameId);
    expect((await b.request('rematchdeck', gameId, secondDeck.id, true)).success).toBe(true);

    await expect.poll(() => a.last<GameHandoff>('handoff')?.gameId).not.toBe(gameId);
    const rematchId = a.last<GameHandoff>('handoff')?.gameId ?? '';
    const aliceRematch = new GameSocketClient(await handoffOf(a, rematchId));
    const bobRematch = new GameSocketClient(await handoffOf(b, rematchId));
    for (const client of [aliceRematch, bobRematch]) await client.firstView();
    const view = aliceRematch.view;
    expect(view?.winner).toBeNull();
    expect(Object.keys(view?.players ?? {}).sort()).toEqual(['Alice', 'Bob']);
    expect(view?.players.Bob?.phoenixborn.id).toBe(secondDeck.phoenixborn);
    expect(view?.players.Alice?.phoenixborn.id).toBe(games[0].view?.players.Alice?.phoenixborn.id);
    expect(rematchOf(view)).toBeUndefined();
    // Same options: the lobby lists it as started, owned by Alice, with the chosen decks.
    const listed = listedGame(a, rematchId);
    expect(listed).toMatchObject({ id: rematchId, started: true, owner: 'Alice' });
    expect(listed?.name).toBe("Alice's game");
    expect(Object.keys(listed?.players ?? {}).sort()).toEqual(['Alice', 'Bob']);
    expect(listed?.spectators).toEqual([]);

    // Carol is not moved: no handoff to the rematch, still watching the finished game.
    expect(c.last<GameHandoff>('handoff')?.gameId).toBe(gameId);
    expect(service().gameOf(carol.id)?.id).toBe(gameId);
    expect(service().gameOf(alice.id)?.id).toBe(rematchId);
    expect(service().gameOf(bob.id)?.id).toBe(rematchId);

    await leaveAll(lobbies, [...games, aliceRematch, bobRematch]);
  });

  it('is called off when a player leaves before both chose, and the other is told', async () => {
    const { gameId, lobbies, games } = await finishedGame();
    const [a, b] = lobbies;
    const [aliceGame, , watcher] = games;
    await agreeRematch(gameId, games, lobbies);
    expect((await a.request('rematchdeck', gameId)).success).toBe(true);

    expect((await b.request('leavegame', gameId)).success).toBe(true);
    await expect
      .poll(() => rematchOf(aliceGame.view)?.calledOff)
      .toBe('Bob left: the rematch is called off');
    expect(rematchOf(watcher.view)?.calledOff).toBe('Bob left: the rematch is called off');
    expect(await a.request('rematchdeck', gameId)).toEqual({
      success: false,
      message: 'There is no agreed rematch for this game',
    });
    aliceGame.send('chat', '/rematch');
    await expect.poll(() => aliceGame.errors.at(-1)).toBe('The rematch was called off');
    // Nobody was handed a new game.
    expect(a.last<GameHandoff>('handoff')?.gameId).toBe(gameId);
    expect(service().gameOf(alice.id)?.id).toBe(gameId);

    await leaveAll(lobbies, games);
  });

  it('is called off when a player disconnects before both asked', async () => {
    const { gameId, lobbies, games } = await finishedGame();
    const [aliceGame, bobGame] = games;
    aliceGame.send('chat', '/rematch');
    await expect.poll(() => rematchOf(bobGame.view)?.askedBy).toEqual(['Alice']);
    aliceGame.close();
    await expect
      .poll(() => rematchOf(bobGame.view)?.calledOff)
      .toBe('Alice disconnected: the rematch is called off');
    bobGame.send('chat', '/rematch');
    await expect.poll(() => bobGame.errors.at(-1)).toBe('The rematch was called off');
    expect(service().gameOf(bob.id)?.id).toBe(gameId);
    await leaveAll(lobbies, games);
  });
});
