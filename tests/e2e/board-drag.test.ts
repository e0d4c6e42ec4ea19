/**
 * Dragging cards in manual mode: from the hand and out of pile popups onto the table, never
 * the opponent's, and nothing outside manual mode.
 */
import { describe, expect, it } from 'vitest';
import {
  highlightedZones,
  pileCentre,
  pressPopupCardAndMove,
  rectOf,
  sandboxPage,
  slots,
  zonePoint,
} from './board-probe';
import { screenshot, serverAndBrowserPerSuite } from './harness';
import { commandsOf, sent } from './sandbox';

describe('dragging cards (sandbox)', () => {
  const stage = serverAndBrowserPerSuite();

  it('drags a hand card to the discard pile in manual mode and sends drop', async () => {
    const { context, page } = await sandboxPage(stage, 'fixture=basic&manual=1');
    const card = (await slots(page)).find((s) => s.pile === 'hand');
    if (!card) throw new Error('no hand card');
    const from = await rectOf(page, card.uuid);
    const discard = await pileCentre(page, 'discard');
    if (!from) throw new Error('nothing to drag');
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
    const { context, page } = await sandboxPage(stage, 'fixture=basic&manual=1');
    const card = (await slots(page)).find((s) => s.pile === 'play area' && !s.ownRow);
    if (!card) throw new Error('no opponent card');
    const from = await rectOf(page, card.uuid);
    if (!from) throw new Error('not on screen');
    await page.mouse.move(from.x + 10, from.y + 10);
    await page.mouse.down();
    await page.mouse.move(from.x + 10, from.y + 400, { steps: 8 });
    await page.mouse.up();
    const drops = commandsOf(await sent(page), 'drop');
    expect(drops).toEqual([]);
    await context.close();
  });

  it('drags a card out of our discard popup onto the play area in manual mode', async () => {
    const { context, page } = await sandboxPage(stage, 'fixture=basic&manual=1');
    const discard = await page.evaluate(
      () =>
        window.__ashtableBoard?.store
          .getState()
          .view?.players.aradel?.cardPiles.discard.map((c) => c.uuid) ?? [],
    );
    const [first, second] = discard;
    if (!first || !second) throw new Error('fixture discard too small');
    await page.click('[data-testid="pile-mine-discard"]');
    const popup = page.locator('[data-testid="popup-discard"]');
    await expect.poll(() => popup.isVisible()).toBe(true);
    // The left of the play area: the popup lies over its right end.
    const playArea = await zonePoint(page, 'play area', 0.1);
    await pressPopupCardAndMove(page, first, playArea);
    // While dragging, the piles the matrix allows light up, the one under the pointer hot.
    const shown = await highlightedZones(page);
    expect(shown.map((z) => z.pile).sort()).toEqual(
      ['archives', 'deck', 'hand', 'play area', 'purged'].sort(),
    );
    expect(shown.filter((z) => z.hot).map((z) => z.pile)).toEqual(['play area']);
    await screenshot(page, 'board-popup-drag');
    await page.mouse.up();
    await expect
      .poll(async () => commandsOf(await sent(page), 'drop'))
      .toEqual([{ type: 'drop', uuid: first, source: 'discard', target: 'play area' }]);
    expect(await highlightedZones(page)).toEqual([]);
    // The spellboard is no target of the discard pile: nothing is sent.
    await pressPopupCardAndMove(page, second, await zonePoint(page, 'spellboard'));
    expect((await highlightedZones(page)).some((z) => z.hot)).toBe(false);
    await page.mouse.up();
    // Dragged out and back onto its own picture, the card is not clicked either.
    const box = await popup.locator(`img[data-uuid="${second}"]`).boundingBox();
    if (!box) throw new Error('popup card not shown');
    await pressPopupCardAndMove(page, second, await zonePoint(page, 'play area', 0.1));
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    // A plain click still answers a prompt.
    await popup.locator(`img[data-uuid="${second}"]`).click();
    await expect
      .poll(async () => commandsOf(await sent(page), 'cardClicked'))
      .toEqual([{ type: 'cardClicked', uuid: second }]);
    expect(commandsOf(await sent(page), 'drop')).toHaveLength(1);
    await context.close();
  });

  it('drags nothing out of a pile popup outside manual mode, and clicks still answer', async () => {
    const { context, page } = await sandboxPage(stage, 'fixture=basic');
    const card = await page.evaluate(
      () => window.__ashtableBoard?.store.getState().view?.players.aradel?.cardPiles.archives[0],
    );
    if (!card) throw new Error('fixture without conjurations');
    await page.click('[data-testid="pile-mine-archives"]');
    const popup = page.locator('[data-testid="popup-archives"]');
    await expect.poll(() => popup.isVisible()).toBe(true);
    expect(await popup.locator('[data-drag-pile]').count()).toBe(0);
    await pressPopupCardAndMove(page, card.uuid, await zonePoint(page, 'play area', 0.1));
    expect(await highlightedZones(page)).toEqual([]);
    await page.mouse.up();
    expect(commandsOf(await sent(page), 'drop')).toEqual([]);
    await popup.locator(`img[data-uuid="${card.uuid}"]`).click();
    await expect.poll(() => sent(page)).toContainEqual({ type: 'cardClicked', uuid: card.uuid });
    await context.close();
  });
});
