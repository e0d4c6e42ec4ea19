/**
 * Dice: their menus and clicks, the new-die mark, and dice attached to cards.
 */
import { describe, expect, it } from 'vitest';
import { attachedDiceView } from '../../src/board/fixtures/gameViews';
import {
  dieCentre,
  editedView,
  fixturePage,
  markOf,
  ourDice,
  sandboxPage,
  showFixture,
} from './board-probe';
import { screenshot, serverAndBrowserPerSuite } from './harness';
import { commandsOf, sent, showView } from './sandbox';

describe('dice on the board (sandbox)', () => {
  const stage = serverAndBrowserPerSuite();

  it('toggles a die menu by clicking the die and sends the chosen item', async () => {
    const { context, page } = await sandboxPage(stage, 'fixture=basic&manual=1');
    const die = (await ourDice(page)).find((d) => d.menu > 0);
    if (!die) throw new Error('no die with a menu');
    const at = await dieCentre(page, die.uuid);
    const menu = page.getByRole('menu', { name: 'Die menu' });
    await page.mouse.click(at.x, at.y);
    await expect.poll(() => menu.isVisible()).toBe(true);
    await expect.poll(() => menu.textContent()).toContain('Set to power');
    await screenshot(page, 'board-die-menu');
    // A second click on the die closes it again (wait until it has gone, fade included).
    const mounted = page.locator('[aria-label="Die menu"]');
    await page.mouse.click(at.x, at.y);
    await expect.poll(() => mounted.count()).toBe(0);
    await page.mouse.click(at.x, at.y);
    await menu.getByRole('menuitem', { name: 'Set to power' }).click();
    await expect
      .poll(() => sent(page))
      .toContainEqual({
        type: 'menuItemClick',
        uuid: die.uuid,
        command: 'setDieLevel',
        arg: 'power',
      });
    await expect.poll(() => mounted.count()).toBe(0);
    const clicks = commandsOf(await sent(page), 'dieClicked');
    expect(clicks).toEqual([]);
    await context.close();
  });

  it('sends dieClicked for a die without a menu', async () => {
    const { context, page } = await sandboxPage(stage, 'fixture=basic');
    const die = (await ourDice(page)).find((d) => d.menu === 0);
    if (!die) throw new Error('no die');
    const at = await dieCentre(page, die.uuid);
    await page.mouse.click(at.x, at.y);
    await expect.poll(() => sent(page)).toContainEqual({ type: 'dieClicked', uuid: die.uuid });
    await context.close();
  });

  it('marks the dice rolled or changed by the last command as new', async () => {
    const { context, page } = await fixturePage(stage, 'meditate');
    const dice = await ourDice(page);
    const [first, second, third] = dice;
    if (!first || !second || !third) throw new Error('fixture too small');
    await expect.poll(async () => (await markOf(page, first.uuid))?.isNew).toBe(true);
    // The meditation set our first die (a natural class die) to power; the others are as before.
    expect((await markOf(page, second.uuid))?.isNew).toBe(false);
    expect((await markOf(page, third.uuid))?.isNew).toBe(false);
    await screenshot(page, 'board-new-dice');
    await showFixture(page, 'basic');
    // Read the dice again on every try: the scene may still show the previous view's dice.
    const firstDieIsNew = async () => {
      const now = (await ourDice(page))[0];
      return now ? (await markOf(page, now.uuid))?.isNew : undefined;
    };
    await expect.poll(firstDieIsNew, { timeout: 15_000 }).toBe(false);
    await context.close();
  });

  it('draws attached dice on their cards, selectable, clickable and with their menu', async () => {
    const { context, page } = await fixturePage(stage, 'attachedDice');
    const attachedDice = () =>
      page.evaluate(() =>
        (window.__ashtableBoard?.scene.layout?.dice ?? [])
          .filter((d) => d.host)
          .map((d) => ({ uuid: d.die.uuid, host: d.host ?? '', ownRow: d.ownRow })),
      );
    // The scene lays the new view out at its next frame.
    await expect
      .poll(async () => (await attachedDice()).map((d) => d.ownRow).sort())
      .toEqual([false, true]);
    const attached = await attachedDice();
    // Their size and place on the card are a layout unit test (board/layout).
    const ours = attached.find((d) => d.ownRow);
    if (!ours) throw new Error('no attached die of ours');
    await expect.poll(async () => (await markOf(page, ours.uuid))?.outline).toBe('selectable');
    await screenshot(page, 'board-attached-dice');
    const at = await dieCentre(page, ours.uuid);
    await page.mouse.click(at.x, at.y);
    await expect.poll(() => sent(page)).toContainEqual({ type: 'dieClicked', uuid: ours.uuid });
    expect(commandsOf(await sent(page), 'cardClicked')).toEqual([]);
    // An attached die with menu items toggles its menu like any other die.
    await showView(
      page,
      editedView((_, me) => {
        const die = me.cardPiles.cardsInPlay[0]?.dieUpgrades[0];
        if (!die) throw new Error('fixture without an attached die of ours');
        die.uuid = 'attached-with-menu';
        die.menu = [{ text: 'Detach', command: 'detachDie' }];
      }, attachedDiceView),
    );
    await expect
      .poll(() =>
        page.evaluate(
          () => window.__ashtableBoard?.scene.probe.dieRect('attached-with-menu') ?? null,
        ),
      )
      .not.toBeNull();
    const menuAt = await dieCentre(page, 'attached-with-menu');
    await page.mouse.click(menuAt.x, menuAt.y);
    const menu = page.getByRole('menu', { name: 'Die menu' });
    await expect.poll(() => menu.textContent()).toContain('Detach');
    await context.close();
  });
});
