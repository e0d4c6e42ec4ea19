import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { E2EServer } from './harness';
import { launchBrowser, newContext, screenshot, startE2EServer } from './harness';

interface Login {
  token: string;
  refreshToken: unknown;
  user: { username: string };
}

/** What the board of a page shows, read from its store. */
interface BoardState {
  version: number;
  viewer: string | null;
  winner: string | null;
  manualMode: boolean;
  buttons: string[];
  selectableCards: string[];
  /** Selectable cards not picked yet whose title is not picked either. */
  freshCards: string[];
  phase: string;
  round: number;
  selectableDice: string[];
  hand: string[];
  discard: number;
  hiddenNames: number;
}

function boardState(page: Page): Promise<BoardState | null> {
  return page.evaluate(() => {
    const view = window.__ashtableBoard?.store.getState().view;
    if (!view) return null;
    const me = view.viewer ? view.players[view.viewer] : undefined;
    const cards = Object.values(view.players).flatMap((p) => [
      ...p.cardPiles.cardsInPlay,
      ...p.cardPiles.hand,
      ...p.cardPiles.spells,
      ...p.cardPiles.discard,
      ...p.cardPiles.archives,
      ...p.cardPiles.deck,
      p.phoenixborn,
    ]);
    // Names of cards in hands and decks the viewer may not see.
    const hiddenNames = Object.values(view.players)
      .filter((p) => p.name !== view.viewer)
      .flatMap((p) => [...p.cardPiles.hand, ...p.cardPiles.deck])
      .filter((c) => Boolean(c.name)).length;
    return {
      version: view.version,
      viewer: view.viewer,
      winner: view.winner,
      manualMode: view.manualMode,
      buttons: (me?.promptState.buttons ?? []).filter((b) => !b.disabled).map((b) => b.text),
      selectableCards: cards.filter((c) => c.selectable).map((c) => c.uuid),
      freshCards: cards
        .filter((c) => c.selectable && !c.selected)
        .filter((c) => !cards.some((o) => o.selected && o.name === c.name))
        .map((c) => c.uuid),
      phase: view.currentPhase,
      round: view.round,
      selectableDice: (me?.dice ?? []).filter((d) => d.selectable).map((d) => d.uuid),
      hand: (me?.cardPiles.hand ?? []).map((c) => c.uuid),
      discard: me?.cardPiles.discard.length ?? 0,
      hiddenNames,
    };
  });
}

/** One move through the board UI: a selectable card or die on the table, else a prompt button. */
async function act(page: Page, step: number): Promise<string> {
  const state = await boardState(page);
  if (!state) return 'no view';
  const card = state.freshCards[0];
  if (card && step % 7 !== 6) {
    const rect = await page.evaluate(
      (id) => window.__ashtableBoard?.scene.cardRect(id) ?? null,
      card,
    );
    if (rect) {
      await page.mouse.click(rect.x + rect.w / 2, rect.y + rect.h / 2);
      return `card ${card}`;
    }
    const popupCard = page.locator(`img[data-uuid="${card}"]`);
    if ((await popupCard.count()) > 0) {
      await popupCard.first().click();
      return `popup card ${card}`;
    }
  }
  const die = state.selectableDice[0];
  if (die && step % 3 === 1) {
    const rect = await page.evaluate(
      (id) => window.__ashtableBoard?.scene.dieRect(id) ?? null,
      die,
    );
    if (rect) {
      await page.mouse.click(rect.x + rect.w / 2, rect.y + rect.h / 2);
      return `die ${die}`;
    }
  }
  const label = state.buttons[state.buttons.length > 1 ? step % state.buttons.length : 0];
  if (label) {
    const button = page
      .getByTestId('prompt-panel')
      .getByRole('button')
      .filter({ hasText: label.slice(0, 20) });
    if ((await button.count()) > 0) {
      await button.first().click();
      return `button ${label}`;
    }
  }
  return 'waiting';
}

