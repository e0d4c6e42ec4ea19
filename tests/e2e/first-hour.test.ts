import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { registerAndLogin, signedInPage } from './accounts';
import { newContext, screenshot, serverAndBrowserPerSuite } from './harness';

/**
 * A new player's first hour, against the real server process: register (and be logged in),
 * build a deck from a pasted list, search the cards, read the help, and be made an admin
 * while the server runs.
 */

const repoRoot = resolve(import.meta.dirname, '../..');

interface ApiCard {
  stub: string;
  name: string;
  type: string;
  deckType: string;
  automated: boolean;
}

interface Precon {
  name: string;
  phoenixborn: { id: string }[];
  cards: { id: string; count: number }[];
}

/** Pages answer slowly on a busy machine: wait up to 20 s for a condition. */
function poll<T>(read: () => T | Promise<T>) {
  return expect.poll(read, { timeout: 20_000, interval: 100 });
}

const bodyText = (page: Page) => page.evaluate(() => document.body.textContent ?? '');

/** `npm run make-admin -- <username>` against the server's DATA_DIR. */
function makeAdmin(dataDir: string, username: string) {
  return new Promise<{ code: number | null; out: string }>((done) => {
    const child = spawn(
      process.execPath,
      [
        resolve(repoRoot, 'node_modules/tsx/dist/cli.mjs'),
        'src/server/scripts/make-admin.ts',
        username,
      ],
      {
        cwd: repoRoot,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
      },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('close', (code) => done({ code, out }));
  });
}

describe('the first hour of a new player', () => {
  const stage = serverAndBrowserPerSuite();
  let page: Page;
  let cards: Record<string, ApiCard>;
  let precon: Precon;

  beforeAll(async () => {
    const context = await newContext(stage.browser);
    page = await context.newPage();
    cards = (
      (await (await fetch(`${stage.server.url}/api/cards`)).json()) as { cards: typeof cards }
    ).cards;
    const precons = (await (await fetch(`${stage.server.url}/api/standalone-decks`)).json()) as {
      decks: Precon[];
    };
    const first = precons.decks[0];
    if (!first) throw new Error('no precon decks in the shared data');
    precon = first;
  });

  it('registers and is logged in at once', async () => {
    await page.goto(`${stage.server.url}/register`);
    await page.getByLabel('Username').fill('newbie');
    await page.getByLabel('Email address').fill('newbie@example.com');
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByLabel('Password (again)').fill('secret123');
    await page.getByRole('button', { name: 'Register' }).click();
    await poll(() => bodyText(page)).toContain(
      'Your account was successfully registered.  You are now logged in.',
    );
    await page.waitForURL(`${stage.server.url}/`);
    // Signed in: the menu offers Decks and no longer Login or Register.
    await page.getByRole('link', { name: 'Decks' }).first().waitFor();
    expect(await page.getByRole('link', { name: 'Login' }).count()).toBe(0);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();
    // The connection indicator measures a ping right away instead of "Waiting for ping".
    await poll(() => bodyText(page)).toMatch(/\d+ms/);
  });

  it('builds a deck from a pasted list and is told what was left out', async () => {
    const name = (stub: string) => cards[stub]?.name ?? stub;
    const lines = precon.cards.map((entry) => `${entry.count} ${name(entry.id)}`);
    const pasted = [...lines, '3 Blood Puppet', '2 Not A Real Card'].join('\n');
    await page.goto(`${stage.server.url}/decks/add`);
    await page.getByTestId('deck-name-input').fill('My first deck');
    await page.click('[data-testid="deck-phoenixborn"] [role="combobox"]');
    const phoenixborn = name(precon.phoenixborn[0]?.id ?? '');
    await page.click(`[role="listbox"] [role="option"]:text-is("${phoenixborn}")`);
    await page.getByTestId('cards-text').fill(pasted);

    const skipped = page.getByTestId('skipped-lines');
    await skipped.waitFor();
    const text = await skipped.textContent();
    expect(text).toContain('2 lines were not added to the deck:');
    expect(text).toContain(
      '"3 Blood Puppet": Blood Puppet is a conjuration; it is added for you with the cards that conjure it',
    );
    expect(text).toContain('"2 Not A Real Card": no card has that name');
    const total = precon.cards.reduce((sum, entry) => sum + entry.count, 0);
    await poll(() => page.getByTestId('deck-total').textContent()).toBe(`Cards (${total})`);
    await screenshot(page, 'first-hour-deck-editor');

    // The deck view beside the editor previews a card when its name is hovered.
    await page.getByTestId('deck-card-name').first().hover();
    await page.getByTestId('card-preview').waitFor();

    // The Images view can show the cards larger than the 104 px they used to be.
    await page.getByRole('button', { name: 'Images' }).click();
    await page.getByRole('button', { name: 'Large' }).click();
    await poll(() =>
      page.getByTestId('deck-image-list').locator('img').first().getAttribute('width'),
    ).toBe('240');
  });

  it('searches the cards by magic and by rules text', async () => {
    await page.goto(`${stage.server.url}/cards`);
    await page.getByRole('heading', { name: 'All Cards' }).waitFor();
    await page.locator('img[alt="Anchornaut"]').waitFor();

    await page.getByRole('combobox', { name: 'Magic', exact: true }).click();
    await page.getByRole('option', { name: 'Natural' }).click();
    await page.locator('img[alt="Hammer Knight"]').waitFor();
    await poll(() => page.locator('img[alt="Anchornaut"]').count()).toBe(0);
    await page.getByRole('button', { name: 'Clear filters' }).click();

    // "Aftershock" is only in the rules text of its cards, never in a name or type.
    await page.getByRole('textbox', { name: 'Search cards' }).fill('aftershock');
    await page.locator('img[alt="Hammer Knight"]').waitFor();
    await poll(() => page.locator('img[alt="Anchornaut"]').count()).toBe(0);
    await screenshot(page, 'first-hour-cards-search');
  });

  it('reads help that counts the automated cards from the catalogue', async () => {
    const player = Object.values(cards).filter((card) => (card.deckType || 'player') === 'player');
    const automated = player.filter((card) => card.automated).length;
    await page.goto(`${stage.server.url}/howtoplay`);
    const summary = page.getByTestId('automation-summary');
    await summary.waitFor();
    expect(await summary.textContent()).toContain(
      `${automated} of the ${player.length} player cards have their abilities played by the rules engine.`,
    );
    await page.goto(`${stage.server.url}/faq`);
    await page.getByTestId('automation-summary').waitFor();
    const faq = await bodyText(page);
    expect(faq).not.toContain('Most cards are automated');
    expect(faq).toContain('To play alone, create a game with the Chimera picture');

    // The empty Elo ladder says how to get onto it.
    await page.goto(`${stage.server.url}/results`);
    await page.getByRole('tab', { name: 'Elo Standings' }).click();
    await poll(() => page.getByTestId('ladder-rules').textContent()).toContain(
      'a player appears after 6 ranked games',
    );
    await poll(() => bodyText(page)).toContain('Nobody is on the Elo ladder yet.');
  });

  it('starts a Precon game: the list shows its format and the deck picker opens on the precons', async () => {
    const friend = await signedInPage(
      stage.browser,
      stage.server.url,
      await registerAndLogin(stage.server.url, 'friend'),
    );
    await page.goto(`${stage.server.url}/`);
    await page.getByRole('button', { name: '2 Player' }).click();
    await page.getByLabel('Name').first().fill('Learning game');
    await page.getByRole('combobox', { name: 'Format' }).click();
    await page.getByRole('option', { name: 'Precon', exact: true }).click();
    await page.getByRole('button', { name: 'Start', exact: true }).click();

    const row = friend.getByTestId('game-row').filter({ hasText: 'Learning game' });
    await poll(() => row.getByTestId('game-format').textContent()).toBe('Precon');

    await page.getByRole('button', { name: 'Select deck' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('deck-list').waitFor();
    expect(
      await dialog.getByRole('tab', { name: 'Precons', exact: true }).getAttribute('aria-selected'),
    ).toBe('true');
    const tabs = () => dialog.getByRole('tab').allTextContents();
    // No Chimera decks for a player's seat, and no tabs of collections without decks.
    await poll(tabs).not.toContain('Building Basics');
    expect(await tabs()).not.toContain('Chimera');
    await screenshot(page, 'first-hour-select-deck');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
  });

  it('is made an admin by make-admin while the server runs', async () => {
    const result = await makeAdmin(stage.server.dataDir, 'newbie');
    expect(result.out).toContain('newbie now has every permission');
    expect(result.out).toContain('(granted by the running server)');
    expect(result.code).toBe(0);
    // The running server knows at once: after a reload the admin menu is there.
    await page.goto(`${stage.server.url}/`);
    await page.getByRole('button', { name: 'Admin' }).waitFor();
    await screenshot(page, 'first-hour-admin');
  });
});
