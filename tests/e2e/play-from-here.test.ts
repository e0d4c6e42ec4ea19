import { describe, expect, it } from 'vitest';
import { readReplayFile } from '../../src/protocol/replay-format';
import { cardsInPlayOf } from '../helpers/forkable-game';
import { registerAndLogin, signedInPage } from './accounts';
import { boardView, playTurns, startPreconGame } from './board-play';
import { screenshot, serverAndBrowserPerSuite } from './harness';

const GOLDFISH = 'Computer (Goldfish)';

function poll<T>(read: () => T | Promise<T>, timeout = 30_000) {
  return expect.poll(read, { timeout, interval: 200 });
}

/**
 * "Play from here" in a real browser: alice and bobby play a short ranked game (its replay is
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
      const a = await signedInPage(stage.browser, stage.server.url, alice);
      const b = await signedInPage(stage.browser, stage.server.url, bobby);
      await startPreconGame(a, b, "alice's game", async (form) => {
        await form.getByRole('radio', { name: 'Ranked' }).check();
      });
      await playTurns(a, b, 5);
      await b.getByRole('button', { name: 'Concede' }).click();
      await b.getByRole('button', { name: 'Ok' }).click();
      for (const page of [a, b]) {
        await poll(() => page.getByTestId('winner').textContent()).toBe('alice');
        await page.getByRole('button', { name: 'Leave Game' }).click();
        await page.getByRole('button', { name: '2 Player' }).waitFor({ timeout: 30_000 });
      }
      await b.context().close();

      await a.goto(`${stage.server.url}/results`);
      await a.getByRole('tab', { name: 'Game List' }).click();
      const row = a.locator('[data-testid^="game-row-"]');
      await poll(() => row.count()).toBe(1);
      const gameId = ((await row.getAttribute('data-testid')) ?? '').replace('game-row-', '');
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

      await poll(() => new URL(a.url()).pathname).toBe('/');
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
