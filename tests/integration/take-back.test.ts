import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalCommands } from '../../src/engine/bots';
import type { GameView } from '../../src/protocol/game-view';
import { defaultNewGame, withRanked } from '../../src/protocol/lobby-newgame';
import { TAKE_BACK_TEXTS } from '../../src/server/gamenodes/take-back';
import type { TestServer } from '../helpers/server';
import { GameSocketClient } from './game-socket-client';
import {
  createLobbyUser,
  gameTestServer,
  handoffOf,
  lobbyClient,
  patientPolls,
  preconDeckId,
  startedGame,
} from './lobby-helpers';
import type { LobbyTestUser } from './lobby-helpers';

/** Whose decision a view waits on: the player with a button, card or die to choose. */
function chooser(view: GameView | undefined): string | null {
  if (!view) return null;
  return Object.keys(view.players).find((name) => legalCommands(view, name).length > 0) ?? null;
}

/** The number of moves in the game's view log, as a fingerprint of where the game is. */
function fingerprint(view: GameView | undefined): string {
  return JSON.stringify(view?.players ? Object.values(view.players).map((p) => p.promptState) : []);
}

/** Sends a command and waits for the view it causes. */
async function play(game: GameSocketClient, ...args: unknown[]): Promise<void> {
  const before = game.views.length;
  game.send(...args);
  // A take-back rebuilds the game from its log: on a loaded machine that outlasts poll's 1 s.
  await expect.poll(() => game.views.length, { timeout: 15_000 }).toBeGreaterThan(before);
}

describe('taking a move back', () => {
  let test: TestServer;
  let alice: LobbyTestUser;
  let bob: LobbyTestUser;
  let preconId: number;
  patientPolls();

  beforeAll(async () => {
    test = await gameTestServer('pglite', { COMPUTER_DELAY_MS: '0' });
    alice = await createLobbyUser(test, 'Alice');
    bob = await createLobbyUser(test, 'Bob');
    preconId = await preconDeckId(test, 'standalone');
  });
  afterAll(() => test.close());

  it('is refused in a ranked game', async () => {
    const a = await lobbyClient(test, alice);
    const b = await lobbyClient(test, bob);
    const created = await a.request('newgame', withRanked(defaultNewGame('Alice', 'pvp'), true));
    if (!created.success) throw new Error(created.message);
    const gameId = String(created.gameId);
    for (const ack of [
      await b.request('joingame', gameId),
      await a.request('selectdeck', gameId, true, preconId, true),
      await b.request('selectdeck', gameId, true, preconId, true),
      await a.request('startgame', gameId),
    ])
      expect(ack.success).toBe(true);
    const game = new GameSocketClient(await handoffOf(a, gameId));
    await game.firstView();
    expect(game.gameView?.takeBack).toBeUndefined();
    game.send('chat', '/takeback');
    await expect.poll(() => game.errors).toContain(TAKE_BACK_TEXTS.ranked);
    for (const lobby of [a, b])
      expect((await lobby.request('leavegame', gameId)).success).toBe(true);
    for (const client of [game, a, b]) client.close();
  });

  it('asks the opponent in a casual game, and undoes the move once accepted', async () => {
    const { gameId, lobbies, games } = await startedGame(test, alice, bob, preconId);
    const sockets: Record<string, GameSocketClient> = { Alice: games[0], Bob: games[1] };
    const mover = chooser(games[0].gameView) ?? 'Alice';
    const other = mover === 'Alice' ? 'Bob' : 'Alice';
    const moverGame = sockets[mover]!;
    const otherGame = sockets[other]!;
    expect(moverGame.gameView?.takeBack).toEqual({ rule: 'ask', askedBy: null });
    // Nothing to take back before the first move.
    moverGame.send('chat', '/takeback');
    await expect.poll(() => moverGame.errors).toContain(TAKE_BACK_TEXTS.nothing);

    const before = fingerprint(moverGame.gameView);
    const view = moverGame.gameView;
    const command = view ? legalCommands(view, mover)[0] : undefined;
    if (!command) throw new Error('the first player has nothing to do');
    await play(moverGame, command);
    expect(fingerprint(moverGame.gameView)).not.toBe(before);

    await play(moverGame, 'chat', '/takeback');
    await expect.poll(() => otherGame.gameView?.takeBack?.askedBy).toBe(mover);
    // The asker cannot answer their own ask.
    moverGame.send('chat', '/takeback accept');
    await expect.poll(() => moverGame.errors).toContain(TAKE_BACK_TEXTS.ownAsk);
    otherGame.send('chat', '/takeback accept');
    await expect.poll(() => fingerprint(moverGame.gameView)).toBe(before);
    expect(moverGame.gameView?.takeBack?.askedBy).toBeNull();
    for (const lobby of lobbies)
      expect((await lobby.request('leavegame', gameId)).success).toBe(true);
    for (const client of [...games, ...lobbies]) client.close();
  });

  it('is immediate against the computer, and refused once the computer has answered', async () => {
    const a = await lobbyClient(test, alice);
    const created = await a.request('newgame', defaultNewGame('Alice', 'practice'));
    if (!created.success) throw new Error(created.message);
    const gameId = String(created.gameId);
    for (const ack of [
      await a.request('selectdeck', gameId, true, preconId, true),
      await a.request('selectdeck', gameId, false, preconId, true),
      await a.request('startgame', gameId),
    ])
      expect(ack.success).toBe(true);
    const game = new GameSocketClient(await handoffOf(a, gameId));
    await game.firstView();
    await expect.poll(() => chooser(game.gameView)).toBe('Alice');
    expect(game.gameView?.takeBack).toEqual({ rule: 'immediate', askedBy: null });
    const before = fingerprint(game.gameView);
    const view = game.gameView;
    const command = view ? legalCommands(view, 'Alice')[0] : undefined;
    if (!command) throw new Error('Alice has nothing to do');
    await play(game, command);
    // The computer may answer at any moment, even between a look at the view and the request:
    // the node's answer says which came first. Before it answered, the move comes back at once
    // (the game is where it was); after, the take-back is refused and both moves stand.
    const viewsBefore = game.views.length;
    game.send('chat', '/takeback');
    const outcome = () => {
      if (game.errors.includes(TAKE_BACK_TEXTS.opponentActed)) return 'refused';
      // Taken back: a view came after the request, and it is the game as it was.
      const answered = game.views.length > viewsBefore;
      return answered && fingerprint(game.gameView) === before ? 'taken back' : 'waiting';
    };
    await expect.poll(outcome, { timeout: 15_000 }).not.toBe('waiting');
    if (outcome() === 'refused') expect(fingerprint(game.gameView)).not.toBe(before);
    expect((await a.request('leavegame', gameId)).success).toBe(true);
    game.close();
    a.close();
  });
});
