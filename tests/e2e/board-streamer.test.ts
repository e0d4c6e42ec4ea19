import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { replayGameView } from '../../src/app/replay/replay-view';
import { lastAction } from '../../src/board/logic/streamer';
import { readReplayFile } from '../../src/protocol/replay-format';
import type { Login } from './accounts';
import { registerAndLogin, saveSettings, signedInPage } from './accounts';
import { act, startPreconGame } from './board-play';
import { screenshot, serverAndBrowserPerSuite } from './harness';

/**
 * The streamer view and the replay's side choice in real browsers: carol watches alice and
 * bobby's ranked game in streamer view (no header, menu, sidebar or chat; the last game event
 * called out with its card); after bobby concedes, alice watches her own replay from either
 * side (her hand face up, bobby's kept hidden) and a logged-out browser watches the shared
 * replay, where only alice's hand (she allowed it) is ever face up.
 */

function poll<T>(read: () => T | Promise<T>, timeout = 20_000) {
  return expect.poll(read, { timeout, interval: 100 });
}

/** What the board shows: who is at the bottom and how many of each hand's cards are named. */
function boardSides(page: Page) {
  return page.evaluate(() => {
    const view = window.__ashtableBoard?.store.getState().view;
    if (!view) return null;
    const players = Object.values(view.players);
    const named = (name: string) =>
      (view.players[name]?.cardPiles.hand ?? []).filter((card) => Boolean(card.name)).length;
    const cards = (name: string) => (view.players[name]?.cardPiles.hand ?? []).length;
    return {
      bottom: players[0]?.name ?? null,
      aliceNamed: named('alice'),
      aliceCards: cards('alice'),
      bobbyNamed: named('bobby'),
      bobbyCards: cards('bobby'),
    };
  });
}

/** The callout the board should show: the newest game event of its view's log. */
function expectedCallout(page: Page) {
  return page.evaluate(() => window.__ashtableBoard?.store.getState().view?.messages ?? []);
}

