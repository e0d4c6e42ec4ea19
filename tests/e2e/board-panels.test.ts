import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { basicView, bluffPrompt } from '../../src/board/fixtures/gameViews';
import { CONCEDE_TEXT, LEAVE_UNFINISHED_TEXT } from '../../src/board/logic/rules';
import { editedView } from './board-probe';
import { screenshot, serverAndBrowserPerSuite } from './harness';
import { commandsOf, openSandbox, sent, showView } from './sandbox';

/** The prompt timer bar's fill in percent (MUI rounds aria-valuenow). */
async function timerPercent(page: Page): Promise<number> {
  const value = await page.getByTestId('prompt-timer').getAttribute('aria-valuenow');
  return Number(value);
}

/** A clock's minutes:seconds as seconds (NaN when it shows something else). */
async function secondsShown(clock: Locator): Promise<number> {
  const match = /^(\d+):(\d\d)$/.exec((await clock.textContent()) ?? '');
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
}

async function openGameMenu(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: 'Game menu' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Presses Escape until no dialog, menu or popover is left open. */
async function closeOverlays(page: Page): Promise<void> {
  const overlays = page.locator('.MuiDialog-root, .MuiPopover-root');
  for (let i = 0; i < 4 && (await overlays.count()) > 0; i += 1) {
    await page.keyboard.press('Escape');
    await page.waitForTimeout(50);
  }
  await expect.poll(() => overlays.count()).toBe(0);
}

function chatInput(page: Page): Locator {
  return page.getByTestId('chat').getByRole('textbox', { name: 'Chat message' });
}

describe('the board panels (sandbox)', () => {
  const stage = serverAndBrowserPerSuite();
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    const { server, browser } = stage;
    context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    // Copying the chat writes to the clipboard; the test reads it back.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    page = await context.newPage();
    await openSandbox(page, server.url);
  });
  afterAll(async () => {
    await context?.close();
  });
  beforeEach(async () => {
    await closeOverlays(page);
  });

  it('stats bar: main action, reaction and side action controls send their commands', async () => {
    await showView(page, basicView());
    const ours = page.getByTestId('stats-bottom');
    // The fixture's main action is available and no reaction played: each click toggles it.
    await ours.getByRole('button', { name: 'Main' }).click();
    await ours.getByRole('button', { name: 'Reaction' }).click();
    await ours.getByRole('button', { name: 'Side action -1' }).click();
    await ours.getByRole('button', { name: 'Side action +1' }).click();
    await expect
      .poll(() => sent(page))
      .toEqual([
        { type: 'modifyAction', action: 'main', value: 0 },
        { type: 'modifyLimited', limitedPlayed: 1 },
        { type: 'changeStat', stat: 'side', delta: -1 },
        { type: 'changeStat', stat: 'side', delta: 1 },
      ]);

    await showView(
      page,
      editedView((_, me) => {
        me.actions.main = false;
        me.limitedPlayed = 1;
      }),
    );
    await ours.getByRole('button', { name: 'Main' }).click();
    await ours.getByRole('button', { name: 'Reaction' }).click();
    await expect
      .poll(() => sent(page))
      .toEqual([
        { type: 'modifyAction', action: 'main', value: 1 },
        { type: 'modifyLimited', limitedPlayed: 0 },
      ]);
  });

  it("stats bar: no controls on the opponent's bar or for a spectator", async () => {
    const view = basicView();
    await showView(page, view);
    const theirs = page.getByTestId('stats-top');
    const side = view.players.brennan?.actions.side;
    await expect.poll(() => theirs.textContent()).toContain(`Side ${side}`);
    expect(await theirs.getByRole('button', { name: /Side action/ }).count()).toBe(0);
    expect(await theirs.getByRole('button', { name: 'Main' }).isDisabled()).toBe(true);
    expect(await theirs.getByRole('button', { name: 'Reaction' }).isDisabled()).toBe(true);

    await showView(page, basicView({ viewer: null }));
    const watched = page.getByTestId('stats-bottom');
    await expect.poll(() => watched.getByRole('button', { name: /Side action/ }).count()).toBe(0);
    expect(await watched.getByRole('button', { name: 'Main' }).isDisabled()).toBe(true);
    expect(await watched.getByTestId('manual-toggle').count()).toBe(0);
  });

  it('stats bar: first player, active player and disconnected markers (none in a replay)', async () => {
    await showView(page, basicView());
    const ours = page.getByTestId('stats-bottom');
    const theirs = page.getByTestId('stats-top');
    await expect.poll(() => ours.textContent()).toContain('First player');
    expect(await ours.textContent()).toContain('Active');
    expect(await theirs.textContent()).not.toContain('First player');
    expect(await theirs.textContent()).not.toContain('Active');
    expect(await theirs.textContent()).not.toContain('Disconnected');

    await showView(
      page,
      editedView((_, me, opponent) => {
        me.firstPlayer = false;
        me.activePlayer = false;
        opponent.firstPlayer = true;
        opponent.activePlayer = true;
        opponent.disconnected = true;
      }),
    );
    await expect.poll(() => theirs.textContent()).toContain('First player');
    expect(await theirs.textContent()).toContain('Active');
    expect(await theirs.textContent()).toContain('Disconnected');
    expect(await theirs.textContent()).not.toContain('awol');
    expect(await ours.textContent()).not.toContain('First player');

    await showView(
      page,
      editedView((_, __, opponent) => {
        opponent.disconnected = true;
        opponent.awol = true;
      }),
    );
    await expect.poll(() => theirs.textContent()).toContain('Disconnected (awol)');

    await showView(
      page,
      editedView((view, __, opponent) => {
        view.isReplay = true;
        opponent.disconnected = true;
        opponent.awol = true;
      }),
    );
    await expect.poll(() => theirs.textContent()).not.toContain('Disconnected');
  });

  it('settings: a switch sends toggleOptionSetting; the bluff and alert sliders run 0 to 10', async () => {
    await showView(page, basicView());
    await openGameMenu(page, 'Settings');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('switch', { name: 'Always group tactics' }).click();
    await dialog.getByRole('switch', { name: "Don't ice trap own units" }).click();
    await expect
      .poll(() => sent(page))
      .toEqual([
        { type: 'toggleOptionSetting', name: 'alwaysGroupTactics', value: true },
        { type: 'toggleOptionSetting', name: 'dontIceTrapOwnUnits', value: false },
      ]);

    for (const name of ['Bluff timer', 'Alert timer']) {
      const slider = dialog.getByRole('slider', { name });
      expect(await slider.getAttribute('aria-valuemin')).toBe('0');
      expect(await slider.getAttribute('aria-valuemax')).toBe('10');
    }
    expect(await dialog.textContent()).toContain('Bluff timer: 0 s');
    expect(await dialog.textContent()).toContain('Alert timer: 5 s');
    await dialog.getByRole('slider', { name: 'Bluff timer' }).focus();
    await page.keyboard.press('End');
    await dialog.getByRole('slider', { name: 'Alert timer' }).focus();
    await page.keyboard.press('Home');
    await expect
      .poll(async () => commandsOf(await sent(page), 'toggleOptionSetting').slice(2))
      .toEqual([
        { type: 'toggleOptionSetting', name: 'bluffTimer', value: 10 },
        { type: 'toggleOptionSetting', name: 'alertTimer', value: 0 },
      ]);
    await screenshot(page, 'board-panels-settings');
  });

  it('header: the spectator popup lists the names', async () => {
    await showView(
      page,
      editedView((view) => {
        view.spectators = [
          { id: 'u-carol', name: 'carol' },
          { id: 'u-dmitri', name: 'dmitri' },
        ];
      }),
    );
    const button = page.getByRole('button', { name: 'Spectators', exact: true });
    // An eye with the count.
    await expect.poll(() => button.textContent()).toBe('2');
    expect(await button.getByTestId('spectator-icon').count()).toBe(1);
    await button.click();
    const popup = page.locator('.MuiPopover-paper');
    await expect.poll(() => popup.textContent()).toBe('caroldmitri');
    expect(await popup.getByText('carol', { exact: true }).isVisible()).toBe(true);
    expect(await popup.getByText('dmitri', { exact: true }).isVisible()).toBe(true);
  });

  it("header: 'Round N' and the clock as minutes:seconds, counting down", async () => {
    await showView(
      page,
      editedView((view, me) => {
        view.round = 7;
        me.clock = { ...me.clock, mode: 'stop', secondsLeft: 125, stateId: 50 };
      }),
    );
    // The header's clock (the sidebar shows both players' clocks too).
    const clock = page.locator('header').getByTestId('game-clock');
    await expect.poll(() => page.getByTestId('round').textContent()).toBe('Round 7');
    await expect.poll(() => clock.textContent()).toBe('2:05');

    await showView(
      page,
      editedView((_, me) => {
        me.clock = { ...me.clock, mode: 'down', secondsLeft: 61, stateId: 51 };
      }),
    );
    // 1:01 at first, then counting down (a loaded machine may poll past 1:00 itself).
    await expect.poll(() => secondsShown(clock), { timeout: 10_000 }).toBeLessThanOrEqual(60);
    expect(await secondsShown(clock)).toBeGreaterThan(50);

    // The same clock seen as a spectator (it no longer reports clockZero) keeps counting.
    const watched = editedView((view, me) => {
      view.viewer = null;
      me.clock = { ...me.clock, mode: 'down', secondsLeft: 61, stateId: 51 };
    });
    await showView(page, watched);
    await expect.poll(() => secondsShown(clock), { timeout: 10_000 }).toBeLessThanOrEqual(58);
    expect(await secondsShown(clock)).toBeGreaterThan(45);
  });

  it('dice history: the first five by name and a row per round', async () => {
    const names = [
      'Kindle the Pyre',
      'Summon Ember Hound',
      'Veil of Frost',
      'Mirror Step',
      'Binding Thorns',
    ];
    await showView(
      page,
      editedView((_, me) => {
        me.firstFive = names;
        me.diceHistory = [1, 2, 3].map((round) => ({
          round,
          dice: [
            { magic: 'natural', level: 'power' },
            { magic: 'charm', level: 'basic' },
          ],
        }));
      }),
    );
    await openGameMenu(page, 'Dice History');
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toContain('First Five');
    expect(await dialog.getByTestId('first-five').getByRole('listitem').allTextContents()).toEqual(
      names,
    );
    const rows = dialog.locator('tbody tr');
    expect(await rows.count()).toBe(3);
    expect(await rows.nth(2).locator('td').first().textContent()).toBe('3');
    expect(await rows.nth(0).getByRole('img', { name: 'natural power' }).count()).toBe(1);
    await screenshot(page, 'board-panels-dice-history');
  });

  it('win splash: Leave Game sends leavegame, Close dismisses it', async () => {
    const won = () =>
      editedView((view) => {
        view.winner = 'aradel';
        view.winReason = 'phoenixborn destroyed';
      });
    await showView(page, won());
    const splash = page.getByRole('dialog');
    await expect.poll(() => splash.textContent()).toContain('Game Over');
    expect(await splash.getByTestId('winner').textContent()).toBe('aradel');
    await splash.getByRole('button', { name: 'Leave Game' }).click();
    await expect.poll(() => sent(page)).toEqual([{ type: 'leavegame' }]);

    // A view without a winner opens the splash again for the next win.
    await showView(page, basicView());
    await showView(page, won());
    await expect.poll(() => splash.count()).toBe(1);
    await splash.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await sent(page)).toEqual([]);
    // The game is over: the header offers Leave instead of Concede.
    expect(await page.getByRole('button', { name: 'Leave', exact: true }).count()).toBe(1);
  });

  it("chat: 'Chat...' for players; muted spectators cannot chat and see no Mute toggle", async () => {
    await showView(page, basicView());
    const input = chatInput(page);
    const chat = page.getByTestId('chat');
    await expect.poll(() => input.getAttribute('placeholder')).toBe('Chat...');
    expect(await chat.getByRole('button', { name: 'Mute' }).count()).toBe(1);
    await input.fill('good game');
    await input.press('Enter');
    await expect.poll(() => sent(page)).toEqual([{ type: 'chat', text: 'good game' }]);
    expect(await input.inputValue()).toBe('');
    await chat.getByRole('button', { name: 'Mute' }).click();
    await expect
      .poll(async () => commandsOf(await sent(page), 'toggleMuteSpectators'))
      .toEqual([{ type: 'toggleMuteSpectators' }]);

    await showView(
      page,
      editedView((view) => {
        view.viewer = null;
        view.muteSpectators = true;
      }),
    );
    await expect
      .poll(() => input.getAttribute('placeholder'))
      .toBe('Spectators cannot chat in this game');
    expect(await input.isDisabled()).toBe(true);
    // Spectators may not toggle muting (the engine refuses it): no Mute or Unmute for them.
    expect(await chat.getByRole('button', { name: /Mute|Unmute/ }).count()).toBe(0);

    await showView(page, basicView({ viewer: null }));
    await expect.poll(() => input.getAttribute('placeholder')).toBe('Chat...');
    expect(await input.isDisabled()).toBe(false);
    expect(await chat.getByRole('button', { name: /Mute|Unmute/ }).count()).toBe(0);
  });

  it("chat: copying shows 'Copied game chat to clipboard'", async () => {
    await showView(page, basicView());
    await page.getByRole('button', { name: 'Copy chat' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('Copied game chat to clipboard');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('brennan: good luck, have fun');
    expect(copied).toContain("aradel's turn");
  });

  it('concede asks first and sends concede only on Ok', async () => {
    await showView(page, basicView());
    const concede = page.getByRole('button', { name: 'Concede' });
    const dialog = page.getByRole('dialog');
    await concede.click();
    await expect.poll(() => dialog.textContent()).toContain(CONCEDE_TEXT);
    expect(CONCEDE_TEXT).toBe('Are you sure you want to concede this game?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await sent(page)).toEqual([]);

    await concede.click();
    await dialog.getByRole('button', { name: 'Ok' }).click();
    await expect.poll(() => sent(page)).toEqual([{ type: 'concede' }]);
  });

  it('leave: asks before leaving an unfinished solo game; spectators leave at once', async () => {
    await showView(
      page,
      editedView((view) => {
        view.solo = true;
      }),
    );
    const dialog = page.getByRole('dialog');
    await page.getByRole('button', { name: 'Leave', exact: true }).click();
    await expect.poll(() => dialog.textContent()).toContain(LEAVE_UNFINISHED_TEXT);
    expect(LEAVE_UNFINISHED_TEXT).toBe(
      'Your game is not finished. If you leave you will concede the game. Are you sure you want to leave?',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await sent(page)).toEqual([]);
    await page.getByRole('button', { name: 'Leave', exact: true }).click();
    await dialog.getByRole('button', { name: 'Ok' }).click();
    await expect.poll(() => sent(page)).toEqual([{ type: 'leavegame' }]);

    await showView(page, basicView({ viewer: null }));
    await page.getByRole('button', { name: 'Leave', exact: true }).click();
    await expect.poll(() => sent(page)).toEqual([{ type: 'leavegame' }]);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('prompt timer: a new view of the same prompt keeps the bar shrinking; expiry passes', async () => {
    // A long timer, so that a slow machine cannot run it out before the bar is read.
    await showView(page, basicView({ promptState: bluffPrompt('d1', 30) }));
    await expect.poll(() => timerPercent(page)).toBeLessThan(100);
    await page.waitForTimeout(1000);
    const before = await timerPercent(page);
    expect(before).toBeLessThan(98);

    // The opponent chats: a new game state with the same prompt (new arrays, as off the wire).
    const chatted = basicView({ promptState: bluffPrompt('d1', 30) });
    chatted.messages.push({
      mid: 99,
      activePlayer: null,
      message: [{ argType: 'player', name: 'brennan' }, ' says: hurry up'],
    });
    await showView(page, chatted);
    await expect.poll(() => page.getByTestId('chat').textContent()).toContain('hurry up');
    await page.waitForTimeout(1000);
    expect(await timerPercent(page)).toBeLessThan(before);

    // Another prompt starts its own timer, and at zero the timed button passes by itself.
    await showView(page, basicView({ promptState: bluffPrompt('d2', 1) }));
    await expect
      .poll(() => sent(page), { timeout: 15_000 })
      // The engine's reaction window passes with its button "skip".
      .toEqual([{ type: 'menuButton', arg: 'skip', uuid: 'd2', method: 'pass' }]);
    expect(await page.getByTestId('prompt-timer').count()).toBe(0);
  });

  it('prompt timer: clicking a button cancels it, and a new view does not restart it', async () => {
    await showView(page, basicView({ promptState: bluffPrompt('d3', 1) }));
    await expect.poll(() => page.getByTestId('prompt-timer').count()).toBe(1);
    // The reaction window's only button is Pass itself: its click is the answer, not the timer's.
    await page.getByTestId('prompt-panel').getByRole('button', { name: 'Pass' }).click();
    expect(await page.getByTestId('prompt-timer').count()).toBe(0);
    const clicked = { type: 'menuButton', arg: 'skip', uuid: 'd3', method: 'choose' };
    expect(commandsOf(await sent(page), 'menuButton')).toEqual([clicked]);
    // The answer has not arrived yet: a view with the same prompt keeps the timer stopped.
    await page.evaluate((view) => window.__ashtableBoard?.store.getState().setView(view), {
      ...basicView({ promptState: bluffPrompt('d3', 1) }),
    });
    await page.waitForTimeout(1400);
    expect(await page.getByTestId('prompt-timer').count()).toBe(0);
    expect(commandsOf(await sent(page), 'menuButton')).toEqual([clicked]);
  });
});
