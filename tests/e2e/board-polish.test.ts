/**
 * Small board behaviours players asked for: no zoom popping up under a dragged card, the game
 * menu closing after a card size change, and no gliding cards for a reader of reduced motion.
 */
import { describe, expect, it } from 'vitest';
import { rectOf, sandboxPage, slots } from './board-probe';
import { serverAndBrowserPerSuite } from './harness';
import { openDrawnSandbox } from './sandbox';

describe('board polish (sandbox)', () => {
  const stage = serverAndBrowserPerSuite();

  it('keeps the card zoom away while a card is dragged, and brings it back after', async () => {
    const { context, page } = await sandboxPage(stage, 'fixture=basic&manual=1');
    const all = await slots(page);
    const card = all.find((s) => s.pile === 'hand');
    const over = all.find((s) => s.pile === 'play area' && s.ownRow);
    if (!card || !over) throw new Error('fixture without a hand card and a unit of ours');
    const from = await rectOf(page, card.uuid);
    const to = await rectOf(page, over.uuid);
    if (!from || !to) throw new Error('cards not on screen');
    const zoom = page.locator('[data-testid="card-zoom"]');
    await page.mouse.move(from.x + from.w / 2, from.y + from.h / 2, { steps: 3 });
    await expect.poll(() => zoom.isVisible()).toBe(true);
    await page.mouse.down();
    await page.mouse.move(from.x + from.w / 2 + 20, from.y + from.h / 2 - 20, { steps: 3 });
    await expect.poll(() => zoom.count()).toBe(0);
    // Over another card, mid-drag: still no zoom.
    await page.mouse.move(to.x + to.w / 2, to.y + to.h / 2, { steps: 6 });
    expect(await zoom.count()).toBe(0);
    await page.mouse.up();
    await page.mouse.move(to.x + to.w / 2 + 2, to.y + to.h / 2 + 2, { steps: 2 });
    await expect.poll(() => zoom.isVisible()).toBe(true);
    await context.close();
  });

  it('closes the game menu after Larger cards and Smaller cards', async () => {
    const { context, page } = await sandboxPage(stage, 'fixture=basic');
    const size = () =>
      page.evaluate(() => window.__ashtableBoard?.store.getState().viewSettings.cardSize);
    const before = await size();
    await page.getByRole('button', { name: 'Game menu' }).click();
    await page.getByRole('menuitem', { name: 'Smaller cards' }).click();
    await expect.poll(() => page.getByRole('menu').count()).toBe(0);
    expect(await size()).not.toBe(before);
    await page.getByRole('button', { name: 'Game menu' }).click();
    await page.getByRole('menuitem', { name: 'Larger cards' }).click();
    await expect.poll(() => page.getByRole('menu').count()).toBe(0);
    expect(await size()).toBe(before);
    await context.close();
  });

  it('glides a played card to the table, and puts it there at once for reduced motion', async () => {
    const glidingAfterAPlay = async (reducedMotion: 'no-preference' | 'reduce') => {
      const context = await stage.browser.newContext({
        viewport: { width: 1600, height: 1000 },
        reducedMotion,
      });
      const page = await context.newPage();
      await openDrawnSandbox(page, stage.server.url, 'fixture=basic');
      // The update and its frame in one task: no glide can end before it is counted.
      const gliding = await page.evaluate(() => {
        const board = window.__ashtableBoard;
        const view = structuredClone(board?.store.getState().view);
        const me = view?.players.aradel;
        const card = me?.cardPiles.hand.shift();
        if (!board || !view || !me || !card) throw new Error('fixture without a hand card');
        me.cardPiles.cardsInPlay.push(card);
        view.version += 1;
        board.store.getState().setView(view);
        board.scene.flush();
        return board.scene.probe.gliding();
      });
      await context.close();
      return gliding;
    };
    expect(await glidingAfterAPlay('no-preference')).toBeGreaterThan(0);
    expect(await glidingAfterAPlay('reduce')).toBe(0);
  });
});
