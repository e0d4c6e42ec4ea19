/**
 * The table grows with the window (issue 18): at 1280x720, 1920x1080, 1920x1080 at device pixel
 * ratio 2 and 3840x2160, cards and dice are large for the window, nothing leaves the canvas or
 * covers another piece, the prompt sits beside the hand, and pictures are drawn at device pixels.
 * The geometry at every card size is a unit test (src/board/layout/layout.test.ts).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Rect } from './board-probe';
import { sandboxPage, showFixture } from './board-probe';
import { screenshot, serverAndBrowserPerSuite } from './harness';

interface Piece extends Rect {
  kind: 'card' | 'die' | 'pile';
  uuid: string;
  pile: string;
  /** An upgrade beneath its host or a die on a card: lies on another piece by design. */
  attached: boolean;
}

interface TableShown {
  canvas: Rect;
  cardH: number;
  pieces: Piece[];
  hand: Rect | null;
  /** The canvas's backing pixels per CSS pixel, and the window's device pixel ratio. */
  resolution: number;
  devicePixelRatio: number;
}

/** What the table shows now, in page coordinates. */
function tableShown(page: Page): Promise<TableShown> {
  return page.evaluate(() => {
    const scene = window.__ashtableBoard?.scene;
    const layout = scene?.layout;
    if (!scene || !layout) throw new Error('no board');
    const box = scene.canvas.getBoundingClientRect();
    const at = (r: { x: number; y: number; w: number; h: number }) => ({
      x: box.left + r.x,
      y: box.top + r.y,
      w: r.w,
      h: r.h,
    });
    return {
      canvas: { x: box.left, y: box.top, w: box.width, h: box.height },
      cardH: layout.cardH,
      pieces: [
        ...layout.cards.map((c) => ({
          ...at(c),
          kind: 'card' as const,
          uuid: c.card.uuid,
          pile: c.pile,
          attached: Boolean(c.host),
        })),
        ...layout.dice.map((d) => ({
          ...at(d),
          kind: 'die' as const,
          uuid: d.die.uuid,
          pile: 'dice',
          attached: Boolean(d.host),
        })),
        ...layout.piles.map((p) => ({
          ...at(p),
          kind: 'pile' as const,
          uuid: `${p.owner}-${p.pile}`,
          pile: p.pile,
          attached: false,
        })),
      ],
      hand: scene.probe.handRect(),
      resolution: scene.canvas.width / scene.canvas.clientWidth,
      devicePixelRatio: window.devicePixelRatio,
    };
  });
}

function overlaps(a: Rect, b: Rect): boolean {
  const e = 0.5;
  return a.x + e < b.x + b.w && b.x + e < a.x + a.w && a.y + e < b.y + b.h && b.y + e < a.y + a.h;
}

function inside(inner: Rect, outer: Rect): boolean {
  const e = 0.5;
  return (
    inner.x >= outer.x - e &&
    inner.y >= outer.y - e &&
    inner.x + inner.w <= outer.x + outer.w + e &&
    inner.y + inner.h <= outer.y + outer.h + e
  );
}

const WINDOWS = [
  { name: '1280x720', viewport: { width: 1280, height: 720 }, ratio: 1 },
  { name: '1920x1080', viewport: { width: 1920, height: 1080 }, ratio: 1 },
  { name: '1920x1080 at pixel ratio 2', viewport: { width: 1920, height: 1080 }, ratio: 2 },
  { name: '3840x2160', viewport: { width: 3840, height: 2160 }, ratio: 1 },
];

