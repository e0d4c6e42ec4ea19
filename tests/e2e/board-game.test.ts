import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Login } from './accounts';
import { registerAndLogin, signedInPage } from './accounts';
import { act, boardState, startPreconGame } from './board-play';
import type { E2EServer } from './harness';
import { launchBrowser, screenshot, startE2EServer } from './harness';

describe('a real game played on the board by two browsers, with a spectator', () => {
  let server: E2EServer;
  let browser: Browser;

  const account = (username: string) => registerAndLogin(server.url, username);
  const pageFor = (login: Login) => signedInPage(browser, server.url, login);

  beforeAll(async () => {
    [server, browser] = await Promise.all([startE2EServer(), launchBrowser()]);
  });
  afterAll(async () => {
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

    await startPreconGame(a, b, "alice's game");
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
