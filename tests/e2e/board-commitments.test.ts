/**
 * No accidental commitments: a dice power clicked on the board is announced with its effect
 * and a Cancel before anything is spent, and a payment says what it pays for.
 */
import { describe, expect, it } from 'vitest';
import { dicePowerView } from '../../src/board/fixtures/gameViews';
import { fixturePage, markOf, playersOf } from './board-probe';
import { screenshot, serverAndBrowserPerSuite } from './harness';
import { sent } from './sandbox';

describe('actions announced before they commit (sandbox)', () => {
  const stage = serverAndBrowserPerSuite();

  it('a natural power die names its effect, offers its targets and cancels with a click', async () => {
    const { context, page } = await fixturePage(stage, 'dicePower');
    const { me, opponent } = playersOf(dicePowerView());
    const panel = page.locator('[data-testid="prompt-panel"]');
    await expect
      .poll(() => panel.textContent())
      .toContain('Natural dice power: choose a unit to deal 1 damage to');
    // Both sides' units may take the damage; nothing has been spent: the die is still active.
    const ours = me.cardPiles.cardsInPlay[0];
    const theirs = opponent.cardPiles.cardsInPlay[0];
    if (!ours || !theirs) throw new Error('fixture without units on both sides');
    await expect.poll(async () => (await markOf(page, ours.uuid))?.outline).toBe('selectable');
    expect((await markOf(page, theirs.uuid))?.outline).toBe('selectable');
    expect(me.dice.filter((d) => d.magic === 'natural' && d.level === 'power')).toHaveLength(1);
    await screenshot(page, 'board-dice-power-announced');
    await panel.getByRole('button', { name: 'Cancel' }).click();
    await expect
      .poll(() => sent(page))
      .toContainEqual({
        type: 'menuButton',
        arg: 'cancel',
        uuid: me.promptState.promptId,
        method: 'choose',
      });
    await context.close();
  });

  it('a payment prompt says what is paid for, not what is targeted', async () => {
    const { context, page } = await fixturePage(stage, 'paying');
    const panel = page.locator('[data-testid="prompt-panel"]');
    await expect
      .poll(() => panel.textContent())
      .toContain('Pay for Molten Gold: select dice, then Done');
    const control = page.locator('[data-testid="control-targeting"]');
    await expect.poll(() => control.textContent()).toContain('Pay forMolten Gold');
    expect(await control.textContent()).not.toContain('Choose a target for');
    await context.close();
  });
});
