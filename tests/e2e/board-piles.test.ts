/**
 * Pile popups: opened by a selection or by hand, their card sizes, our draw deck, and our deck
 * as a choice.
 */
import { describe, expect, it } from 'vitest';
import { editedView, fixturePage, pileCentre, sandboxPage, showFixture } from './board-probe';
import { screenshot, serverAndBrowserPerSuite } from './harness';
import { commandsOf, sent, showView } from './sandbox';

describe('pile popups (sandbox)', () => {
  const stage = serverAndBrowserPerSuite();

  it('opens a pile popup while a card inside is selectable, and keeps one opened by hand', async () => {
    const { context, page } = await sandboxPage(stage, 'fixture=basic');
    const setDiscardSelectable = (selectable: boolean) =>
      showView(
        page,
        editedView((_, me) => {
          const card = me.cardPiles.discard[0];
          if (!card) throw new Error('fixture without a discard pile');
          card.selectable = selectable;
        }),
      );
    const popup = page.locator('[data-testid="popup-discard"]');
    await setDiscardSelectable(true);
    await expect.poll(() => popup.isVisible()).toBe(true);
    await screenshot(page, 'board-popup-auto');
    await setDiscardSelectable(false);
    await expect.poll(() => popup.count()).toBe(0);
    // Opened by hand it stays open whatever the selection.
    await page.click('[data-testid="pile-mine-discard"]');
    await expect.poll(() => popup.isVisible()).toBe(true);
    await setDiscardSelectable(true);
    await setDiscardSelectable(false);
    await expect.poll(() => popup.isVisible()).toBe(true);
    await page.click('[data-testid="pile-mine-discard"]');
    await expect.poll(() => popup.count()).toBe(0);
    // Closed by hand during a selection it stays closed until the next selection.
    await setDiscardSelectable(true);
    await expect.poll(() => popup.isVisible()).toBe(true);
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => popup.count()).toBe(0);
    await setDiscardSelectable(true);
    await expect.poll(() => popup.count()).toBe(0);
    await setDiscardSelectable(false);
    await setDiscardSelectable(true);
    await expect.poll(() => popup.isVisible()).toBe(true);
    await context.close();
  });

  it('resizes pile popup cards with the size buttons, stopping at the ends', async () => {
    const { context, page } = await sandboxPage(stage, 'fixture=basic');
    await page.click('[data-testid="pile-mine-archives"]');
    const popup = page.locator('[data-testid="popup-archives"]');
    await expect.poll(() => popup.textContent()).toContain('Conjurations');
    const width = async () => (await popup.locator('img').first().boundingBox())?.width ?? 0;
    const larger = popup.getByRole('button', { name: 'Larger' });
    const smaller = popup.getByRole('button', { name: 'Smaller' });
    const normal = await width();
    await larger.click();
    await larger.click();
    expect(await larger.isDisabled()).toBe(true);
    expect(await width()).toBeCloseTo(normal * 2, 0);
    await smaller.click();
    await smaller.click();
    await smaller.click();
    expect(await smaller.isDisabled()).toBe(true);
    expect(await width()).toBeCloseTo(normal * 0.6, 0);
    await context.close();
  });

  it('reports our draw deck popup opening and closing, and shuffles in manual mode', async () => {
    const { context, page } = await sandboxPage(stage, 'fixture=basic&manual=1');
    await page.click('[data-testid="pile-mine-deck"]');
    await expect.poll(() => sent(page)).toContainEqual({ type: 'showDrawDeck', visible: true });
    const popup = page.locator('[data-testid="popup-deck"]');
    await popup.getByRole('button', { name: 'Shuffle' }).click();
    await expect.poll(() => sent(page)).toContainEqual({ type: 'shuffleDeck' });
    await page.click('[data-testid="pile-mine-deck"]');
    await expect.poll(() => sent(page)).toContainEqual({ type: 'showDrawDeck', visible: false });
    // The opponent's deck is not ours to show.
    await page.click('[data-testid="pile-theirs-deck"]');
    const shown = commandsOf(await sent(page), 'showDrawDeck');
    expect(shown).toHaveLength(2);
    await context.close();
  });

  it('sends pileClicked for our draw pile while it is a choice, otherwise toggles its popup', async () => {
    const { context, page } = await fixturePage(stage, 'meditate');
    const highlighted = () =>
      page.evaluate(
        () => window.__ashtableBoard?.scene.probe.pileHighlighted('aradel', 'deck') ?? null,
      );
    await expect.poll(highlighted).toBe(true);
    await screenshot(page, 'board-deck-choice');
    const popup = page.locator('[data-testid="popup-deck"]');
    // Its label and the pile on the canvas both answer the prompt; no popup opens.
    await page.click('[data-testid="pile-mine-deck"]');
    const at = await pileCentre(page, 'deck');
    await page.mouse.click(at.x, at.y);
    await expect
      .poll(async () => commandsOf(await sent(page), 'pileClicked'))
      .toEqual([
        { type: 'pileClicked', source: 'deck' },
        { type: 'pileClicked', source: 'deck' },
      ]);
    expect(await popup.count()).toBe(0);
    expect(commandsOf(await sent(page), 'showDrawDeck')).toEqual([]);
    // The opponent's deck is no choice of ours: it toggles its popup.
    await page.click('[data-testid="pile-theirs-deck"]');
    await expect.poll(() => popup.isVisible()).toBe(true);
    await page.click('[data-testid="pile-theirs-deck"]');
    await expect.poll(() => popup.count()).toBe(0);
    // Once the prompt has moved on, our deck toggles its popup again.
    await showFixture(page, 'basic');
    await expect.poll(highlighted).toBe(false);
    await page.mouse.click(at.x, at.y);
    await expect.poll(() => popup.isVisible()).toBe(true);
    expect(commandsOf(await sent(page), 'pileClicked')).toHaveLength(2);
    await context.close();
  });
});
