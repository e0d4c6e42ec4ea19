/**
 * The board sandbox (/board-sandbox) for browser tests: the board on a page of its own, fed
 * views by the test, recording every command it sends in `window.__sandboxSent`.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { GameCommand } from '../../src/protocol/game';
import type { GameView } from '../../src/protocol/game-view';

/** Opens the sandbox (on a fixture, by default the basic one) and waits for the board's store. */
export async function openSandbox(
  page: Page,
  baseUrl: string,
  query = 'fixture=basic',
): Promise<void> {
  page.on('console', (msg) => {
    if (msg.type() === 'error') console.error('page:', msg.text());
  });
  await page.goto(`${baseUrl}/board-sandbox?${query}`);
  await page.waitForSelector('[data-testid="game-board"]', { timeout: 60_000 });
  // waitForFunction rather than expect.poll: this also runs in beforeAll hooks.
  await page.waitForFunction(() => Boolean(window.__ashtableBoard?.store), null, {
    timeout: 30_000,
  });
}

/** Opens the sandbox and waits until the table is laid out and every texture is loaded. */
export async function openDrawnSandbox(page: Page, baseUrl: string, query: string): Promise<void> {
  await openSandbox(page, baseUrl, query);
  await page.waitForSelector('[data-testid="board-canvas"]', { timeout: 60_000 });
  await expect
    .poll(() => page.evaluate(() => Boolean(window.__ashtableBoard?.scene.layout)), {
      timeout: 30_000,
    })
    .toBe(true);
  await expect
    .poll(() => page.evaluate(() => window.__ashtableBoard?.scene.pendingTextures ?? 1), {
      timeout: 60_000,
    })
    .toBe(0);
}

/** Puts a view on the board as a new game state would, and forgets the commands sent so far. */
export async function showView(page: Page, view: GameView): Promise<void> {
  await page.evaluate((next) => {
    const board = window.__ashtableBoard;
    if (!board) throw new Error('sandbox not ready');
    window.__sandboxSent = [];
    board.store.getState().setView(next);
  }, view);
}

/** The commands the board has sent. */
export function sent(page: Page): Promise<GameCommand[]> {
  return page.evaluate(() => window.__sandboxSent ?? []);
}

export function commandsOf(list: GameCommand[], type: GameCommand['type']): GameCommand[] {
  return list.filter((c) => c.type === type);
}
