import { describe, expect, it } from 'vitest';
import { readReplayFile } from '../../src/protocol/replay-format';
import { DECK_COLLECTIONS } from '../../src/domain/collections';
import type { CollectionDecksResponse } from '../../src/protocol/decks';
import { defaultNewGame } from '../../src/protocol/lobby-newgame';
import type { GameHandoff } from '../../src/protocol/lobby';
import { cardsInPlayOf } from '../helpers/forkable-game';
import { LobbyClient } from '../helpers/lobby-client';
import { GameSocketClient } from '../integration/game-socket-client';
import { selfPlay } from '../integration/self-play';
import { registerAndLogin, signedInPage } from './accounts';
import { boardView } from './board-play';
import { screenshot, serverAndBrowserPerSuite } from './harness';

const GOLDFISH = 'Computer (Goldfish)';

function poll<T>(read: () => T | Promise<T>, timeout = 30_000) {
  return expect.poll(read, { timeout, interval: 200 });
}

/** A signed-in lobby connection of the user of `token`. */
async function lobbyOf(url: string, token: string): Promise<LobbyClient> {
  const client = new LobbyClient(url);
  await client.connected();
  const ack = await client.request('authenticate', { token });
  if (!ack.success) throw new Error(ack.message);
  return client;
}

async function handoffOf(client: LobbyClient): Promise<GameHandoff> {
  await poll(() => client.last<GameHandoff>('handoff')?.gameId).toBeTruthy();
  const handoff = client.last<GameHandoff>('handoff');
  if (!handoff) throw new Error('no handoff');
  return handoff;
}

/**
 * alice and bobby play a ranked game (so its replay is saved, and shared by default) through
 * their sockets, as the board would send their moves, until bobby concedes; answers its id.
 * The game is played by bots: what is under test is the replay and the board after it.
 */
async function playedRankedGame(url: string, alice: string, bobby: string): Promise<string> {
  const precons = DECK_COLLECTIONS.find((c) => c.key === 'standalone');
  if (!precons) throw new Error('no precon collection');
  const decks: CollectionDecksResponse = await (
    await fetch(`${url}/api/${precons.endpoint}`)
  ).json();
  const deckId = decks.decks[0]?.preconDeckId;
  const a = await lobbyOf(url, alice);
  const b = await lobbyOf(url, bobby);
  const created = await a.request('newgame', {
    ...defaultNewGame('alice', 'pvp'),
    ranked: true,
    gameType: 'competitive',
  });
  if (!created.success) throw new Error(created.message);
  const gameId = String(created.gameId);
  for (const ack of [
    await b.request('joingame', gameId),
    await a.request('selectdeck', gameId, true, deckId, true, precons.typeIndex),
    await b.request('selectdeck', gameId, true, deckId, true, precons.typeIndex),
    await a.request('startgame', gameId),
  ]) {
    if (!ack.success) throw new Error(ack.message);
  }
  const games = [
    { name: 'alice', game: new GameSocketClient(await handoffOf(a)) },
    { name: 'bobby', game: new GameSocketClient(await handoffOf(b)) },
  ];
  for (const { game } of games) await game.firstView();
  // The easy computer's moves until a few cards are in play (the shuffles are the server's
  // own), at most 400: it plays its cards where random clicks may wander for hundreds.
  const inPlay = () =>
    Object.values(games[0]?.game.gameView?.players ?? {}).reduce(
      (count, player) => count + player.cardPiles.cardsInPlay.length,
      0,
    ) >= 2;
  await selfPlay(games, 400, 3, { level: 'easy', until: inPlay });
  expect(inPlay()).toBe(true);
  games[1]?.game.send('leavegame');
  await poll(() => games[0]?.game.view?.winner).toBe('alice');
  for (const { game } of games) game.close();
  // Out of the finished game in the lobby too (the board's Leave Game), so a new one may start.
  for (const client of [a, b]) await client.request('leavegame', gameId);
  a.close();
  b.close();
  // The result (with its replay) is recorded once the game is over.
  await poll(async () => (await fetch(`${url}/api/game/${gameId}/shared-replay`)).status).toBe(200);
  return gameId;
}

/**
 * "Play from here" in a real browser: alice and bobby have played a ranked game (its replay is
 * saved and shared), alice opens its replay at a step with cards in play, presses Play from
 * here, takes her own side against a goldfish, and the board of the new practice game shows
 * the same cards in play as that step.
 */
describe('Play from here', () => {
  // The goldfish waits: the first board of the practice game is the step, untouched.
  const stage = serverAndBrowserPerSuite({ COMPUTER_DELAY_MS: '60000' });

  it(
    "'Play from here' from a replay step leads to a board with the same cards in play",
    { timeout: 400_000 },
    async () => {
      const alice = await registerAndLogin(stage.server.url, 'alice');
      const bobby = await registerAndLogin(stage.server.url, 'bobby');
      const gameId = await playedRankedGame(stage.server.url, alice.token, bobby.token);
      const a = await signedInPage(stage.browser, stage.server.url, alice);
      const response = await fetch(`${stage.server.url}/api/game/${gameId}/shared-replay`);
      const replay = readReplayFile(await response.json());
      // The step (before the end) with the most cards in play.
      const inPlay = (index: number) => {
        const state = replay.steps[index]?.state;
        return cardsInPlayOf(state, 'alice').length + cardsInPlayOf(state, 'bobby').length;
      };
      let index = 1;
      for (let i = 1; i < replay.steps.length - 1; i += 1)
        if (inPlay(i) >= inPlay(index)) index = i;
      expect(inPlay(index)).toBeGreaterThan(0);
      const shown = replay.steps[index]?.state;

      // The last step is the end of the game: nothing to play from there.
      await a.goto(`${stage.server.url}/replay/${gameId}?step=${replay.steps.length}`);
      const button = a.getByTestId('play-from-here');
      await button.waitFor({ timeout: 60_000 });
      await poll(() => button.isDisabled()).toBe(true);

      await a.goto(`${stage.server.url}/replay/${gameId}?step=${index + 1}`);
      await poll(() => a.getByTestId('replay-step-count').textContent(), 60_000).toBe(
        `Step ${index + 1} of ${replay.steps.length}`,
      );
      await button.click();
      const dialog = a.getByRole('dialog', { name: `Play from step ${index + 1}` });
      await dialog.getByRole('radio', { name: 'alice' }).check();
      await dialog.getByRole('radio', { name: 'Goldfish' }).check();
      await screenshot(a, 'play-from-here-dialog');
      await dialog.getByRole('button', { name: 'Start' }).click();

      // The board opens at /; a refusal would stay in the dialog (and is what the poll shows).
      await poll(async () =>
        new URL(a.url()).pathname === '/'
          ? 'started'
          : ((await dialog.getByRole('alert').allTextContents())[0] ?? 'waiting'),
      ).toBe('started');
      await poll(
        async () => Object.keys((await boardView(a))?.players ?? {}).sort(),
        60_000,
      ).toEqual(['alice', GOLDFISH].sort());
      const view = await boardView(a);
      expect(view?.isReplay ?? false).toBe(false);
      expect(cardsInPlayOf(view, 'alice')).toEqual(cardsInPlayOf(shown, 'alice'));
      expect(cardsInPlayOf(view, GOLDFISH)).toEqual(cardsInPlayOf(shown, 'bobby'));
      await screenshot(a, 'play-from-here-board');
    },
  );
});
