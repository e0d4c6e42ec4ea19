import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readReplayFile } from '../../src/protocol/replay-format';
import type { Replay } from '../../src/protocol/results';
import { REPLAY_TAG_LABELS } from '../../src/protocol/results';
import type { Login } from './accounts';
import { registerAndLogin, saveSettings, signedInPage } from './accounts';
import { playTurns, startPreconGame } from './board-play';
import { screenshot, serverAndBrowserPerSuite } from './harness';

/**
 * Shared replays in a real browser: alice (who lets shared replays show her hand) and bobby
 * play a short ranked game until bobby concedes; its replay is shared by default, so a
 * logged-out browser opens /replay/{gameId}?step=N and sees step N on the board with bobby's
 * hand hidden. Alice then stars it from her results and finds it among the Famous games.
 */

function poll<T>(read: () => T | Promise<T>, timeout = 20_000) {
  return expect.poll(read, { timeout, interval: 100 });
}

/** What the board of a replay shows, read from its store. */
function replayBoard(page: Page) {
  return page.evaluate(() => {
    const view = window.__ashtableBoard?.store.getState().view;
    if (!view) return null;
    const hand = (name: string) => view.players[name]?.cardPiles.hand ?? [];
    return {
      version: view.version,
      isReplay: view.isReplay,
      round: view.round,
      viewer: view.viewer,
      // A hidden card carries no name; a shown one does.
      bobbyNamed: hand('bobby').filter((card) => Boolean(card.name)).length,
      bobbyCards: hand('bobby').length,
      aliceNamed: hand('alice').filter((card) => Boolean(card.name)).length,
      aliceCards: hand('alice').length,
    };
  });
}

function versionOf(state: unknown): unknown {
  return typeof state === 'object' && state !== null && 'version' in state
    ? state.version
    : undefined;
}

/** The number of cards in a player's hand at a step of the replay as the API sent it. */
function handSize(state: unknown, name: string): number {
  if (typeof state !== 'object' || state === null || !('players' in state)) return 0;
  const players: unknown = state.players;
  if (typeof players !== 'object' || players === null || !(name in players)) return 0;
  const player: unknown = Object.entries(players).find(([key]) => key === name)?.[1];
  if (typeof player !== 'object' || player === null || !('cardPiles' in player)) return 0;
  const piles: unknown = player.cardPiles;
  if (typeof piles !== 'object' || piles === null || !('hand' in piles)) return 0;
  return Array.isArray(piles.hand) ? piles.hand.length : 0;
}