describe('streamer view and replay sides', () => {
  const stage = serverAndBrowserPerSuite();
  let a: Page;
  let b: Page;
  let c: Page;
  let gameId: string;
  let alice: Login;

  it(
    'a spectator turns on streamer view: no chat or menu, the last action called out with its card',
    {
      timeout: 300_000,
    },
    async () => {
      alice = await registerAndLogin(stage.server.url, 'alice');
      const bobby = await registerAndLogin(stage.server.url, 'bobby');
      const carol = await registerAndLogin(stage.server.url, 'carol');
      // Alice lets shared replays show her hand; bobby keeps the default (hidden).
      await saveSettings(stage.server.url, alice, { showHandInReplays: true });
      a = await signedInPage(stage.browser, stage.server.url, alice);
      b = await signedInPage(stage.browser, stage.server.url, bobby);
      await startPreconGame(a, b, "alice's game", async (form) => {
        await form.getByRole('radio', { name: 'Ranked' }).check();
      });

      c = await signedInPage(stage.browser, stage.server.url, carol);
      const row = c.getByTestId('game-row').filter({ hasText: "alice's game" });
      await row.getByRole('button', { name: 'Watch' }).click();
      const board = c.getByTestId('game-board');
      await board.waitFor({ timeout: 60_000 });
      await c.getByRole('button', { name: 'Game menu' }).waitFor();
      expect(await c.getByTestId('sidebar').count()).toBe(1);

      // The header's toggle: the table alone, and the address says so (an OBS source can use it).
      await c.getByRole('button', { name: 'Streamer view' }).click();
      await poll(() => board.getAttribute('data-streamer')).toBe('true');
      await poll(() => new URL(c.url()).searchParams.get('view')).toBe('stream');
      expect(await c.getByRole('button', { name: 'Game menu' }).count()).toBe(0);
      expect(await c.getByTestId('sidebar').count()).toBe(0);
      expect(await board.getByRole('textbox').count()).toBe(0);
      expect(await c.getByRole('button', { name: 'Leave' }).count()).toBe(0);

      // The players move until a move naming a card is called out on carol's board.
      const callout = c.getByTestId('last-action');
      let named = 0;
      for (let step = 0; step < 200 && named === 0; step += 1) {
        for (const page of [a, b]) await act(page, step);
        named = await callout.locator('[data-kind="card"]').count();
      }
      expect(named).toBeGreaterThan(0);
      // It reads as the newest game event of carol's own view (a move may have followed the one
      // that named a card, so the newest may name none).
      await poll(async () => {
        const expected = lastAction(await expectedCallout(c));
        return (
          expected !== null &&
          expected !== undefined &&
          (await callout.textContent()) === expected.text
        );
      }, 30_000).toBe(true);
      await screenshot(c, 'board-streamer-view');

      // Escape leaves it; the shortcut comes back to it.
      await c.keyboard.press('Escape');
      await poll(() => board.getAttribute('data-streamer')).toBe('false');
      await c.getByRole('button', { name: 'Game menu' }).waitFor();
      expect(new URL(c.url()).searchParams.get('view')).toBeNull();
      await c.keyboard.press('Shift+S');
      await poll(() => board.getAttribute('data-streamer')).toBe('true');
      await c.keyboard.press('Shift+S');
      await poll(() => board.getAttribute('data-streamer')).toBe('false');
      await c.context().close();

      await b.getByRole('button', { name: 'Concede' }).click();
      await b.getByRole('button', { name: 'Ok' }).click();
      for (const page of [a, b]) {
        await poll(() => page.getByTestId('winner').textContent(), 30_000).toBe('alice');
        await page.getByRole('button', { name: 'Leave Game' }).click();
        await page.getByRole('button', { name: '2 Player' }).waitFor({ timeout: 30_000 });
      }
      await b.context().close();
    },
  );

  /** Steps forward on a replay's board until both hands hold cards. */
  async function toStepWithHands(page: Page) {
    for (let i = 0; i < 60; i += 1) {
      const sides = await boardSides(page);
      if (sides && sides.aliceCards > 0 && sides.bobbyCards > 0) return;
      await page.getByRole('button', { name: 'Step forward' }).click();
    }
    throw new Error('no step where both players hold cards');
  }

  it(
    "shows alice's own replay from her side with her hand, and bobby's side with his kept hidden",
    {
      timeout: 120_000,
    },
    async () => {
      await a.goto(`${stage.server.url}/results`);
      await a.getByRole('tab', { name: 'Game List' }).click();
      const row = a.locator('[data-testid^="game-row-"]');
      await poll(() => row.count(), 30_000).toBe(1);
      gameId = ((await row.getAttribute('data-testid')) ?? '').replace('game-row-', '');
      await row.getByRole('button', { name: 'Load replay', exact: true }).click();
      await a.getByTestId('game-board').waitFor({ timeout: 60_000 });
      await toStepWithHands(a);

      // Her own game: she is at the bottom, her hand face up, bobby's hidden.
      const sides = a.getByTestId('replay-side');
      await poll(async () => (await boardSides(a))?.bottom).toBe('alice');
      let seen = await boardSides(a);
      expect(seen?.aliceNamed).toBe(seen?.aliceCards);
      expect(seen?.bobbyNamed).toBe(0);
      expect(await a.getByTestId('replay-hand-hidden').count()).toBe(0);

      await sides.getByRole('button', { name: 'bobby' }).click();
      await poll(async () => (await boardSides(a))?.bottom).toBe('bobby');
      seen = await boardSides(a);
      expect(seen?.bobbyCards).toBeGreaterThan(0);
      expect(seen?.bobbyNamed).toBe(0);
      await a.getByTestId('replay-hand-hidden').waitFor();
      await screenshot(a, 'replay-side-bobby-hidden');

      // What the API sent her: bobby's hand hidden at every step, hers shown.
      const response = await fetch(`${stage.server.url}/api/game/${gameId}/replay/`, {
        headers: { authorization: `Bearer ${alice.token}` },
      });
      expect(response.status).toBe(200);
      const replay = readReplayFile(await response.json());
      const views = replay.steps.map((step) => replayGameView(step.state));
      const named = (name: string) =>
        views.reduce(
          (sum, view) =>
            sum + (view?.players[name]?.cardPiles.hand ?? []).filter((card) => card.name).length,
          0,
        );
      expect(named('bobby')).toBe(0);
      expect(named('alice')).toBeGreaterThan(0);
    },
  );

  it(
    "lets a logged-out viewer of the shared replay switch sides: alice's hand face up, bobby's hidden",
    {
      timeout: 120_000,
    },
    async () => {
      const anonymous = await signedInPage(stage.browser, stage.server.url, null);
      await anonymous.goto(`${stage.server.url}/replay/${gameId}`);
      await anonymous.getByTestId('game-board').waitFor({ timeout: 60_000 });
      await toStepWithHands(anonymous);
      const sides = anonymous.getByTestId('replay-side');

      await sides.getByRole('button', { name: 'bobby' }).click();
      await poll(async () => (await boardSides(anonymous))?.bottom).toBe('bobby');
      let seen = await boardSides(anonymous);
      expect(seen?.bobbyNamed).toBe(0);
      await anonymous.getByTestId('replay-hand-hidden').waitFor();

      await sides.getByRole('button', { name: 'alice' }).click();
      await poll(async () => (await boardSides(anonymous))?.bottom).toBe('alice');
      seen = await boardSides(anonymous);
      expect(seen?.aliceCards).toBeGreaterThan(0);
      expect(seen?.aliceNamed).toBe(seen?.aliceCards);
      expect(seen?.bobbyNamed).toBe(0);
      await poll(() => anonymous.getByTestId('replay-hand-hidden').count()).toBe(0);

      // ?view=stream opens the shared replay in streamer view (an OBS browser source).
      await anonymous.goto(`${stage.server.url}/replay/${gameId}?step=3&view=stream`);
      const board = anonymous.getByTestId('game-board');
      await board.waitFor({ timeout: 60_000 });
      await poll(() => board.getAttribute('data-streamer')).toBe('true');
      expect(await anonymous.getByTestId('replay-controls').count()).toBe(0);
      await anonymous.context().close();
    },
  );
});
