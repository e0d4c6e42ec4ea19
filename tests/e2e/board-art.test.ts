/**
 * Cards look like themselves: two units of the same type on the table get different pictures,
 * drawn from their own data (board/art), so a player tells them apart at a glance.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { serverAndBrowserPerSuite } from './harness';
import { openDrawnSandbox } from './sandbox';
import type { Rect } from './board-probe';
import { rectOf } from './board-probe';

/** The picture window of a drawn card (renderer units: x 16..284, y 56..206 of 300x420). */
function artWindow(card: Rect): Rect {
  return {
    x: card.x + (card.w * 16) / 300,
    y: card.y + (card.h * 56) / 420,
    w: (card.w * 268) / 300,
    h: (card.h * 150) / 420,
  };
}

/** The mean difference per colour channel (0..255) of two screen areas, scaled to one size. */
async function pictureDifference(page: Page, a: Rect, b: Rect): Promise<number> {
  const shots = await Promise.all(
    [a, b].map(async (r) =>
      (await page.screenshot({ clip: { x: r.x, y: r.y, width: r.w, height: r.h } })).toString(
        'base64',
      ),
    ),
  );
  return page.evaluate(async (pngs) => {
    const pixels = await Promise.all(
      pngs.map(async (png) => {
        const blob = await (await fetch(`data:image/png;base64,${png}`)).blob();
        const bitmap = await createImageBitmap(blob);
        const canvas = new OffscreenCanvas(64, 36);
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d context');
        context.drawImage(bitmap, 0, 0, 64, 36);
        return context.getImageData(0, 0, 64, 36).data;
      }),
    );
    const [first, second] = pixels;
    if (!first || !second) throw new Error('no pixels');
    let sum = 0;
    let count = 0;
    for (let i = 0; i < first.length; i += 4) {
      for (let c = 0; c < 3; c++) sum += Math.abs((first[i + c] ?? 0) - (second[i + c] ?? 0));
      count += 3;
    }
    return sum / count;
  }, shots);
}

describe('card art on the board', () => {
  const stage = serverAndBrowserPerSuite();

  it('draws two allies of the catalogue with pictures of their own', async () => {
    const context = await stage.browser.newContext({ viewport: { width: 1920, height: 1080 } });
    const page = await context.newPage();
    await openDrawnSandbox(page, stage.server.url, 'fixture=basic');
    // Our first two units become two allies of the catalogue.
    const uuids = await page.evaluate(() => {
      const board = window.__ashtableBoard;
      const view = board?.store.getState().view;
      const me = view?.viewer ? view.players[view.viewer] : undefined;
      const [first, second, ...rest] = me?.cardPiles.cardsInPlay ?? [];
      if (!board || !view || !me || !first || !second) throw new Error('no two units of ours');
      const as = (unit: typeof first, stub: string, name: string) => ({
        ...unit,
        id: stub,
        code: stub,
        name,
        type: 'Ally' as const,
        exhausted: false,
      });
      const knight = as(first, 'hammer-knight', 'Hammer Knight');
      const anchornaut = as(second, 'anchornaut', 'Anchornaut');
      const cardsInPlay = [knight, anchornaut, ...rest];
      const players = {
        ...view.players,
        [me.name]: { ...me, cardPiles: { ...me.cardPiles, cardsInPlay } },
      };
      board.store.getState().setView({ ...view, players });
      return [knight.uuid, anchornaut.uuid];
    });
    const [knight, anchornaut] = uuids;
    if (!knight || !anchornaut) throw new Error('no units');
    // Pictures change once the catalogue (the cards' magic) has loaded: wait for the knight's.
    const artOf = (uuid: string) =>
      page.evaluate((id) => window.__ashtableBoard?.scene.probe.artOf(id) ?? null, uuid);
    await expect.poll(() => artOf(knight), { timeout: 20_000 }).toMatch(/^figure\|[a-z]+/);
    await expect.poll(() => artOf(knight)).not.toMatch(/\|ash\d/);
    await expect
      .poll(() => page.evaluate(() => window.__ashtableBoard?.scene.pendingTextures ?? 1))
      .toBe(0);
    const knightArt = await artOf(knight);
    const anchornautArt = await artOf(anchornaut);
    expect(anchornautArt).toMatch(/^figure\|/);
    expect(knightArt).not.toBe(anchornautArt);

    const knightRect = await rectOf(page, knight);
    const anchornautRect = await rectOf(page, anchornaut);
    if (!knightRect || !anchornautRect) throw new Error('units not on the table');
    // Well apart on screen, not just a few pixels of noise.
    expect(
      await pictureDifference(page, artWindow(knightRect), artWindow(anchornautRect)),
    ).toBeGreaterThan(20);
    await context.close();
  });
});