describe('a real game played on the board by two browsers, with a spectator', () => {
  let server: E2EServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  async function api(path: string, body: unknown): Promise<Record<string, unknown>> {
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as Record<string, unknown>;
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
    return json;
  }

  async function account(username: string): Promise<Login> {
    await api('/api/account/register', {
      username,
      email: `${username}@example.test`,
      password: 'password123',
    });
    const login = await api('/api/account/login', { username, password: 'password123' });
    const { token, refreshToken, user } = login;
    if (typeof token !== 'string' || typeof user !== 'object' || user === null) {
      throw new Error(`login of ${username} gave no token`);
    }
    return { token, refreshToken, user: { username, ...user } };
  }

  async function pageFor(login: Login): Promise<Page> {
    const context = await newContext(browser);
    contexts.push(context);
    await context.addInitScript((stored) => {
      window.localStorage.setItem('token', JSON.stringify(stored.token));
      window.localStorage.setItem('refreshToken', JSON.stringify(stored.refreshToken));
      window.localStorage.setItem('user', JSON.stringify(stored.user));
    }, login);
    const page = await context.newPage();
    await page.goto(server.url);
    return page;
  }

  beforeAll(async () => {
    [server, browser] = await Promise.all([startE2EServer(), launchBrowser()]);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  let a: Page;
  let b: Page;
  let c: Page;

  it('brings both players and a spectator to the board of a real game', async () => {
    const [alice, bob, carol] = [
      await account('alice'),
      await account('bobby'),
      await account('carol'),
    ];
    a = await pageFor(alice);
    b = await pageFor(bob);

    await a.getByRole('button', { name: '2 Player' }).click();
    await a.getByRole('form', { name: 'New game' }).getByRole('button', { name: 'Start' }).click();
    await a.getByText('Waiting for players...').waitFor();
    const row = b.getByTestId('game-row').filter({ hasText: "alice's game" });
    await row.getByRole('button', { name: 'Join' }).click();
    for (const page of [a, b]) {
      await page.getByRole('button', { name: 'Select deck' }).click();
      await page.getByRole('tab', { name: 'Precons', exact: true }).click();
      await page.getByTestId('deck-list').getByRole('button').first().click();
    }
    await a.getByText('Ready to begin, click start to begin the game').waitFor();
    await a.getByTestId('pending-game').getByRole('button', { name: 'Start' }).click();

    for (const page of [a, b]) {
      await page.getByTestId('game-board').waitFor({ timeout: 60_000 });
      await expect.poll(() => boardState(page), { timeout: 60_000 }).not.toBeNull();
    }
    await screenshot(a, 'board-game-start');

    // The spectator follows and never receives a hidden card.
    c = await pageFor(carol);
    const started = c.getByTestId('game-row').filter({ hasText: "alice's game" });
    await started.getByRole('button', { name: 'Watch' }).click();
    await c.getByTestId('game-board').waitFor({ timeout: 60_000 });
    await expect.poll(async () => (await boardState(c))?.viewer, { timeout: 30_000 }).toBeNull();

    // Setup asks for the first five: the draw pile's popup opens by itself with them selectable.
    await expect.poll(() => a.getByTestId('prompt-panel').textContent()).toContain('Setup');
    const popup = a.getByTestId('popup-deck');
    await popup.waitFor();
    expect(await popup.locator('img[data-uuid]').count()).toBeGreaterThan(5);
    expect((await boardState(a))?.hiddenNames).toBe(0);
    expect((await boardState(b))?.hiddenNames).toBe(0);
    expect((await boardState(c))?.hiddenNames).toBe(0);
    await screenshot(c, 'board-game-spectator-start');
  });

  it('plays through the board: prompts, cards, dice, chat, manual drag, concede', async () => {
    // Both players act through the board for a while; the game advances.
    const first = await boardState(a);
    const spectatorLeaks: number[] = [];
    for (let step = 0; step < 40; step += 1) {
      for (const page of [a, b]) await act(page, step);
      await a.waitForTimeout(300);
      const seen = await boardState(c);
      if (seen) spectatorLeaks.push(seen.hiddenNames);
    }
    await screenshot(a, 'board-game-alice');
    await screenshot(b, 'board-game-bobby');
    await screenshot(c, 'board-game-spectator');
    const now = await boardState(a);
    expect(first?.phase).toBe('setup');
    expect(now?.phase).not.toBe('setup');
    expect(spectatorLeaks.every((n) => n === 0)).toBe(true);
    expect((await boardState(a))?.hiddenNames).toBe(0);

    // Chat reaches the opponent and the spectator.
    const input = a.getByLabel('Chat message');
    await input.fill('good luck, have fun');
    await input.press('Enter');
    await expect.poll(() => b.getByTestId('chat').textContent()).toContain('good luck, have fun');
    await expect.poll(() => c.getByTestId('chat').textContent()).toContain('good luck, have fun');

    // Manual mode: drag a hand card onto the discard pile.
    await a.getByTestId('manual-toggle').click();
    await expect.poll(async () => (await boardState(a))?.manualMode).toBe(true);
    const before = await boardState(a);
    const card = before?.hand[0];
    if (card && before) {
      const from = await a.evaluate(
        (id) => window.__ashtableBoard?.scene.cardRect(id) ?? null,
        card,
      );
      const to = await a.evaluate(() => {
        const scene = window.__ashtableBoard?.scene;
        const pile = scene?.layout?.piles.find((p) => p.ownRow && p.pile === 'discard');
        const canvas = scene?.canvas.getBoundingClientRect();
        return pile && canvas
          ? { x: canvas.left + pile.x + pile.w / 2, y: canvas.top + pile.y + pile.h / 3 }
          : null;
      });
      if (from && to) {
        await a.mouse.move(from.x + from.w / 2, from.y + from.h / 2);
        await a.mouse.down();
        await a.mouse.move(to.x, to.y, { steps: 10 });
        await a.mouse.up();
        await expect.poll(async () => (await boardState(a))?.discard).toBe(before.discard + 1);
      }
    }
    await screenshot(a, 'board-game-manual-drop');

    // Alice concedes; both players see the win splash.
    await a.getByRole('button', { name: 'Concede' }).click();
    await a.getByRole('button', { name: 'Ok' }).click();
    for (const page of [a, b]) {
      await expect
        .poll(() => page.getByTestId('winner').textContent(), { timeout: 30_000 })
        .toBe('bobby');
      await page.getByText('Game Over', { exact: true }).waitFor();
    }
    await screenshot(b, 'board-game-over');
    expect((await boardState(c))?.winner).toBe('bobby');
  });
});
