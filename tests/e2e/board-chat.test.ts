import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { basicView } from '../../src/board/fixtures/gameViews';
import type { GameView } from '../../src/protocol/game-view';
import { screenshot, serverAndBrowserPerSuite } from './harness';
import { openSandbox, showView } from './sandbox';

/**
 * The game chat in the board sandbox: player names styled by role and favourite colour from
 * the view's chat identities, and card names that show the card's zoom on hover.
 */

/** A face-up card in play of the basic fixture, to name in the chat. */
function cardInPlay(view: GameView): { name: string; code: string } {
  const card = view.players.aradel?.cardPiles.cardsInPlay.find(
    (c) => !c.facedown && c.name && c.code,
  );
  if (!card?.name || !card.code) throw new Error('the basic fixture has no card in play');
  return { name: card.name, code: card.code };
}

/** The basic view with a player line, a spectator line and a log line naming a table card. */
function chatView(): { view: GameView; card: { name: string; code: string } } {
  const view = basicView();
  const card = cardInPlay(view);
  view.chatIdentities = {
    aradel: { role: 'Supporter', faveColor: '#ff8800' },
    watcher: { role: 'admin', faveColor: null },
  };
  view.messages = [
    {
      mid: 1,
      activePlayer: null,
      message: [{ argType: 'player', name: 'aradel' }, ' says: hello'],
      chat: true,
    },
    { mid: 2, activePlayer: null, message: [{ argType: 'player', name: 'watcher' }, ' says: hi'] },
    { mid: 3, activePlayer: null, message: [{ argType: 'player', name: 'brennan' }, ' says: gl'] },
    {
      mid: 4,
      activePlayer: 'aradel',
      message: [
        { argType: 'player', name: 'aradel' },
        ' uses ',
        { argType: 'card', name: card.name, label: card.name, id: card.code },
      ],
    },
    {
      mid: 5,
      activePlayer: 'aradel',
      message: [
        ' plays ',
        { argType: 'card', name: 'Nowhere Card', label: 'Nowhere Card', id: 'nowhere-card' },
      ],
    },
  ];
  return { view, card };
}

describe('the game chat (sandbox)', () => {
  const stage = serverAndBrowserPerSuite();
  let page: Page;

  beforeAll(async () => {
    const context = await stage.browser.newContext({ viewport: { width: 1600, height: 1000 } });
    page = await context.newPage();
    await openSandbox(page, stage.server.url);
  });

  it('styles player names by role class and favourite colour; the role is not shown', async () => {
    await showView(page, chatView().view);
    const names = page.getByTestId('chat').getByTestId('chat-player');
    await expect.poll(() => names.count()).toBe(4);

    const aradel = names.nth(0);
    expect(await aradel.textContent()).toBe('aradel');
    expect(await aradel.getAttribute('class')).toContain('role-supporter');
    expect(await aradel.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 136, 0)');

    const watcher = names.nth(1);
    expect(await watcher.getAttribute('class')).toContain('role-admin');
    // The role class is drawn (an underline), whatever the favourite colour.
    const mark = (name: Locator) => name.evaluate((el) => getComputedStyle(el).textDecorationLine);
    expect(await mark(watcher)).toBe('underline');
    expect(await mark(aradel)).toBe('underline');

    // No identity: a plain name, no role class.
    const brennan = names.nth(2);
    expect(await brennan.getAttribute('class')).not.toContain('role-');
    expect(await mark(brennan)).toBe('none');

    const chatText = (await page.getByTestId('chat').textContent()) ?? '';
    expect(chatText).not.toMatch(/supporter|admin/i);
    await screenshot(page, 'board-chat-names');
  });

  it('draws typed chat as messages and game events as the log, told apart at a glance', async () => {
    await showView(page, chatView().view);
    const chat = page.getByTestId('chat');
    const typed = chat.locator('[data-kind="chat"]');
    const events = chat.locator('[data-kind="log"]');
    await expect.poll(() => typed.count()).toBe(1);
    expect(await events.count()).toBe(4);
    const look = (line: Locator) =>
      line.evaluate((el) => {
        const style = getComputedStyle(el);
        return { background: style.backgroundColor, border: style.borderTopStyle };
      });
    const message = await look(typed.first());
    const event = await look(events.first());
    expect(message.background).not.toBe(event.background);
    expect(message.border).toBe('solid');
    expect(event.border).toBe('none');
    await screenshot(page, 'board-chat-vs-log');
  });

  it('shows the zoom of a card named in the log while its name is hovered', async () => {
    const { view, card } = chatView();
    await showView(page, view);
    const zoom = page.getByTestId('card-zoom');
    const reference = page
      .getByTestId('chat')
      .locator(`[data-testid="chat-card"][data-stub="${card.code}"]`);
    await expect.poll(() => reference.count()).toBe(1);
    expect(await zoom.count()).toBe(0);

    await reference.hover();
    await expect.poll(() => zoom.count()).toBe(1);
    expect(await zoom.getAttribute('alt')).toBe(card.name);
    await screenshot(page, 'board-chat-card-zoom');

    await page.getByTestId('chat').getByText('says: hello').hover();
    await expect.poll(() => zoom.count()).toBe(0);

    // A card that is nowhere on the table shows no table zoom.
    await page.getByTestId('chat').getByText('Nowhere Card').hover();
    await page.waitForTimeout(100);
    expect(await zoom.count()).toBe(0);
  });
});
