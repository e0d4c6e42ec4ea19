import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { automatedIn, byHandText, cardsByHand } from '../../src/domain/automation';
import { parseDeckFile } from '../../src/domain/catalogue';
import type { Card } from '../../src/domain/cards';
import { DECK_COLLECTIONS } from '../../src/domain/collections';
import type { DeckDto } from '../../src/protocol/decks';
import { DECK_SET_NAMES } from '../../src/protocol/lobby';
import { deckSetTabs } from '../../src/app/pages/lobby/deckSets';
import type { Login } from './accounts';
import { postJson, registerAndLogin, signedInPage } from './accounts';
import { SHARED_DATA_DIR, screenshot, serverAndBrowserPerSuite } from './harness';

// LOBBY_E2E_CLIENT_DIR serves a private build (handy while others rebuild dist/client).
const LOBBY_CLIENT_DIR = process.env.LOBBY_E2E_CLIENT_DIR;

async function getJson<T>(url: string): Promise<T> {
  return (await (await fetch(url)).json()) as T;
}

/**
 * In the open deck picker, every row of a collection with a deck that plays cards by hand
 * (and of the Precons tab) shows "N cards play by hand" exactly when the catalogue says so.
 */
async function expectPickerMarkers(page: Page, base: string): Promise<void> {
  const { cards } = await getJson<{ cards: Record<string, Card> }>(`${base}/api/cards`);
  const byHand = (deck: DeckDto) => cardsByHand(cards, deck, automatedIn(cards)).length;
  const collections = [];
  // The tabs a player's seat shows (the Chimera's decks are for the Chimera's seat only).
  const shown = deckSetTabs(null, false).shown;
  for (const collection of DECK_COLLECTIONS.filter((c) => shown.includes(c.typeIndex))) {
    const { decks } = await getJson<{ decks: DeckDto[] }>(`${base}/api/${collection.endpoint}`);
    if (decks.length > 0) collections.push({ collection, decks });
  }
  const withByHand = collections.find(({ decks }) => decks.some((deck) => byHand(deck) > 0));
  const checked = collections.filter(
    ({ collection }) => collection === withByHand?.collection || collection.key === 'standalone',
  );
  let markers = 0;
  for (const { collection, decks } of checked) {
    const tab = DECK_SET_NAMES[collection.typeIndex] ?? collection.title;
    await page.getByRole('tab', { name: tab, exact: true }).click();
    const list = page.getByTestId('deck-list');
    for (const deck of decks) {
      const row = list.locator(`[data-deck-name="${deck.name.replace(/"/g, '\\"')}"]`).first();
      await row.waitFor();
      const marker = row.getByTestId('deck-by-hand');
      const count = byHand(deck);
      if (count === 0) expect(await marker.count()).toBe(0);
      else {
        expect(await marker.textContent()).toBe(byHandText(count));
        expect(await marker.getAttribute('aria-label')).toContain('manual commands');
        markers += 1;
      }
    }
  }
  if (withByHand) expect(markers).toBeGreaterThan(0);
}

