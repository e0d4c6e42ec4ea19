import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { GameView } from '../../src/protocol/game-view';
import { CHIMERA_PLAYER_NAME } from '../../src/protocol/lobby';
import { registerAndLogin, signedInPage } from './accounts';
import { act, boardState, boardView, clickMove, lastMiss } from './board-play';
import { screenshot, serverAndBrowserPerSuite } from './harness';

/**
 * A solo game against the Chimera, as a newcomer plays it: the Chimera picture button, the
 * player's precon and the Chimera's deck, Start, then the board, on which the Chimera takes its
 * own turns (behaviour rolls, aspects, rage dice) while the player answers only their own
 * prompts, until one side wins.
 */

/** A Chimera deck a player without a supporter account may choose. */
const CHIMERA_DECK = 'The Corpse of Viros - Fury';
/** A Master Set precon: every card automated. */
const PLAYER_PRECON = 'The Iron Men';
/**
 * Moves after which the game must have ended: the player passes every turn, so the Chimera's
 * attacks end it within a few rounds (solo self-play: about 140 commands a game).
 */
const MAX_ACTIONS = 600;
/** Reads of a board that offered nothing (the Chimera's turn running) before the test gives up. */
const MAX_WAITS = 600;

/**
 * The player's quickest way to an end: pass whenever a turn offers it (and confirm the end
 * of the turn); anything else (blocks, the first five, alerts) is answered as the seeded
 * player answers it.
 */
async function soloMove(page: Page, step: number): Promise<string> {
  const state = await boardState(page);
  const pass = state?.buttons.find((label) => label === 'Pass' || label === 'End Turn');
  if (pass && (await clickMove(page, { kind: 'button', label: pass }))) return `button ${pass}`;
  return act(page, step);
}

function chimeraOf(view: GameView | null) {
  return view?.players[CHIMERA_PLAYER_NAME];
}

async function waitForBoardChange(page: Page, version: number): Promise<void> {
  await page
    .waitForFunction(
      (v) => (window.__ashtableBoard?.store.getState().view?.version ?? -1) > v,
      version,
      { timeout: 2_000, polling: 50 },
    )
    .catch(() => undefined);
}

describe('a solo game against the Chimera in a browser', () => {
  const stage = serverAndBrowserPerSuite();

  // A whole game: its length depends on the dice (37–110 s seen on this machine), so it has
  // the time of the other whole-game tests rather than the default two minutes.
  it(
    'goes from the lobby to a board where the Chimera plays its own turns until one side wins',
    { timeout: 400_000 },
    async () => {
      const login = await registerAndLogin(stage.server.url, 'soloist');
      const page = await signedInPage(stage.browser, stage.server.url, login);

      await page.getByRole('button', { name: 'Chimera' }).click();
      const form = page.getByRole('form', { name: 'New game' });
      await form.getByRole('button', { name: 'Start' }).click();
      const pending = page.getByTestId('pending-game');
      await pending.waitFor();
      // Without a supporter account the level is the standard first stage, shown as such.
      await pending.getByText('Standard L1').waitFor();

      const rows = pending.getByTestId('pending-player');
      await rows
        .filter({ hasText: 'soloist' })
        .getByRole('button', { name: 'Select deck' })
        .click();
      await page.getByRole('tab', { name: 'Precons', exact: true }).click();
      await page.getByTestId('deck-list').locator(`[data-deck-name="${PLAYER_PRECON}"]`).click();
      await rows
        .filter({ hasText: CHIMERA_PLAYER_NAME })
        .getByRole('button', { name: 'Select deck' })
        .click();
      await page.getByRole('tab', { name: 'Chimera', exact: true }).click();
      await page.getByTestId('deck-list').locator(`[data-deck-name="${CHIMERA_DECK}"]`).click();
      await page.getByText('Ready to begin, click start to begin the game').waitFor();
      await pending.getByRole('button', { name: 'Start' }).click();

      await page.getByTestId('game-board').waitFor({ timeout: 60_000 });
      await expect.poll(() => boardState(page), { timeout: 60_000 }).not.toBeNull();
      const start = chimeraOf(await boardView(page));
      expect(start?.chimeraPhase).toBe(1);
      expect(start?.rageDice).toEqual(['basic', 'basic', 'basic', 'basic', 'basic']);
      // The Chimera's stats bar shows its phase, its rage dice and its Red Rains.
      const status = page.getByTestId('chimera-status');
      await expect.poll(() => status.getByTestId('chimera-phase').textContent()).toBe('Phase I');
      expect(await status.getByTestId('rage-dice').locator('[data-face]').count()).toBe(5);
      expect(await status.getByTestId('red-rains').textContent()).toBe('Red Rains 0');
      // Only the Chimera has them.
      expect(await page.getByTestId('chimera-status').count()).toBe(1);

      let actions = 0;
      let waits = 0;
      let waitsInARow = 0;
      let sawChimeraTurn = false;
      for (;;) {
        const state = await boardState(page);
        if (!state) throw new Error('the board lost its view');
        if (state.winner) break;
        if (actions >= MAX_ACTIONS || waits >= MAX_WAITS)
          throw new Error(`no winner after ${actions} moves and ${waits} waits`);
        if (!sawChimeraTurn && state.round >= 1) {
          const chimera = chimeraOf(await boardView(page));
          // Its turn left aspects face up on its battlefield.
          if ((chimera?.cardPiles.cardsInPlay ?? []).some((card) => !card.facedown)) {
            sawChimeraTurn = true;
            await screenshot(page, 'solo-chimera-turn');
          }
        }
        const before = state.version;
        const did = await soloMove(page, actions);
        if (did === 'waiting' || did === 'no view') {
          waits += 1;
          waitsInARow += 1;
          // The Chimera's turns run inside the player's command: a board that offers nothing
          // for this long is stuck, and what it shows says why.
          if (waitsInARow > 20)
            throw new Error(
              `stuck (${lastMiss(page) || 'nothing offered'}): ${JSON.stringify(await boardState(page))}`,
            );
          await waitForBoardChange(page, before);
        } else {
          actions += 1;
          waitsInARow = 0;
        }
      }

      expect(sawChimeraTurn).toBe(true);
      // The log tells each behaviour roll and names the Chimera as a player without an avatar.
      await page
        .getByText(/Behaviour roll \d+/)
        .first()
        .waitFor();
      expect(await page.getByTestId('non-avatar-player').count()).toBeGreaterThan(0);
      const end = await boardView(page);
      expect([login.user.username, CHIMERA_PLAYER_NAME]).toContain(end?.winner);
      await screenshot(page, 'solo-game-over');
    },
  );
});
