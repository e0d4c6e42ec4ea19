import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalCommands } from '../../src/engine/bots';
import type { LobbyGame } from '../../src/protocol/lobby';
import { defaultNewGame } from '../../src/protocol/lobby-newgame';
import { games, liveGameCommands, users } from '../../src/server/db/schema';
import { PRACTICE_TEXTS } from '../../src/server/lobby/practice';
import type { TestServer } from '../helpers/server';
import { GameSocketClient } from './game-socket-client';
import {
  createLobbyUser,
  gameTestServer,
  handoffOf,
  lobbyClient,
  patientPolls,
  preconDeckId,
} from './lobby-helpers';
import type { LobbyTestUser } from './lobby-helpers';

const COMPUTER = 'Computer (Easy)';

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
});
