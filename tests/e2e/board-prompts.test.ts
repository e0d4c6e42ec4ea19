/**
 * The prompt panel: buttons, options, the prompt timer, alerts and the Disconnected! splash,
 * and what spectators are not offered.
 */
import { describe, expect, it } from 'vitest';
import { basicView } from '../../src/board/fixtures/gameViews';
import { editedView, playersOf, sandboxPage, showFixture } from './board-probe';
import { screenshot, serverAndBrowserPerSuite } from './harness';
import { sent, showView } from './sandbox';

describe('prompts (sandbox)', () => {
  const stage = serverAndBrowserPerSuite();

  it('sends the command of a prompt button, with a long label cut to 25 characters', async () => {
    const { context, page } = await sandboxPage(stage, 'fixture=basic');
    // The engine's main action buttons are short: one is given a long label.
    const view = editedView((_, me) => {
      const pass = me.promptState.buttons.find((b) => b.arg === 'pass');
      if (!pass) throw new Error('fixture without a Pass button');
      pass.text = 'Pass your main action and end the turn now';
    });
    const promptId = playersOf(view).me.promptState.promptId;
    await showView(page, view);
    const panel = page.locator('[data-testid="prompt-panel"]');
    await expect.poll(() => panel.textContent()).toContain('Pass your main action and…');
    await panel.getByRole('button', { name: 'Meditate' }).click();
    await expect
      .poll(() => sent(page))
      .toContainEqual({ type: 'menuButton', arg: 'meditate', uuid: promptId, method: 'choose' });
    await context.close();
  });

  it('answers an options-select prompt with the chosen option', async () => {
    const { context, page } = await sandboxPage(stage, 'fixture=basic');
    await showFixture(page, 'options');
    const select = page.locator('[data-testid="options-select"]');
    await expect.poll(() => select.isVisible()).toBe(true);
    await expect
      .poll(() => page.locator('[data-testid="control-options-select"]').textContent())
      .toContain('Choose an option for');
    await select.getByRole('combobox').click();
    await page.getByRole('option', { name: 'Gain 1 side action' }).click();
    await screenshot(page, 'board-options-select');
    await select.getByRole('button', { name: 'Done' }).click();
    await expect
      .poll(() => sent(page))
      .toContainEqual({ type: 'menuButton', arg: 'side', uuid: 'o1', method: 'choose' });
    await context.close();
  });

  it('runs the prompt timer down to a pass, and a click on a button cancels it', async () => {
    const { context, page } = await sandboxPage(stage, 'fixture=basic');
    const showTimer = async (seconds: number) => {
      const view = editedView((_, me) => {
        const pass = me.promptState.buttons.find((b) => b.arg === 'pass');
        if (!pass) throw new Error('fixture without a Pass button');
        pass.timer = true;
        me.promptState.timerLength = seconds;
      });
      await showView(page, view);
      return playersOf(view).me.promptState.promptId;
    };
    const bar = page.locator('[data-testid="prompt-timer"]');
    await showTimer(30);
    await expect.poll(() => bar.isVisible()).toBe(true);
    await screenshot(page, 'board-prompt-timer');
    await page.getByRole('button', { name: 'Meditate' }).click();
    await expect.poll(() => bar.count()).toBe(0);
    const promptId = await showTimer(1);
    await expect
      .poll(() => sent(page), { timeout: 15_000 })
      .toContainEqual({ type: 'menuButton', arg: 'pass', uuid: promptId, method: 'pass' });
    await expect.poll(() => bar.count()).toBe(0);
    await context.close();
  });

  it('shows the alert prompt and sends closeAlert, and the Disconnected! splash', async () => {
    const { context, page } = await sandboxPage(stage, 'fixture=basic');
    await showView(
      page,
      editedView((_, me) => {
        me.promptState.showAlert = true;
        me.promptState.alertText = 'Your opponent attacks';
      }),
    );
    const alert = page.getByRole('dialog');
    await expect.poll(() => alert.textContent()).toContain('Your opponent attacks');
    await alert.getByRole('button', { name: 'Ok' }).click();
    await expect.poll(() => sent(page)).toContainEqual({ type: 'closeAlert' });
    const splash = page.getByText('Disconnected!', { exact: true });
    await page.evaluate(() =>
      window.__ashtableBoard?.store.getState().setConnection('reconnecting'),
    );
    await expect.poll(() => splash.isVisible()).toBe(true);
    await screenshot(page, 'board-disconnected');
    await page.evaluate(() => window.__ashtableBoard?.store.getState().setConnection('connected'));
    await expect.poll(() => splash.count()).toBe(0);
    await context.close();
  });

  it('gives spectators no prompt, no manual mode, and no chat when spectators are muted', async () => {
    const { context, page } = await sandboxPage(stage, 'fixture=basic&viewer=spectator');
    await expect.poll(() => page.locator('[data-testid="chat"]').isVisible()).toBe(true);
    expect(await page.locator('[data-testid="prompt-panel"]').count()).toBe(0);
    expect(await page.locator('[data-testid="manual-toggle"]').count()).toBe(0);
    await page.getByRole('button', { name: 'Game menu' }).click();
    const menu = page.getByRole('menu');
    await expect.poll(() => menu.textContent()).toContain('Settings');
    expect(await menu.textContent()).not.toContain('Manual Mode');
    await page.keyboard.press('Escape');
    const muted = basicView({ viewer: null });
    muted.muteSpectators = true;
    await showView(page, muted);
    const input = page.getByRole('textbox', { name: 'Chat message' });
    await expect.poll(() => input.isDisabled()).toBe(true);
    expect(await input.getAttribute('placeholder')).toBe('Spectators cannot chat in this game');
    await context.close();
  });
});
