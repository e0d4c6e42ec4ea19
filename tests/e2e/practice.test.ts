import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { registerAndLogin, signedInPage } from './accounts';
import type { BoardState } from './board-play';
import type { GameView } from '../../src/protocol/game-view';
import { RESTART_PRACTICE_TEXT } from '../../src/board/logic/rules';
import {
  boardState,
  boardView,
  chooseMove,
  clickMove,
  describeMove,
  finishFirstFive,
  newerView,
  seededRandom,
} from './board-play';
import { screenshot, serverAndBrowserPerSuite } from './harness';

/**
 * A practice game against the Easy computer: made from the lobby's Practice button with both
 * decks chosen by the player, then played on the board by seeded clicks (the computer answers
 * on the game node, without delay here) until a Phoenixborn is destroyed.
 *
 * PRACTICE_SEED=<n> repeats the player's choices (the computer's depend on the game).
 */

/** The Iron Men mirror ends soonest when attacks are preferred (see board-game.test.ts). */
const PRECON = 'The Iron Men';
const COMPUTER = 'Computer (Easy)';
/** The player's clicks after which the game must have ended. */
const MAX_ACTIONS = 600;
const MAX_MISSES = 30;
const SEED = Number(process.env.PRACTICE_SEED ?? Math.floor(Math.random() * 2 ** 31));

/**
 * Waits until the board shows a view other than `version`: a take-back rebuilds the game, so
 * its view may carry an earlier version than the one it replaced.
 */
async function otherView(page: Page, version: number, timeout: number): Promise<boolean> {
  try {
    await page.waitForFunction(
      (v) => (window.__ashtableBoard?.store.getState().view?.version ?? v) !== v,
      version,
      { timeout, polling: 25 },
    );
    return true;
  } catch {
    return false;
  }
}

function hasChoice(state: BoardState): boolean {
  return (
    state.alert ||
    state.buttons.length > 0 ||
    state.freshCards.length > 0 ||
    state.selectableDice.length > 0
  );
}

/** Picks a precon in the open select-deck modal. */
async function pickPrecon(page: Page, precon: string): Promise<void> {
  await page.getByRole('tab', { name: 'Precons', exact: true }).click();
  await page
    .getByTestId('deck-list')
    .getByRole('button')
    .filter({ hasText: precon })
    .first()
    .click();
}

