import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalCommands } from '../../src/engine/bots';
import { computerPlayerName } from '../../src/protocol/lobby';
import type { LobbyGame } from '../../src/protocol/lobby';
import { defaultNewGame } from '../../src/protocol/lobby-newgame';
import { games, liveGameCommands, users } from '../../src/server/db/schema';
import { PRACTICE_TEXTS } from '../../src/server/lobby/practice';
import type { TestServer } from '../helpers/server';
import { GameSocketClient } from './game-socket-client';
import type { TestGameView } from './game-socket-client';
import {
  createLobbyUser,
  gameTestServer,
  handoffOf,
  listedGame,
  lobbyClient,
  patientPolls,
  preconDeckId,
} from './lobby-helpers';
import type { LobbyTestUser } from './lobby-helpers';

const COMPUTER = 'Computer (Easy)';
const GOLDFISH = computerPlayerName('goldfish');

describe('practice games in the lobby and on the node', () => {
  let test: TestServer;
  let alice: LobbyTestUser;
  let bob: LobbyTestUser;
  let preconId: number;
  let chimeraId: number;
  patientPolls();

  beforeAll(async () => {
    test = await gameTestServer('pglite', { COMPUTER_DELAY_MS: '0' });
    alice = await createLobbyUser(test, 'Alice');
    bob = await createLobbyUser(test, 'Bob');
    preconId = await preconDeckId(test, 'standalone');
    chimeraId = await preconDeckId(test, 'chimera');
  });
  afterAll(() => test.close());

  it('refuses practice settings that do not fit, with a clear error', async () => {
    const a = await lobbyClient(test, alice);
    const practice = defaultNewGame('Alice', 'practice');
    const { practiceOpponent: _opponent, ...withoutOpponent } = practice;
    expect(await a.request('newgame', withoutOpponent)).toEqual({
      success: false,
      message: PRACTICE_TEXTS.noOpponent,
    });
    expect(
      await a.request('newgame', { ...defaultNewGame('Alice', 'pvp'), practiceOpponent: 'easy' }),
    ).toEqual({ success: false, message: PRACTICE_TEXTS.opponentOutsidePractice });
    expect(await a.request('newgame', { ...practice, gameFormat: 'solo' })).toEqual({
      success: false,
      message: PRACTICE_TEXTS.solo,
    });
    expect((await a.request('newgame', { ...practice, practiceOpponent: 'expert' })).success).toBe(
      false,
    );
    // Nothing was created by the refusals.
    expect(a.last<LobbyGame>('gamestate')).toBeUndefined();
    a.close();
  });

  it('starts at once against the computer, which answers on the node; a concede is recorded as practice', async () => {
    const a = await lobbyClient(test, alice);
    const b = await lobbyClient(test, bob);
    const created = await a.request('newgame', {
      ...defaultNewGame('Alice', 'practice'),
      ranked: true,
      gameType: 'competitive',
      useGameTimeLimit: true,
    });
    if (!created.success) throw new Error(created.message);
    const gameId = String(created.gameId);
    const pending = a.last<LobbyGame>('gamestate');
    // Never ranked nor timed, whatever the form sent; the computer's seat is already there.
    expect(pending).toMatchObject({
      newGameType: 'practice',
      gameType: 'casual',
      ranked: false,
      useGameTimeLimit: false,
      full: true,
    });
    expect(Object.keys(pending?.players ?? {})).toEqual(['Alice', COMPUTER]);
    expect(await b.request('joingame', gameId)).toEqual({
      success: false,
      message: PRACTICE_TEXTS.joinPractice,
    });
    // The computer's deck is a player deck the owner chooses; a Chimera deck is refused.
    expect(await a.request('selectdeck', gameId, false, chimeraId, true)).toEqual({
      success: false,
      message: 'Choose a player deck',
    });
    expect((await b.request('selectdeck', gameId, false, preconId, true)).success).toBe(false);
    expect((await a.request('selectdeck', gameId, true, preconId, true)).success).toBe(true);
    expect((await a.request('selectdeck', gameId, false, preconId, true)).success).toBe(true);
    expect((await a.request('startgame', gameId)).success).toBe(true);

    const game = new GameSocketClient(await handoffOf(a, gameId));
    await game.firstView();
    expect(Object.keys(game.view?.players ?? {}).sort()).toEqual(['Alice', COMPUTER].sort());
    // Alice plays legal moves; the computer answers its own decisions without anyone asking.
    const computerMoves = async () =>
      (
        await test.server.ctx.database.db
          .select({ player: liveGameCommands.player })
          .from(liveGameCommands)
          .where(eq(liveGameCommands.gameId, gameId))
      ).filter((row) => row.player === COMPUTER).length;
    for (let i = 0; i < 40 && (await computerMoves()) < 3; i += 1) {
      const view = game.gameView;
      const mine = view ? legalCommands(view, 'Alice') : [];
      const command = view?.players.Alice?.promptState.showAlert ? { type: 'closeAlert' } : mine[0];
      const before = game.views.length;
      if (command) game.send(command);
      await expect.poll(() => game.views.length).toBeGreaterThan(before);
    }
    expect(await computerMoves()).toBeGreaterThanOrEqual(3);

    // Alice concedes: the computer wins, the game is recorded as practice and no rating moves.
    game.send('leavegame');
    await expect
      .poll(async () => {
        const [row] = await test.server.ctx.database.db
          .select({ gameType: games.gameType, winner: games.winner })
          .from(games)
          .where(eq(games.gameId, gameId));
        return row ?? null;
      })
      .toEqual({ gameType: 'practice', winner: COMPUTER });
    const [rating] = await test.server.ctx.database.db
      .select({ elo: users.eloRating, ranked: users.rankedGamesPlayed })
      .from(users)
      .where(eq(users.id, alice.id));
    expect(rating).toEqual({ elo: 1500, ranked: 0 });
    game.close();
    a.close();
    b.close();
  });

  it('restarts a practice game: the old one ends as practice, a new one starts with the same decks', async () => {
    const a = await lobbyClient(test, alice);
    const b = await lobbyClient(test, bob);
    const created = await a.request('newgame', {
      ...defaultNewGame('Alice', 'practice'),
      practiceOpponent: 'goldfish',
    });
    if (!created.success) throw new Error(created.message);
    const gameId = String(created.gameId);
    // Not before the start, and only by the game's player.
    expect(await a.request('restartpractice', gameId)).toEqual({
      success: false,
      message: PRACTICE_TEXTS.restartNotStarted,
    });
    expect((await a.request('selectdeck', gameId, true, preconId, true)).success).toBe(true);
    expect((await a.request('selectdeck', gameId, false, preconId, true)).success).toBe(true);
    expect((await a.request('startgame', gameId)).success).toBe(true);
    const old = new GameSocketClient(await handoffOf(a, gameId));
    const first = await old.firstView();
    expect(await b.request('restartpractice', gameId)).toEqual({
      success: false,
      message: 'You are not a player in this game',
    });
    expect(await b.request('restartpractice', 'no-such-game')).toMatchObject({ success: false });

    const restarted = await a.request('restartpractice', gameId);
    if (!restarted.success) throw new Error(restarted.message);
    const newId = String(restarted.gameId);
    expect(newId).not.toBe(gameId);
    const game = new GameSocketClient(await handoffOf(a, newId));
    const fresh = await game.firstView();
    // The same seats and decks, a new game: no winner, nothing played.
    const phoenixborns = (view: TestGameView) =>
      Object.fromEntries(
        Object.values(view.players).map((p) => [
          p.name,
          p.phoenixborn.imageStub ?? p.phoenixborn.id,
        ]),
      );
    expect(phoenixborns(fresh)).toEqual(phoenixborns(first));
    expect(fresh.winner).toBeNull();
    expect(listedGame(a, newId)).toMatchObject({
      newGameType: 'practice',
      started: true,
      ranked: false,
    });
    expect(Object.keys(listedGame(a, newId)?.players ?? {})).toEqual(['Alice', GOLDFISH]);
    // The old game ended with Alice's leave, recorded as practice; no rating moved.
    await expect
      .poll(async () => {
        const [row] = await test.server.ctx.database.db
          .select({ gameType: games.gameType, winner: games.winner })
          .from(games)
          .where(eq(games.gameId, gameId));
        return row ?? null;
      })
      .toEqual({ gameType: 'practice', winner: GOLDFISH });
    await expect.poll(() => old.cleared).toBeGreaterThan(0);
    const [rating] = await test.server.ctx.database.db
      .select({ elo: users.eloRating, ranked: users.rankedGamesPlayed })
      .from(users)
      .where(eq(users.id, alice.id));
    expect(rating).toEqual({ elo: 1500, ranked: 0 });
    old.close();
    game.close();
    a.close();
    b.close();
  });
});
