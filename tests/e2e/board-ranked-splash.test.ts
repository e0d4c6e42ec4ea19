import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPlayerPage } from './accounts';
import { startPreconGame } from './board-play';
import { screenshot, serverAndBrowserPerSuite } from './harness';

function splash(page: Page) {
  return page.getByRole('dialog').filter({ hasText: 'Game Over' });
}

describe('the win splash of a ranked game', () => {
  const stage = serverAndBrowserPerSuite();

  it('shows each player their own new Elo with the change', async () => {
    const alice = await newPlayerPage(stage.browser, stage.server.url, 'alice');
    const bob = await newPlayerPage(stage.browser, stage.server.url, 'bob');
    await startPreconGame(alice, bob, "alice's game", (form) =>
      form.getByRole('radio', { name: 'Ranked' }).check(),
    );
    await bob.getByRole('button', { name: 'Concede' }).click();
    await bob.getByRole('button', { name: 'Ok' }).click();

    // Each player sees their own new rating; the other column stays empty.
    for (const [page, own] of [
      [alice, '1516 (+16)'],
      [bob, '1484 (−16)'],
    ] as const) {
      const rating = splash(page).getByTestId('rating-changes');
      await rating.waitFor({ timeout: 30_000 });
      const cells = await rating.getByRole('cell').allTextContents();
      expect(cells[0]).toBe('Rating');
      expect([...cells.slice(1)].sort()).toEqual([own, '–'].sort());
    }
    await screenshot(alice, 'ranked-win-splash');
  });
});