describe('a practice game against the computer', () => {
  const stage = serverAndBrowserPerSuite({ COMPUTER_DELAY_MS: '0' });
  let page: Page;

  it('starts from the lobby with both decks chosen by the player', async () => {
    console.log(`practice seed ${SEED} (PRACTICE_SEED=${SEED} repeats these choices)`);
    const login = await registerAndLogin(stage.server.url, 'alice');
    page = await signedInPage(stage.browser, stage.server.url, login);
    await page.getByRole('button', { name: 'Practice' }).click();
    const form = page.getByRole('form', { name: 'New game' });
    await form.getByRole('radio', { name: COMPUTER }).check();
    await form.getByRole('button', { name: 'Start' }).click();

    const pending = page.getByTestId('pending-game');
    await expect
      .poll(() => pending.getByTestId('pending-player').count(), { timeout: 30_000 })
      .toBe(2);
    const selects = pending.getByRole('button', { name: 'Select deck' });
    await selects.first().click();
    await pickPrecon(page, PRECON);
    await selects.last().click();
    await pickPrecon(page, PRECON);
    await page.getByText('Ready to begin, click start to begin the game').waitFor();
    const seats: Record<string, string> = {};
    for (const row of await page.getByTestId('pending-player').all()) {
      const [name, deck] = await row.locator('p').allTextContents();
      if (name && deck) seats[name] = deck;
    }
    expect(seats).toEqual({ alice: PRECON, [COMPUTER]: PRECON });
    await pending.getByRole('button', { name: 'Start' }).click();
    await page.getByTestId('game-board').waitFor({ timeout: 60_000 });
    await expect.poll(() => boardState(page), { timeout: 60_000 }).not.toBeNull();
    expect(Object.keys((await boardState(page))?.wounds ?? {}).sort()).toEqual(
      [COMPUTER, 'alice'].sort(),
    );
  });

  it('restarts from the board: a new game with the same decks, from its first five', async () => {
    // Into the game first: the first five chosen, so the restarted board is visibly fresh.
    await expect.poll(() => finishFirstFive(page), { timeout: 30_000 }).toBe(true);
    const before = await boardView(page);
    if (!before?.id) throw new Error('no game view');
    const phoenixborns = (view: GameView) =>
      Object.fromEntries(Object.values(view.players).map((p) => [p.name, p.phoenixborn.name]));

    await page.getByRole('button', { name: 'Restart', exact: true }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: RESTART_PRACTICE_TEXT });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await boardView(page))?.id).toBe(before.id);
    await page.getByRole('button', { name: 'Restart', exact: true }).click();
    await dialog.getByRole('button', { name: 'Ok' }).click();

    await expect
      .poll(async () => (await boardView(page))?.id ?? before.id, { timeout: 60_000 })
      .not.toBe(before.id);
    await page.getByTestId('first-five').waitFor({ timeout: 30_000 });
    const after = await boardView(page);
    if (!after) throw new Error('no view after the restart');
    // Before the first round: its first five still to choose, nothing played.
    expect(after.round).toBeLessThanOrEqual(1);
    expect(after.players.alice?.cardPiles.cardsInPlay ?? []).toEqual([]);
    expect(after.winner).toBeNull();
    expect(phoenixborns(after)).toEqual(phoenixborns(before));
    expect(phoenixborns(after)).toEqual({ alice: 'Coal Roarkwin', [COMPUTER]: 'Coal Roarkwin' });
    await screenshot(page, 'practice-restarted');
  });

  it('is played on the board to the end, the computer answering every decision', async () => {
    const random = seededRandom(SEED);
    const recent: string[] = [];
    const fail = (why: string) =>
      new Error(`${why} (seed ${SEED}); last clicks:\n${recent.slice(-15).join('\n')}`);
    let actions = 0;
    let misses = 0;
    let last: BoardState | null = null;
    let takeBack: string | null = null;
    for (;;) {
      const state = await boardState(page);
      if (!state) throw fail('the board lost its view');
      expect(state.hiddenNames, "alice sees the computer's hand or deck").toBe(0);
      if (state.winner) {
        last = state;
        break;
      }
      if (actions >= MAX_ACTIONS) throw fail(`no winner after ${MAX_ACTIONS} clicks`);
      if (!hasChoice(state)) {
        // The computer's turn: its answer comes as a newer view.
        if (!(await newerView(page, state.version, 15_000)))
          throw fail('the computer did not answer');
        continue;
      }
      if (takeBack === null && actions >= 4) {
        takeBack = await checkTakeBack(state);
        recent.push(`take back: ${takeBack}`);
        continue;
      }
      if (await finishFirstFive(page)) {
        actions += 1;
        recent.push(`${actions}. first five`);
        continue;
      }
      const move = chooseMove(state, random);
      if (!move) throw fail('a prompt with nothing to click');
      actions += 1;
      recent.push(`${actions}. [${state.promptTitle}] ${describeMove(move)}`);
      const changed =
        (await clickMove(page, move)) && (await newerView(page, state.version, 10_000));
      if (!changed && ++misses > MAX_MISSES) throw fail(`${misses} clicks changed nothing`);
    }
    console.log(
      `practice seed ${SEED}: ${last.winner} wins in round ${last.round} after ${actions} clicks`,
    );
    expect([COMPUTER, 'alice']).toContain(last.winner);
    expect(takeBack).not.toBeNull();
    expect(last.winReason).toBe('Phoenixborn destroyed');
    await expect
      .poll(() => page.getByTestId('winner').textContent(), { timeout: 30_000 })
      .toBe(last.winner);
    await page.getByText('Game Over', { exact: true }).waitFor();
    await screenshot(page, 'practice-game-over');
  }, 600_000);

  /**
   * The header's Take back in a practice game: it undoes alice's last action (a newer view)
   * unless the computer has answered it since, which the board says.
   */
  async function checkTakeBack(state: BoardState): Promise<string> {
    const button = page.getByRole('button', { name: 'Take back', exact: true });
    await button.waitFor();
    await button.click();
    const refused = page.getByText(/can no longer be taken back|no move to take back/);
    const outcome = await Promise.race([
      otherView(page, state.version, 15_000).then((moved) => (moved ? 'undone' : null)),
      refused.waitFor({ timeout: 15_000 }).then(
        () => 'refused',
        () => null,
      ),
    ]);
    if (!outcome) throw new Error('Take back neither undid a move nor said why not');
    await screenshot(page, `practice-take-back-${outcome}`);
    return outcome;
  }
});
