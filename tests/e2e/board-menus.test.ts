/**
 * What a click on a card does: choose it, open its menu, or in manual mode inspect it; the
 * inspector's moves.
 */
import { describe, expect, it } from 'vitest';
import { basicView } from '../../src/board/fixtures/gameViews';
import { editedView, playersOf, rectOf, sandboxPage, slots } from './board-probe';
import { screenshot, serverAndBrowserPerSuite } from './harness';
import { commandsOf, sent, showView } from './sandbox';

describe('clicks, menus and the inspector (sandbox)', () => {
  const stage = serverAndBrowserPerSuite();

  it('sends cardClicked with the uuid of a clicked selectable card', async () => {
    const { context, page } = await sandboxPage(stage, 'fixture=crowded');
    const target = (await slots(page)).find((s) => s.selectable && s.pile === 'play area');
    if (!target) throw new Error('no selectable card');
    const rect = await rectOf(page, target.uuid);
    if (!rect) throw new Error('card not on screen');
    await page.mouse.click(rect.x + rect.w / 2, rect.y + rect.h / 2);
    await expect.poll(() => sent(page)).toContainEqual({ type: 'cardClicked', uuid: target.uuid });
    await context.close();
  });

  it('opens a card menu in the sections main, tokens and moves', async () => {
    const { context, page } = await sandboxPage(stage, 'fixture=basic');
    await showView(
      page,
      editedView((_, me) => {
        const card = me.cardPiles.spells[2];
        if (!card) throw new Error('fixture without a third spell');
        card.uuid = 'menu-card';
        // The main action prompt may choose the spell: a chosen card opens no menu.
        card.selectable = false;
        card.menu = [
          { text: 'Use', command: 'use' },
          { text: 'Add status', command: 'token', arg: 'status:1', menu: 'tokens' },
          { text: 'Move to hand', command: 'move', arg: 'hand', menu: 'moves' },
        ];
      }),
    );
    await expect.poll(() => rectOf(page, 'menu-card')).not.toBeNull();
    const rect = await rectOf(page, 'menu-card');
    if (!rect) throw new Error('card not on screen');
    await page.mouse.click(rect.x + rect.w / 2, rect.y + rect.h / 2);
    const menu = page.getByRole('menu', { name: 'Card menu' });
    await expect.poll(() => menu.textContent()).toBe('UseTokensAdd statusMovesMove to hand');
    await screenshot(page, 'board-card-menu');
    await menu.getByRole('menuitem', { name: 'Add status' }).click();
    await expect
      .poll(() => sent(page))
      .toContainEqual({
        type: 'menuItemClick',
        uuid: 'menu-card',
        command: 'token',
        arg: 'status:1',
      });
    const clicks = commandsOf(await sent(page), 'cardClicked');
    expect(clicks).toEqual([]);
    await context.close();
  });

  it('chooses a selectable card that has a menu instead of opening the menu', async () => {
    const { context, page } = await sandboxPage(stage, 'fixture=basic');
    await showView(
      page,
      editedView((_, me) => {
        me.phoenixborn.uuid = 'chosen-pb';
        me.phoenixborn.selectable = true;
        me.phoenixborn.menu = [
          { text: 'Printed art', command: 'alt', arg: 'default', menu: 'main' },
        ];
      }),
    );
    await expect.poll(() => rectOf(page, 'chosen-pb')).not.toBeNull();
    const rect = await rectOf(page, 'chosen-pb');
    if (!rect) throw new Error('card not on screen');
    await page.mouse.click(rect.x + rect.w / 2, rect.y + rect.h / 2);
    await expect.poll(() => sent(page)).toContainEqual({ type: 'cardClicked', uuid: 'chosen-pb' });
    expect(await page.getByRole('menu', { name: 'Card menu' }).count()).toBe(0);
    await context.close();
  });

  it('inspects a card in manual mode, without damage on a Ready Spell', async () => {
    const { context, page } = await sandboxPage(stage, 'fixture=basic&manual=1');
    // Not our Phoenixborn: the main action prompt may choose it (a click chooses, not inspects).
    const unit = (await slots(page)).find(
      (s) => s.pile === 'play area' && s.ownRow && !s.selectable,
    );
    if (!unit) throw new Error('no unit');
    const rect = await rectOf(page, unit.uuid);
    if (!rect) throw new Error('not on screen');
    await page.mouse.click(rect.x + rect.w / 2, rect.y + rect.h / 2);
    await expect.poll(() => sent(page)).toContainEqual({ type: 'inspectCard', uuid: unit.uuid });
    const inspect = (which: 'spell' | 'unit') =>
      showView(
        page,
        editedView(
          (_, me) => {
            const card = which === 'spell' ? me.cardPiles.spells[0] : me.cardPiles.cardsInPlay[0];
            if (!card) throw new Error('fixture without a spell and a unit');
            me.inspectionCard = card.uuid;
          },
          () => basicView({ manualMode: true }),
        ),
      );
    const inspector = page.locator('[data-testid="inspector"]');
    await inspect('spell');
    await expect.poll(() => inspector.textContent()).toContain('exhaustion');
    expect(await inspector.textContent()).not.toContain('damage');
    await screenshot(page, 'board-inspector');
    await inspect('unit');
    await expect.poll(() => inspector.textContent()).toContain('damage');
    await inspector.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => sent(page)).toContainEqual({ type: 'closeInspector' });
    await context.close();
  });

  it('chooses a selectable card in play in manual mode rather than inspecting it', async () => {
    const { context, page } = await sandboxPage(stage, 'fixture=basic&manual=1');
    const view = basicView({ manualMode: true });
    const card = playersOf(view).me.cardPiles.cardsInPlay[0];
    if (!card) throw new Error('fixture without a unit');
    card.selectable = true;
    const target = card.uuid;
    await showView(page, view);
    await expect
      .poll(async () => (await slots(page)).find((s) => s.uuid === target)?.selectable)
      .toBe(true);
    const rect = await rectOf(page, target);
    if (!rect) throw new Error('not on screen');
    await page.mouse.click(rect.x + rect.w / 2, rect.y + rect.h / 2);
    await expect.poll(() => sent(page)).toContainEqual({ type: 'cardClicked', uuid: target });
    expect(commandsOf(await sent(page), 'inspectCard')).toEqual([]);
    await context.close();
  });

  it("offers an inspected card's moves in manual mode and sends the chosen one", async () => {
    const { context, page } = await sandboxPage(stage, 'fixture=basic&manual=1');
    const view = basicView({ manualMode: true });
    const { me } = playersOf(view);
    const card = me.cardPiles.cardsInPlay[0];
    if (!card) throw new Error('fixture without a unit');
    // As the engine gives a card its controller controls in manual mode.
    card.menu = [
      { text: 'Add damage', command: 'token', arg: 'damage:1', menu: 'tokens' },
      { text: 'Return to hand', command: 'move', arg: 'hand', menu: 'moves' },
      { text: 'Discard', command: 'move', arg: 'discard', menu: 'moves' },
    ];
    me.inspectionCard = card.uuid;
    const unit = card.uuid;
    await showView(page, view);
    const moves = page.locator('[data-testid="inspector-moves"]');
    await expect
      .poll(() => moves.getByRole('button').allTextContents())
      .toEqual(['Return to hand', 'Discard']);
    await moves.getByRole('button', { name: 'Discard' }).click();
    await expect
      .poll(() => sent(page))
      .toContainEqual({
        type: 'menuItemClick',
        uuid: unit,
        command: 'move',
        arg: 'discard',
      });
    await context.close();
  });
});
