/**
 * The table as drawn: the crowded board, the card zoom, chain icons, counters, the pixel ratio,
 * the compact layout in the page, pile labels, the tab title and the background.
 */
import { describe, expect, it } from 'vitest';
import { basicView } from '../../src/board/fixtures/gameViews';
import {
  editedView,
  fixturePage,
  markOf,
  rectOf,
  sandboxPage,
  showFixture,
  slots,
} from './board-probe';
import { screenshot, serverAndBrowserPerSuite } from './harness';
import { showView } from './sandbox';

describe('the table as drawn (sandbox)', () => {
  const stage = serverAndBrowserPerSuite();

  it('renders the crowded board with a clear prompt panel and at most 5 hand cards', async () => {
    const { context, page } = await sandboxPage(stage, 'fixture=crowded', {
      width: 1920,
      height: 1080,
    });
    // Which cards the table lays out (5 hand cards, all 60 in play) is a layout unit test.
    await expect
      .poll(() => page.textContent('[data-testid="prompt-panel"]'))
      .toContain('Player turns');
    await expect.poll(() => page.textContent('[data-testid="hand-window"]')).toContain('1–5 of 10');
    await screenshot(page, 'board-crowded');
    // The rest of the hand is reachable.
    await page.click('button[aria-label="Next hand cards"]');
    await expect
      .poll(() => page.textContent('[data-testid="hand-window"]'))
      .toContain('6–10 of 10');
    await context.close();
  });

  it('zooms a hovered card beside the pointer, inside the table, at the size of the setting', async () => {
    const { context, page } = await sandboxPage(stage, 'fixture=basic');
    const cards = (await slots(page)).filter((s) => s.pile === 'play area');
    const table = await page.locator('[data-testid="board-table"]').boundingBox();
    if (!table) throw new Error('no table');
    const zoom = page.locator('[data-testid="card-zoom"]');
    const hover = async (uuid: string) => {
      const rect = await rectOf(page, uuid);
      if (!rect) throw new Error('card not on screen');
      const at = { x: rect.x + rect.w / 2, y: rect.y + rect.h / 2 };
      await page.mouse.move(at.x, at.y, { steps: 4 });
      await expect.poll(() => zoom.isVisible()).toBe(true);
      const box = await zoom.boundingBox();
      if (!box) throw new Error('no zoom');
      // Beside the pointer (never over it) and on screen.
      expect(at.x < box.x || at.x > box.x + box.width).toBe(true);
      expect(box.x).toBeGreaterThanOrEqual(table.x);
      expect(box.y).toBeGreaterThanOrEqual(table.y);
      expect(box.x + box.width).toBeLessThanOrEqual(table.x + table.width);
      expect(box.y + box.height).toBeLessThanOrEqual(table.y + table.height);
      return box;
    };
    const first = cards[0];
    const last = cards[cards.length - 1];
    if (!first || !last) throw new Error('no cards');
    const normal = Math.round((await hover(first.uuid)).height);
    expect(normal).toBeGreaterThanOrEqual(364);
    await screenshot(page, 'board-zoom');
    await page.mouse.move(table.x + 4, table.y + 4);
    await expect.poll(() => zoom.isVisible()).toBe(false);
    await page.evaluate(() =>
      window.__ashtableBoard?.store.getState().setViewSettings({ cardSize: 'large' }),
    );
    await expect
      .poll(() => page.evaluate(() => window.__ashtableBoard?.scene.pendingTextures ?? 1))
      .toBe(0);
    const large = Math.round((await hover(last.uuid)).height);
    expect(large).toBeGreaterThanOrEqual(420);
    expect(large).toBeGreaterThan(normal);
    await context.close();
  });

  it('shows chain icons red in round 1 and green from round 2', async () => {
    const { context, page } = await sandboxPage(stage, 'fixture=basic');
    const showRound = (round: number) =>
      showView(
        page,
        editedView(
          (_, me) => {
            const card = me.cardPiles.cardsInPlay[0];
            if (!card) throw new Error('fixture without a unit');
            card.name = 'Meteor';
            card.uuid = 'chained-card';
          },
          () => basicView({ round }),
        ),
      );
    await showRound(1);
    await expect.poll(async () => (await markOf(page, 'chained-card'))?.chain).toBe('red');
    await showRound(2);
    await expect.poll(async () => (await markOf(page, 'chained-card'))?.chain).toBe('green');
    await context.close();
  });

  it('follows a new pixel ratio at the next frame, drawing at device pixels', async () => {
    // From a screen's usual ratio of 1 (the browser tests' pages draw at 0.5 otherwise).
    const viewport = { width: 1600, height: 1000 };
    const { context, page } = await sandboxPage(stage, 'fixture=basic', viewport, 1);
    const ratio = () =>
      page.evaluate(() => {
        const canvas = window.__ashtableBoard?.scene.canvas;
        return canvas ? canvas.width / canvas.clientWidth : 0;
      });
    expect(await ratio()).toBe(1);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setDeviceMetricsOverride', {
      width: 1600,
      height: 1000,
      deviceScaleFactor: 2,
      mobile: false,
    });
    // Headless Chromium reports no change of the ratio: the next drawn frame notices it.
    await showFixture(page, 'basic');
    await expect.poll(ratio).toBe(2);
    await expect
      .poll(() => page.evaluate(() => window.__ashtableBoard?.scene.pendingTextures ?? 1))
      .toBe(0);
    await screenshot(page, 'board-dpr2');
    await context.close();
  });

  it("alternates the tab title with 'Alert!' while unfocused on our turn", async () => {
    const { context, page } = await sandboxPage(stage, 'fixture=basic');
    const title = await page.title();
    await page.evaluate(() => window.dispatchEvent(new Event('blur')));
    await expect.poll(() => page.title()).toBe('Alert!');
    await expect.poll(() => page.title()).toBe(title);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect.poll(() => page.title()).toBe(title);
    await context.close();
  });

  it('shows the custom background of a logged-in user', async () => {
    const { context, page } = await sandboxPage(stage, 'fixture=basic');
    const background = () =>
      page
        .locator('[data-testid="game-board"]')
        .evaluate((el) => getComputedStyle(el).backgroundImage);
    // The default, ashesreborn (its WebP sizes by screen, or the PNG), until a logged-in
    // user's own choice is honoured.
    expect(await background()).toContain('/img/bgs/ashesreborn');
    await page.evaluate(() => window.__ashtableBoard?.store.setState({ background: 'firemaiden' }));
    await expect.poll(background).toContain('/img/bgs/firemaiden.png');
    await page.evaluate(() => window.__ashtableBoard?.store.setState({ background: 'none' }));
    await expect.poll(background).not.toContain('/img/bgs/');
    await page.evaluate(() =>
      window.__ashtableBoard?.store.setState({ background: 'firemaiden', loggedIn: false }),
    );
    await expect.poll(background).toContain('/img/bgs/ashesreborn');
    await context.close();
  });

  it('draws counters in their styles: many, broken, faded, crossed out and markers', async () => {
    const { context, page } = await fixturePage(stage, 'counters');
    const units = await page.evaluate(
      () =>
        window.__ashtableBoard?.store
          .getState()
          .view?.players.aradel?.cardPiles.cardsInPlay.map((c) => c.uuid) ?? [],
    );
    const [many, full, bonus, marked, host] = units;
    if (!many || !full || !bonus || !marked || !host) throw new Error('fixture too small');
    await expect.poll(async () => (await markOf(page, many))?.manyCounters).toBe(true);
    expect((await markOf(page, many))?.counters.map((c) => c.text)).toEqual(['1', '1', '2']);
    const brief = async (uuid: string) =>
      (await markOf(page, uuid))?.counters.map(
        (c) =>
          `${c.name}:${c.text}${c.broken ? ':broken' : ''}${c.fade ? ':fade' : ''}${c.cancel ? ':cancel' : ''}`,
      );
    expect(await brief(full)).toEqual(['damage:3:broken']);
    expect((await markOf(page, full))?.manyCounters).toBe(false);
    expect(await brief(bonus)).toEqual(['attack:+2']);
    expect(await brief(marked)).toEqual(['bypass:BYP', 'block:BLK:cancel']);
    expect(await brief(host)).toEqual(['status:1:fade']);
    await screenshot(page, 'board-counters');
    await context.close();
  });

  it('gives the table more height and the stats bars less in the compact layout', async () => {
    // The layout's own gaps and card sizes are unit tests (board/layout); here the page.
    const { context, page } = await sandboxPage(stage, 'fixture=crowded', {
      width: 1280,
      height: 720,
    });
    const measure = () =>
      page.evaluate(() => {
        const layout = window.__ashtableBoard?.scene.layout;
        const table = document.querySelector('[data-testid="board-table"]');
        const stats = document.querySelector('[data-testid="stats-bottom"]');
        if (!layout || !table || !stats) throw new Error('board not ready');
        return {
          gap: layout.spacing.gap,
          tableH: table.getBoundingClientRect().height,
          statsH: stats.getBoundingClientRect().height,
        };
      });
    const setCompact = async (compactLayout: boolean) => {
      await page.evaluate(
        (on) => window.__ashtableBoard?.store.getState().setViewSettings({ compactLayout: on }),
        compactLayout,
      );
      await expect.poll(async () => (await measure()).gap).toBe(compactLayout ? 4 : 8);
      await expect
        .poll(() => page.evaluate(() => window.__ashtableBoard?.scene.pendingTextures ?? 1))
        .toBe(0);
    };
    await setCompact(false);
    const normal = await measure();
    await screenshot(page, 'board-layout-normal');
    await setCompact(true);
    const compact = await measure();
    await screenshot(page, 'board-layout-compact');
    expect(compact.statsH).toBeLessThan(normal.statsH);
    expect(compact.tableH).toBeGreaterThan(normal.tableH);
    await context.close();
  });

  it('ends each pile label before its count, in the normal and the compact layout', async () => {
    // A narrow window: the piles are small and the longest label must give way.
    const { context, page } = await sandboxPage(stage, 'fixture=crowded', {
      width: 1100,
      height: 700,
    });
    const labels = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('[data-testid^="pile-"]')].map((pile) => {
          const label = pile.querySelector('[data-part="label"]');
          const count = pile.querySelector('[data-part="count"]');
          if (!label || !count) throw new Error('pile label without its parts');
          const l = label.getBoundingClientRect();
          const c = count.getBoundingClientRect();
          return {
            pile: pile.getAttribute('data-testid') ?? '',
            labelEnd: l.right,
            countStart: c.left,
            countEnd: c.right,
            pileEnd: pile.getBoundingClientRect().right,
            cut: label.scrollWidth > label.clientWidth,
          };
        }),
      );
    for (const compactLayout of [false, true]) {
      await page.evaluate(
        (on) => window.__ashtableBoard?.store.getState().setViewSettings({ compactLayout: on }),
        compactLayout,
      );
      await expect
        .poll(() => page.evaluate(() => window.__ashtableBoard?.scene.layout?.spacing.gap))
        .toBe(compactLayout ? 4 : 8);
      const shown = await labels();
      expect(shown.length).toBe(9);
      for (const label of shown) {
        expect(label.labelEnd, label.pile).toBeLessThanOrEqual(label.countStart);
        // The count is never pushed out of its pile by a long label.
        expect(label.countEnd, label.pile).toBeLessThanOrEqual(label.pileEnd);
      }
      // The test means something only while some label is actually cut.
      expect(shown.some((l) => l.cut)).toBe(true);
    }
    await context.close();
  });
});
