/**
 * The first-five chooser: the deck as large cards grouped by type, "2 of 5 chosen", the rule
 * explained, keyboard picks, and a question before Done leaves slots to chance.
 */
import { describe, expect, it } from 'vitest';
import { firstFiveView } from '../../src/board/fixtures/gameViews';
import { fixturePage, playersOf } from './board-probe';
import { screenshot, serverAndBrowserPerSuite } from './harness';
import { commandsOf, sent } from './sandbox';

describe('the first-five chooser (sandbox)', () => {
  const stage = serverAndBrowserPerSuite();

  it('shows the deck by type with the count and the rule, picks by keyboard, asks before Done', async () => {
    const { context, page } = await fixturePage(stage, 'firstFive');
    const { me } = playersOf(firstFiveView());
    const chooser = page.getByTestId('first-five');
    await expect.poll(() => chooser.isVisible()).toBe(true);
    expect(await page.getByTestId('first-five-count').textContent()).toBe('2 of 5 chosen');
    expect(await chooser.textContent()).toContain('no title twice');
    expect(await chooser.textContent()).toContain('drawn at random');
    // Ten titles, each once, under their types; the deck's own popup stays shut.
    expect(await page.getByTestId('first-five-card').count()).toBe(10);
    expect(await page.getByTestId('first-five-group').count()).toBeGreaterThan(1);
    expect(await page.locator('[data-pile-popup]').count()).toBe(0);
    const width = await page.getByTestId('first-five-card').first().boundingBox();
    expect(width?.width ?? 0).toBeGreaterThanOrEqual(150);
    await screenshot(page, 'board-first-five');

    // Keyboard: focus a title not chosen yet and press Enter.
    const open = page.locator('[data-testid="first-five-card"][aria-pressed="false"]').first();
    const uuid = await open.getAttribute('data-uuid');
    await open.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => sent(page)).toContainEqual({ type: 'cardClicked', uuid });

    // Done with two of five asks first; Keep choosing sends nothing.
    await chooser.getByRole('button', { name: 'Done' }).click();
    const confirm = page.getByTestId('first-five-confirm');
    await expect
      .poll(() => confirm.textContent())
      .toContain('The other 3 cards are drawn at random');
    await confirm.getByRole('button', { name: 'Keep choosing' }).click();
    expect(commandsOf(await sent(page), 'menuButton')).toEqual([]);
    await chooser.getByRole('button', { name: 'Done' }).click();
    await confirm.getByRole('button', { name: 'Draw the rest at random' }).click();
    await expect
      .poll(() => sent(page))
      .toContainEqual({
        type: 'menuButton',
        arg: 'done',
        uuid: me.promptState.promptId,
        method: 'choose',
      });
    await context.close();
  });
});
