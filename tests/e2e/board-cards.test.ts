/**
 * Every card readable on the board: the zoom is the full drawn card with the printed data the
 * catalogue gives (cost, rules text, values), large enough to read on a 1080p screen and crisp
 * at a device pixel ratio of 2.
 */
import { describe, expect, it } from 'vitest';
import { screenshot, serverAndBrowserPerSuite } from './harness';
import { openDrawnSandbox } from './sandbox';

describe('cards on the board', () => {
  const stage = serverAndBrowserPerSuite();

  it('zooms a card as the full printed card, its rules text readable at 1080p and DPR 2', async () => {
    const context = await stage.browser.newContext({
      viewport: { width: 1920, height: 1080 },
      deviceScaleFactor: 2,
    });
    const page = await context.newPage();
    await openDrawnSandbox(page, stage.server.url, 'fixture=basic');
    // Our first unit becomes Hammer Knight, a card of the catalogue.
    const uuid = await page.evaluate(() => {
      const board = window.__ashtableBoard;
      const view = board?.store.getState().view;
      const me = view?.viewer ? view.players[view.viewer] : undefined;
      const unit = me?.cardPiles.cardsInPlay[0];
      if (!board || !view || !me || !unit) throw new Error('no unit of ours');
      const knight = { ...unit, id: 'hammer-knight', code: 'hammer-knight', name: 'Hammer Knight' };
      const cardsInPlay = [knight, ...me.cardPiles.cardsInPlay.slice(1)];
      const players = {
        ...view.players,
        [me.name]: { ...me, cardPiles: { ...me.cardPiles, cardsInPlay } },
      };
      board.store.getState().setView({ ...view, players });
      return knight.uuid;
    });
    await expect
      .poll(() => page.evaluate(() => window.__ashtableBoard?.scene.pendingTextures ?? 1))
      .toBe(0);
    const rect = await page.evaluate(
      (id) => window.__ashtableBoard?.scene.probe.cardRect(id),
      uuid,
    );
    if (!rect) throw new Error('card not on the table');
    const zoom = page.getByTestId('card-zoom');
    // The catalogue may still be loading: hover until the zoom shows the printed text.
    const words = async () => {
      await page.mouse.move(rect.x + 2, rect.y + 2);
      await page.mouse.move(rect.x + rect.w / 2, rect.y + rect.h / 2, { steps: 3 });
      await zoom.waitFor({ state: 'visible' });
      return zoom.evaluate((img) => {
        if (!(img instanceof HTMLImageElement)) return '';
        const svg = decodeURIComponent(img.src.slice(img.src.indexOf(',') + 1));
        const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
        return [...doc.querySelectorAll('text')].map((t) => t.textContent ?? '').join(' ');
      });
    };
    await expect.poll(words, { timeout: 20_000 }).toContain('Aftershock 1');
    const text = await words();
    expect(text).toContain('After this unit destroys a unit');
    expect(text).toContain('Alert');
    const box = await zoom.boundingBox();
    if (!box) throw new Error('no zoom');
    // Rules text at 8 to 14 units of the 420-unit card: above 10 CSS px only past ~525 px.
    expect(box.height).toBeGreaterThanOrEqual(525);
    // Drawn as SVG by the browser at the device's pixels, the zoom is crisp at DPR 2.
    expect(await page.evaluate(() => window.devicePixelRatio)).toBe(2);
    await screenshot(page, 'board-zoom-text-dpr2');
    await context.close();
  });
});
