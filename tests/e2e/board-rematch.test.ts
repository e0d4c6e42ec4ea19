import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPlayerPage } from './accounts';
import { boardView, startPreconGame } from './board-play';
import { serverAndBrowserPerSuite } from './harness';

/** The rematch from the win splash: ask, accept, choose decks, and both boards show the new game. */

async function winnerOnBoard(page: Page): Promise<string | null> {
  const view = await boardView(page);
  return view ? view.winner : 'no board';
}

function splash(page: Page) {
  return page.getByRole('dialog').filter({ hasText: 'Game Over' });
}

describe('a rematch from the win splash', () => {
  const stage = serverAndBrowserPerSuite();
  let alice: Page;
  let bob: Page;

  beforeAll(async () => {
    alice = await newPlayerPage(stage.browser, stage.server.url, 'alice');
    bob = await newPlayerPage(stage.browser, stage.server.url, 'bob');
  });

  it('asks, accepts, picks the decks and hands both players the new game', async () => {
    await startPreconGame(alice, bob, "alice's game");
    const firstPhoenixborn = (await boardView(bob))?.players.bob?.phoenixborn.id;
    await bob.getByRole('button', { name: 'Concede' }).click();
    await bob.getByRole('button', { name: 'Ok' }).click();

    await splash(alice).getByRole('button', { name: 'Rematch', exact: true }).click();
    await splash(alice).getByText('Rematch asked: waiting for your opponent').waitFor();
    await splash(bob).getByText('alice asks for a rematch').waitFor();
    await splash(bob).getByRole('button', { name: 'Accept rematch' }).click();

    // Both get the lobby's deck picker, offering the deck of the finished game.
    for (const page of [alice, bob]) {
      await page.getByRole('dialog', { name: 'Select Deck for the Rematch' }).waitFor();
    }
    await alice.getByRole('button', { name: 'Keep the same deck' }).click();
    await splash(alice)
      .getByText('Rematch agreed: waiting for your opponent to choose a deck')
      .waitFor();
    await bob.getByRole('tab', { name: 'Precons', exact: true }).click();
    const decks = bob.getByTestId('deck-list').getByRole('button');
    await decks.first().waitFor();
    await decks.nth(1).click();

    for (const page of [alice, bob]) {
      // The new game's board has no winner (the finished one's says 'alice').
      await expect.poll(() => winnerOnBoard(page), { timeout: 60_000 }).toBeNull();
      await expect.poll(async () => (await boardView(page))?.rematch).toBeUndefined();
    }
    const view = await boardView(alice);
    expect(Object.keys(view?.players ?? {}).sort()).toEqual(['alice', 'bob']);
    expect(view?.players.bob?.phoenixborn.id).not.toBe(firstPhoenixborn);
  });
});