/** A pending game, password-protected, played through the real lobby and game node. */
describe('lobby: create, join with a password, pick decks, start and hand off', () => {
  const stage = serverAndBrowserPerSuite(LOBBY_CLIENT_DIR ? { CLIENT_DIR: LOBBY_CLIENT_DIR } : {});

  const api = (path: string, body: unknown, token?: string) =>
    postJson(stage.server.url, path, body, token);
  const account = (username: string) => registerAndLogin(stage.server.url, username);
  /** A browser context (a separate person) already signed in with that login. */
  const pageFor = (login: Login | null) => signedInPage(stage.browser, stage.server.url, login);

  it('plays the whole pending game flow across separate browsers', async () => {
    const [alice, bob, carol, mallory] = [
      await account('alice'),
      await account('bobby'),
      await account('carol'),
      await account('mallory'),
    ];
    await api('/api/account/alice/blocklist', { username: 'mallory' }, alice.token);
    const core = parseDeckFile(
      JSON.parse(readFileSync(join(SHARED_DATA_DIR, 'decks/precon-core.json'), 'utf8')),
      'precon-core.json',
    );
    const own = core[1];
    if (!own) throw new Error('no precon to copy');
    await api(
      '/api/decks',
      {
        deckName: 'Bobby own deck',
        phoenixborn: own.phoenixborn,
        cards: own.cards,
        conjurations: own.conjurations,
        dicepool: own.dicepool,
        notes: '',
      },
      bob.token,
    );

    const a = await pageFor(alice);
    const b = await pageFor(bob);
    const anonymous = await pageFor(null);
    const m = await pageFor(mallory);

    // Alice creates a password-protected casual game.
    await a.getByRole('button', { name: '2 Player' }).click();
    await expect.poll(() => a.getByLabel('Name').inputValue()).toBe("alice's game");
    await a.getByLabel('Password (optional)').fill('sesame');
    await a.getByRole('form', { name: 'New game' }).getByRole('button', { name: 'Start' }).click();
    await a.getByText('Waiting for players...').waitFor();

    // Bob sees it in the casual group; a wrong password is refused, the right one lets him in.
    const row = b.getByTestId('game-row').filter({ hasText: "alice's game" });
    await row.waitFor();
    expect(await b.getByText('Casual', { exact: true }).count()).toBe(1);
    await expect
      .poll(() => row.getByTestId('game-status').textContent())
      .toMatch(/^Created 00:0\d$/);

    // The anonymous visitor is warned and can neither join nor watch.
    await anonymous.getByTestId('login-warning').waitFor();
    const anonymousRow = anonymous.getByTestId('game-row').filter({ hasText: "alice's game" });
    await anonymousRow.getByRole('button', { name: 'Join' }).click();
    await anonymous.getByText('Please login before trying to join a game').waitFor();
    await anonymousRow.getByRole('button', { name: 'Watch' }).click();
    await anonymous.getByText('Please login before trying to watch a game').waitFor();
    expect(await anonymous.getByTestId('pending-game').count()).toBe(0);

    await row.getByRole('button', { name: 'Join' }).click();
    const passwordForm = b.getByRole('form', { name: 'Game password' });
    await passwordForm.getByLabel('Password').fill('wrong');
    await passwordForm.getByRole('button', { name: 'Join' }).click();
    await b.getByText('Incorrect game password').waitFor();
    await passwordForm.getByLabel('Password').fill('sesame');
    await passwordForm.getByRole('button', { name: 'Join' }).click();
    await b.getByText('Waiting for players to select decks').waitFor();
    await a.getByText('Waiting for players to select decks').waitFor();

    // Both pick decks: Alice a precon, Bob one of his own. The picker marks the decks
    // whose cards the rules engine does not all play, as the deck pages do.
    await a.getByRole('button', { name: 'Select deck' }).click();
    await expectPickerMarkers(a, stage.server.url);
    await a.getByRole('tab', { name: 'Precons', exact: true }).click();
    await a.getByTestId('deck-list').getByRole('button').first().click();
    await b.getByRole('button', { name: 'Select deck' }).click();
    await b
      .getByTestId('deck-list')
      .getByRole('button', { name: /Bobby own deck/ })
      .click();

    await a.getByText('Ready to begin, click start to begin the game').waitFor();
    await b.getByText('Ready to begin, waiting for opponent to start the game').waitFor();
    const pendingStart = (page: Page) =>
      page.getByTestId('pending-game').getByRole('button', { name: 'Start' });
    expect(await pendingStart(a).isEnabled()).toBe(true);
    expect(await pendingStart(b).isEnabled()).toBe(false);

    // The blocked user never sees Alice's game.
    await m.getByText('No games are currently in progress').waitFor();
    expect(await m.getByText("alice's game").count()).toBe(0);
    await screenshot(a, 'lobby-ready-to-start');

    // Alice starts: both reach the game screen through the handoff to the game node.
    await pendingStart(a).click();
    for (const page of [a, b]) {
      await expect
        .poll(() => page.getByTestId('game-connection').getAttribute('data-connected'))
        .toBe('true');
    }
    await screenshot(a, 'lobby-game-started');

    // Carol watches the started game (after its password).
    const c = await pageFor(carol);
    const started = c.getByTestId('game-row').filter({ hasText: "alice's game" });
    await expect.poll(() => started.getByTestId('game-status').textContent()).toMatch(/^Started/);
    await started.getByRole('button', { name: 'Watch' }).click();
    const watchForm = c.getByRole('form', { name: 'Game password' });
    await watchForm.getByLabel('Password').fill('sesame');
    await watchForm.getByRole('button', { name: 'Watch' }).click();
    await expect
      .poll(() => c.getByTestId('game-connection').getAttribute('data-connected'))
      .toBe('true');
    await screenshot(c, 'lobby-spectator-handoff');

    expect(await m.getByText("alice's game").count()).toBe(0);
  });

  it('reports a missing game from a game link and resets the address', async () => {
    const dave = await account('dave');
    const page = await pageFor(dave);
    await page.goto(`${stage.server.url}/play?gameId=no-such-game`);
    await page.getByText('The game you tried to join was not found.').waitFor();
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe('/');
  });
});