describe('a shared replay opened by its link', () => {
  const stage = serverAndBrowserPerSuite();
  let alice: Login;
  let a: Page;
  let gameId: string;
  let replay: Replay;

  it(
    'plays a short ranked game whose replay is shared by default',
    // A whole game's turns played by clicks: as long as its shuffles make it, slower on a busy machine.
    { timeout: 600_000 },
    async () => {
      alice = await registerAndLogin(stage.server.url, 'alice');
      const bobby = await registerAndLogin(stage.server.url, 'bobby');
      // Alice lets shared replays show her hand; bobby keeps the default (hidden).
      await saveSettings(stage.server.url, alice, { showHandInReplays: true });
      a = await signedInPage(stage.browser, stage.server.url, alice);
      const b = await signedInPage(stage.browser, stage.server.url, bobby);
      await startPreconGame(a, b, "alice's game", async (form) => {
        await form.getByRole('radio', { name: 'Ranked' }).check();
      });
      const turns = await playTurns(a, b, 3);
      expect(turns.size).toBeGreaterThan(1);
      await b.getByRole('button', { name: 'Concede' }).click();
      await b.getByRole('button', { name: 'Ok' }).click();
      for (const page of [a, b]) {
        await poll(() => page.getByTestId('winner').textContent(), 30_000).toBe('alice');
        await page.getByRole('button', { name: 'Leave Game' }).click();
        await page.getByRole('button', { name: '2 Player' }).waitFor({ timeout: 30_000 });
      }
      await b.context().close();

      // The game's row in alice's results offers its link and a star.
      await a.goto(`${stage.server.url}/results`);
      await a.getByRole('tab', { name: 'Game List' }).click();
      const row = a.locator('[data-testid^="game-row-"]');
      await poll(() => row.count(), 30_000).toBe(1);
      gameId = ((await row.getAttribute('data-testid')) ?? '').replace('game-row-', '');
      await row.getByRole('button', { name: 'Copy link' }).waitFor();

      // The replay anyone may fetch: no login.
      const response = await fetch(`${stage.server.url}/api/game/${gameId}/shared-replay`);
      expect(response.status).toBe(200);
      replay = readReplayFile(await response.json());
      expect(replay.steps.length).toBeGreaterThan(5);
    },
  );

  it('opens at the step of its link in a logged-out browser, hiding what a spectator could not see', async () => {
    // A step of a player's turn where both players hold cards.
    const index = replay.steps.findIndex(
      (step, i) => i > 0 && handSize(step.state, 'alice') > 0 && handSize(step.state, 'bobby') > 0,
    );
    expect(index).toBeGreaterThan(0);
    const stepNumber = index + 1;
    const anonymous = await signedInPage(stage.browser, stage.server.url, null);
    await anonymous.goto(`${stage.server.url}/replay/${gameId}?step=${stepNumber}`);
    await anonymous.getByTestId('game-board').waitFor({ timeout: 60_000 });
    await poll(() => anonymous.getByTestId('replay-step-count').textContent()).toBe(
      `Step ${stepNumber} of ${replay.steps.length}`,
    );
    const tag = replay.steps[index]?.tag;
    if (tag) {
      await poll(() => anonymous.getByTestId('replay-step-tag').textContent()).toBe(
        REPLAY_TAG_LABELS[tag],
      );
    }
    await poll(async () => (await replayBoard(anonymous))?.version).toBe(
      versionOf(replay.steps[index]?.state),
    );
    const board = await replayBoard(anonymous);
    expect(board).toMatchObject({ isReplay: true, viewer: null, bobbyNamed: 0 });
    expect(board?.bobbyCards).toBeGreaterThan(0);
    // Alice allowed her hand: it is shown.
    expect(board?.aliceNamed).toBe(board?.aliceCards);
    expect(board?.aliceCards).toBeGreaterThan(0);
    // Nobody is logged in: no star, but the link can be copied.
    const controls = anonymous.getByTestId('replay-controls');
    expect(await controls.getByRole('button', { name: 'Copy link' }).count()).toBe(1);
    expect(await controls.getByRole('button', { name: 'Add to favourites' }).count()).toBe(0);
    await screenshot(anonymous, 'shared-replay-step');

    // A step past the end shows the last one; a step that is no number says so.
    await anonymous.goto(`${stage.server.url}/replay/${gameId}?step=99999`);
    await poll(() => anonymous.getByTestId('replay-step-count').textContent(), 60_000).toBe(
      `Step ${replay.steps.length} of ${replay.steps.length}`,
    );
    await anonymous.goto(`${stage.server.url}/replay/${gameId}?step=two`);
    await poll(() => anonymous.getByTestId('shared-replay-problem').textContent()).toContain(
      'steps are whole numbers from 1',
    );
    // A game that does not exist gets a clear page.
    await anonymous.goto(`${stage.server.url}/replay/no-such-game`);
    await poll(() => anonymous.getByTestId('shared-replay-problem').textContent()).toContain(
      'Game not found',
    );
    await anonymous.context().close();
  });

  it('lets alice star the replay and lists it among the Famous games', async () => {
    await a.goto(`${stage.server.url}/results`);
    await a.getByRole('tab', { name: 'Game List' }).click();
    const row = a.getByTestId(`game-row-${gameId}`);
    await row.getByRole('button', { name: 'Add to favourites' }).click();
    await poll(() =>
      row.getByRole('button', { name: 'Remove from favourites' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await a.getByRole('tab', { name: 'Famous games' }).click();
    const famous = a.getByTestId(`famous-row-${gameId}`);
    await poll(() => famous.locator('td').nth(2).textContent(), 30_000).toBe('1');
    expect(await famous.locator('td').first().textContent()).toContain('alice');
    await famous.getByRole('link', { name: 'Watch' }).click();
    await poll(() => new URL(a.url()).pathname).toBe(`/replay/${gameId}`);
    await poll(() => a.getByTestId('replay-step-count').textContent(), 60_000).toBe(
      `Step 1 of ${replay.steps.length}`,
    );
  });
});
