import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { E2EServer } from './harness';
import { launchBrowser, newContext, screenshot, startE2EServer } from './harness';

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

interface SlotInfo {
  uuid: string;
  pile: string;
  ownRow: boolean;
  selectable: boolean;
  canPlay: boolean;
}

/** Opens the board sandbox and waits until the table is drawn with every texture loaded. */
async function openSandbox(page: Page, baseUrl: string, query: string): Promise<void> {
  page.on('console', (msg) => {
    if (msg.type() === 'error') console.error('page:', msg.text());
  });
  await page.goto(`${baseUrl}/board-sandbox?${query}`);
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

function slots(page: Page): Promise<SlotInfo[]> {
  return page.evaluate(() =>
    (window.__ashtableBoard?.scene.layout?.cards ?? []).map((c) => ({
      uuid: c.card.uuid,
      pile: c.pile,
      ownRow: c.ownRow,
      selectable: c.card.selectable,
      canPlay: Boolean(c.card.canPlay),
    })),
  );
}

function rectOf(page: Page, uuid: string): Promise<Rect | null> {
  return page.evaluate((id) => window.__ashtableBoard?.scene.cardRect(id) ?? null, uuid);
}

function sent(page: Page): Promise<unknown[]> {
  return page.evaluate(() => window.__sandboxSent ?? []);
}

describe('the game board (sandbox)', () => {
  let server: E2EServer;
  let browser: Browser;
  let context: BrowserContext;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startE2EServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('renders the crowded board with a clear prompt panel and at most 5 hand cards', async () => {
    context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    const page = await context.newPage();
    await openSandbox(page, server.url, 'fixture=crowded');
    const all = await slots(page);
    expect(all.filter((s) => s.pile === 'hand')).toHaveLength(5);
    expect(all.filter((s) => s.pile === 'play area').length).toBeGreaterThanOrEqual(60);
    await expect
      .poll(() => page.textContent('[data-testid="prompt-panel"]'))
      .toContain('Player Turn');
    await expect.poll(() => page.textContent('[data-testid="hand-window"]')).toContain('1–5 of 10');
    await screenshot(page, 'board-crowded');
    // The rest of the hand is reachable.
    await page.click('button[aria-label="Next hand cards"]');
    await expect
      .poll(() => page.textContent('[data-testid="hand-window"]'))
      .toContain('6–10 of 10');
    const after = await slots(page);
    expect(after.filter((s) => s.pile === 'hand')).toHaveLength(5);
    await context.close();
  });

  it('sends cardClicked with the uuid of a clicked selectable card', async () => {
    context = await newContext(browser);
    const page = await context.newPage();
    await openSandbox(page, server.url, 'fixture=crowded');
    const target = (await slots(page)).find((s) => s.selectable && s.pile === 'play area');
    if (!target) throw new Error('no selectable card');
    const rect = await rectOf(page, target.uuid);
    if (!rect) throw new Error('card not on screen');
    await page.mouse.click(rect.x + rect.w / 2, rect.y + rect.h / 2);
    await expect.poll(() => sent(page)).toContainEqual({ type: 'cardClicked', uuid: target.uuid });
    await context.close();
  });

  it('sends the command of a prompt button, with a long label cut to 25 characters', async () => {
    context = await newContext(browser);
    const page = await context.newPage();
    await openSandbox(page, server.url, 'fixture=basic');
    const panel = page.locator('[data-testid="prompt-panel"]');
    await expect.poll(() => panel.textContent()).toContain('Pass your main action and…');
    await panel.getByRole('button', { name: 'Meditate' }).click();
    await expect
      .poll(() => sent(page))
      .toContainEqual({ type: 'menuButton', arg: 'meditate', uuid: 'p1', method: 'menu' });
    await context.close();
  });

  it('drags a hand card to the discard pile in manual mode and sends drop', async () => {
    context = await newContext(browser);
    const page = await context.newPage();
    await openSandbox(page, server.url, 'fixture=basic&manual=1');
    const card = (await slots(page)).find((s) => s.pile === 'hand');
    if (!card) throw new Error('no hand card');
    const from = await rectOf(page, card.uuid);
    const discard = await page.evaluate(() => {
      const scene = window.__ashtableBoard?.scene;
      const pile = scene?.layout?.piles.find((p) => p.ownRow && p.pile === 'discard');
      const canvas = scene?.canvas.getBoundingClientRect();
      return pile && canvas
        ? { x: canvas.left + pile.x + pile.w / 2, y: canvas.top + pile.y + pile.h / 3 }
        : null;
    });
    if (!from || !discard) throw new Error('nothing to drag');
    await page.mouse.move(from.x + from.w / 2, from.y + from.h / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.w / 2 + 20, from.y + from.h / 2 - 20, { steps: 3 });
    await page.mouse.move(discard.x, discard.y, { steps: 8 });
    await screenshot(page, 'board-dragging');
    await page.mouse.up();
    await expect
      .poll(() => sent(page))
      .toContainEqual({ type: 'drop', uuid: card.uuid, source: 'hand', target: 'discard' });
    await context.close();
  });

  it("does not drag cards of the opponent's row", async () => {
    context = await newContext(browser);
    const page = await context.newPage();
    await openSandbox(page, server.url, 'fixture=basic&manual=1');
    const card = (await slots(page)).find((s) => s.pile === 'play area' && !s.ownRow);
    if (!card) throw new Error('no opponent card');
    const from = await rectOf(page, card.uuid);
    if (!from) throw new Error('not on screen');
    await page.mouse.move(from.x + 10, from.y + 10);
    await page.mouse.down();
    await page.mouse.move(from.x + 10, from.y + 400, { steps: 8 });
    await page.mouse.up();
    const drops = (await sent(page)).filter((c) => (c as { type: string }).type === 'drop');
    expect(drops).toEqual([]);
    await context.close();
  });
});