describe('the table at the size of the window (sandbox)', () => {
  const stage = serverAndBrowserPerSuite();

  it.each(WINDOWS)(
    'fills $name with large cards and dice, the prompt beside the hand',
    async ({ name, viewport, ratio }) => {
      const { context, page } = await sandboxPage(stage, 'fixture=basic', viewport, ratio);
      // (A picture of 4K device pixels takes the software rasteriser too long.)
      const picture = async (what: string) => {
        if (viewport.width < 3000 && ratio === 1)
          await screenshot(page, `board-layout-${what}${name.replace(/ /g, '-')}`);
      };
      await picture('');
      const shown = await tableShown(page);
      const cards = shown.pieces.filter((p) => p.kind === 'card' && !p.attached);
      const poolDice = shown.pieces.filter((p) => p.kind === 'die' && !p.attached);
      expect(cards.length).toBeGreaterThan(10);
      expect(poolDice.length).toBeGreaterThan(0);
      // Large for the window: a card at least 13 % of the window's height (163 px at 1080, where
      // it was 118 px), a die at least 4.5 % (it was 28 to 35 px at 1080).
      expect(shown.cardH).toBeGreaterThanOrEqual(0.13 * viewport.height);
      for (const die of poolDice) expect(die.h).toBeGreaterThanOrEqual(0.045 * viewport.height);
      for (const piece of shown.pieces) {
        expect(inside(piece, shown.canvas), `${piece.kind} ${piece.uuid} inside`).toBe(true);
      }
      // No card, die or pile covers another, but for what lies on a card by design (upgrades,
      // attached dice) and the cards of a spellboard slot, which stack.
      const free = shown.pieces.filter((p) => !p.attached);
      for (let i = 0; i < free.length; i += 1) {
        for (let j = i + 1; j < free.length; j += 1) {
          const [a, b] = [free[i] as Piece, free[j] as Piece];
          if (a.pile === 'spellboard' && b.pile === 'spellboard') continue;
          expect(overlaps(a, b), `${a.kind} ${a.uuid} and ${b.kind} ${b.uuid}`).toBe(false);
        }
      }
      // The prompt is beside the hand: level with it, next to it, covering no piece.
      const panel = await page.getByTestId('prompt-panel').boundingBox();
      const hand = shown.hand;
      if (!panel || !hand) throw new Error('no prompt or hand');
      const prompt = { x: panel.x, y: panel.y, w: panel.width, h: panel.height };
      expect(overlaps(prompt, hand)).toBe(false);
      // Level with the hand: its bottom at or below the hand's, its top above the hand's bottom.
      expect(prompt.y + prompt.h).toBeGreaterThanOrEqual(hand.y + hand.h - 6);
      expect(prompt.y).toBeLessThan(hand.y + hand.h);
      expect(hand.x - (prompt.x + prompt.w)).toBeGreaterThan(0);
      expect(hand.x - (prompt.x + prompt.w)).toBeLessThanOrEqual(60);
      for (const piece of shown.pieces) {
        expect(overlaps(prompt, piece), `prompt over ${piece.kind} ${piece.uuid}`).toBe(false);
      }
      expect(prompt.w).toBeGreaterThanOrEqual(280);
      // However tall a prompt, its dock (where a taller one scrolls) covers none of the dice,
      // which a payment prompt asks the player to click.
      const box = await page.getByTestId('prompt-dock').boundingBox();
      if (!box) throw new Error('no prompt dock');
      const dock = { x: box.x, y: box.y, w: box.width, h: box.height };
      for (const die of poolDice) expect(overlaps(dock, die), `dock over ${die.uuid}`).toBe(false);
      // Crisp at the device's pixels: the canvas and the card pictures follow the ratio.
      expect(shown.devicePixelRatio).toBe(ratio);
      expect(shown.resolution).toBe(ratio);
      const handCard = cards.find((c) => c.pile === 'hand');
      if (!handCard) throw new Error('no hand card');
      if (ratio > 1) {
        // The card pictures are rasterised at device pixels.
        const face = await page.evaluate(
          (uuid) => window.__ashtableBoard?.scene.probe.faceSize(uuid) ?? null,
          handCard.uuid,
        );
        expect(face?.pixelHeight ?? 0).toBeGreaterThanOrEqual((face?.cssHeight ?? 1) * ratio);
      }

      // The crowded board keeps its 60 units inside the play areas, apart, and not tiny.
      await showFixture(page, 'crowded');
      // The new view is laid out at the next frame.
      await expect
        .poll(
          () =>
            page.evaluate(
              () =>
                window.__ashtableBoard?.scene.layout?.cards.filter((c) => c.pile === 'play area')
                  .length ?? 0,
            ),
          { timeout: 30_000 },
        )
        .toBeGreaterThanOrEqual(60);
      await picture('crowded-');
      const crowded = await tableShown(page);
      const units = crowded.pieces.filter(
        (p) => p.kind === 'card' && !p.attached && p.pile === 'play area',
      );
      expect(units.length).toBeGreaterThanOrEqual(60);
      for (const unit of units) {
        expect(inside(unit, crowded.canvas)).toBe(true);
        expect(unit.h).toBeGreaterThanOrEqual(0.08 * viewport.height);
      }
      for (let i = 0; i < units.length; i += 1) {
        for (let j = i + 1; j < units.length; j += 1) {
          expect(overlaps(units[i] as Piece, units[j] as Piece)).toBe(false);
        }
      }
      await context.close();
    },
  );

  it('docks the prompt on the right of the hand when left mode is off', async () => {
    const { context, page } = await sandboxPage(stage, 'fixture=basic', {
      width: 1920,
      height: 1080,
    });
    await page.evaluate(() =>
      window.__ashtableBoard?.store.getState().setViewSettings({ leftMode: false }),
    );
    await expect
      .poll(
        async () => {
          const panel = await page.getByTestId('prompt-panel').boundingBox();
          const hand = await page.evaluate(() => window.__ashtableBoard?.scene.probe.handRect());
          return panel && hand ? panel.x - (hand.x + hand.w) : -1;
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);
    const panel = await page.getByTestId('prompt-panel').boundingBox();
    const hand = await page.evaluate(() => window.__ashtableBoard?.scene.probe.handRect());
    if (!panel || !hand) throw new Error('no prompt or hand');
    expect(panel.x - (hand.x + hand.w)).toBeLessThanOrEqual(60);
    await context.close();
  });
});
