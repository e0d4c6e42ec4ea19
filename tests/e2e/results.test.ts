import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  roundBack,
  roundForward,
  stepBack,
  stepForward,
  turnBack,
  turnForward,
} from '../../src/app/replay/navigation';
import { readReplayFile } from '../../src/protocol/replay-format';
import type { Replay, ReplayStepTag } from '../../src/protocol/results';
import { REPLAY_TAG_LABELS } from '../../src/protocol/results';
import { registerAndLogin, signedInPage } from './accounts';
import { playTurns, startPreconGame } from './board-play';
import { screenshot, serverAndBrowserPerSuite } from './harness';

/**
 * Results and replays in a real browser: alice and bobby play a short ranked game through the
 * lobby and the game node until bobby concedes; the game shows in alice's results and stats;
 * its replay is downloaded, loaded back through the replay loader and watched on the game
 * board, stepped by step, turn and round, then played to the end.
 */

const LABEL = 'PHX week 1';
const CHAT_LINE = 'good game, bobby';

function poll<T>(read: () => T | Promise<T>, timeout = 20_000) {
  return expect.poll(read, { timeout, interval: 100 });
}

/** The view version of a step's board (each step is a different moment of the game). */
function versionOf(state: unknown): unknown {
  return typeof state === 'object' && state !== null && 'version' in state
    ? state.version
    : undefined;
}

/** What the board of a replay shows, read from its store and scene. */
function replayBoard(page: Page) {
  return page.evaluate(() => {
    const board = window.__ashtableBoard;
    const view = board?.store.getState().view;
    if (!board || !view) return null;
    const players = Object.values(view.players);
    return {
      version: view.version,
      isReplay: view.isReplay,
      viewer: view.viewer,
      round: view.round,
      winner: view.winner,
      // Every Phoenixborn of the step is drawn on the canvas.
      phoenixbornDrawn: players.every(
        (p) => board.scene.probe.cardRect(p.phoenixborn.uuid) !== null,
      ),
    };
  });
}

/** Steps the replay plays by itself at the end of the navigation test. */
const PLAYED_STEPS = 3;

describe('results and replays of a game played through the servers', () => {
  const stage = serverAndBrowserPerSuite();
  let a: Page;
  let b: Page;
  let downloads: string;
  let decks: Record<string, string>;
  let gameId: string;
  let alicePhoenixborn: string;
  let bobbyWounds: number;
  let file: Replay;
  let tags: ReplayStepTag[];

  beforeAll(async () => {
    downloads = mkdtempSync(join(tmpdir(), 'ashtable-e2e-results-'));
  });

  afterAll(async () => {
    rmSync(downloads, { recursive: true, force: true });
  });

  const stepCount = () => a.getByTestId('replay-step-count').textContent();
  const stepTag = () => a.getByTestId('replay-step-tag').textContent();
  /** The controls and the board both show step `index` of the replay. */
  const expectStep = async (index: number) => {
    await poll(stepCount).toBe(`Step ${index + 1} of ${tags.length}`);
    const tag = tags[index];
    if (tag) await poll(stepTag).toBe(REPLAY_TAG_LABELS[tag]);
    const version = versionOf(file.steps[index]?.state);
    await poll(async () => (await replayBoard(a))?.version).toBe(version);
  };

  it(
    'plays a short ranked game through the servers until one player concedes',
    // A whole game's turns played by clicks: as long as its shuffles make it, slower on a busy machine.
    { timeout: 600_000 },
    async () => {
      const [alice, bobby] = [
        await registerAndLogin(stage.server.url, 'alice'),
        await registerAndLogin(stage.server.url, 'bobby'),
      ];
      a = await signedInPage(stage.browser, stage.server.url, alice);
      b = await signedInPage(stage.browser, stage.server.url, bobby);
      decks = await startPreconGame(a, b, "alice's game", async (form) => {
        await form.getByRole('radio', { name: 'Ranked' }).check();
        await form.getByLabel('Label (optional)').fill(LABEL);
      });
      expect(decks.alice).toBeTruthy();
      expect(decks.bobby).toBeTruthy();

      // Both players act through the board until each has begun a turn.
      const turns = await playTurns(a, b, 3);
      expect(turns.size).toBeGreaterThan(1);
      await screenshot(a, 'results-game-alice');

      // A chat line on the board is kept with the game's record.
      await a.getByLabel('Chat message').fill(CHAT_LINE);
      await a.getByLabel('Chat message').press('Enter');
      await poll(() => b.getByTestId('chat').textContent()).toContain(CHAT_LINE);

      await b.getByRole('button', { name: 'Concede' }).click();
      await b.getByRole('button', { name: 'Ok' }).click();
      for (const page of [a, b]) {
        await poll(() => page.getByTestId('winner').textContent(), 30_000).toBe('alice');
      }
      const end = await a.evaluate(() => {
        const view = window.__ashtableBoard?.store.getState().view;
        return {
          pb: view?.players.alice?.phoenixborn.name ?? '',
          wounds: view?.players.bobby?.phoenixborn.tokens.damage ?? 0,
        };
      });
      alicePhoenixborn = end.pb;
      bobbyWounds = end.wounds;
      expect(alicePhoenixborn).not.toBe('');
      for (const page of [a, b]) {
        await page.getByRole('button', { name: 'Leave Game' }).click();
        await page.getByRole('button', { name: '2 Player' }).waitFor({ timeout: 30_000 });
      }
    },
  );

  it('shows the game in the stats and in My Results with every column', async () => {
    await a.goto(`${stage.server.url}/results`);
    const stats = a.getByTestId('phoenixborn-stats');
    await poll(() => stats.textContent(), 30_000).toContain('Total');
    const rows = stats.locator('tbody tr');
    await poll(() => rows.count()).toBe(2);
    // Alice won her only game with her Phoenixborn: 1 win, 0 losses, 1 game, 100 %.
    expect(await rows.nth(0).locator('td').allTextContents()).toEqual([
      alicePhoenixborn,
      '1',
      '0',
      '1',
      '100',
    ]);
    expect(await rows.nth(1).locator('td').allTextContents()).toEqual([
      'Total',
      '1',
      '0',
      '1',
      '100',
    ]);
    await a.locator('#stats-type').click();
    await a.getByRole('option', { name: 'Casual PvP' }).click();
    await poll(() => stats.textContent()).toContain('You have no recorded games.');

    await a.getByRole('tab', { name: 'Game List' }).click();
    const row = a.locator('[data-testid^="game-row-"]');
    await poll(() => row.count(), 30_000).toBe(1);
    gameId = ((await row.getAttribute('data-testid')) ?? '').replace('game-row-', '');
    expect(gameId).not.toBe('');
    const cells = await row.locator('td').allTextContents();
    expect(cells[0]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d/);
    expect(cells[0]).toContain(LABEL);
    expect(cells[1]).toBe(`${decks.alice}${alicePhoenixborn}`);
    expect(cells[2]).toBe(`bobby${decks.bobby}`);
    expect(cells[3]).toBe('aliceconcede');
    expect(cells[4]).toBe('Y');
    expect(cells[5]).toBe(String(bobbyWounds));
    expect(cells[6]).toContain('Game Chat');
    expect(cells[6]).toContain('Load replay');
    expect(cells[6]).toContain('Download replay');
    expect(cells[6]).toMatch(/\dh \d\dm$/);
    await screenshot(a, 'results-game-list');

    await row.getByRole('button', { name: 'Game Chat' }).click();
    const chat = a.getByRole('dialog');
    await poll(() => chat.textContent()).toContain(CHAT_LINE);
    expect(await chat.textContent()).toContain('alice ·');
    await chat.getByRole('button', { name: 'Close' }).click();
    await chat.waitFor({ state: 'hidden' });

    // Casual only: the ranked game is filtered out, and comes back with All Types.
    await a.locator('#games-type').click();
    await a.getByRole('option', { name: 'Casual' }).click();
    await poll(() => a.getByTestId('game-list').textContent()).toContain(
      'You have no recorded games.',
    );
    await a.locator('#games-type').click();
    await a.getByRole('option', { name: 'All Types' }).click();
    await row.waitFor();
  });

  it('downloads the replay as {gameId}.ashtable holding {success, replay}', async () => {
    const row = a.getByTestId(`game-row-${gameId}`);
    const [download] = await Promise.all([
      a.waitForEvent('download', { timeout: 60_000 }),
      row.getByRole('button', { name: 'Download replay', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${gameId}.ashtable`);
    const path = join(downloads, download.suggestedFilename());
    await download.saveAs(path);
    const zip = await JSZip.loadAsync(readFileSync(path));
    const inside = Object.values(zip.files).find((entry) => !entry.dir);
    const json: unknown = JSON.parse((await inside?.async('string')) ?? '{}');
    // Format 2: the first step is the board, every later one a patch; the log comes once.
    expect(json).toMatchObject({ success: true, replay: { version: 2, log: expect.any(Array) } });
    file = readReplayFile(json);
    expect(file.gameId).toBe(gameId);
    tags = file.steps.map((step) => step.tag);
    expect(tags[0]).toBe('prepare');
    expect(tags.at(-1)).toBe('end');
    expect(tags).toContain('begin-turn');
    expect(tags.filter((tag) => tag === 'prepare').length).toBeGreaterThan(1);
    // Every step is a different moment of the game.
    const versions = file.steps.map((step) => versionOf(step.state));
    expect(new Set(versions).size).toBe(versions.length);
  });

  it('loads the zip in the replay loader and shows its first step on the board', async () => {
    await a.goto(stage.server.url);
    await a.getByRole('button', { name: 'Replay', exact: true }).click();
    const dialog = a.getByRole('dialog');
    await dialog.waitFor();
    const notZip = join(downloads, 'not-a-replay.txt');
    writeFileSync(notZip, 'hello');
    await a.getByTestId('replay-file-input').setInputFiles(notZip);
    await poll(() => dialog.textContent()).toContain('Not a valid zip file');
    await a.getByTestId('replay-file-input').setInputFiles(join(downloads, `${gameId}.ashtable`));
    await poll(() => dialog.textContent()).toContain(`${tags.length} steps`);
    await dialog.getByRole('button', { name: 'Start' }).click();

    await a.getByTestId('game-board').waitFor({ timeout: 60_000 });
    await expectStep(0);
    await poll(() => replayBoard(a)).toMatchObject({
      isReplay: true,
      viewer: null,
      phoenixbornDrawn: true,
    });
    // The controls sit in the board's sidebar; nothing on the board can send a command.
    const board = a.getByTestId('game-board');
    expect(await board.getByTestId('replay-controls').count()).toBe(1);
    expect(await board.locator('canvas').count()).toBeGreaterThan(0);
    expect(await board.getByTestId('prompt-panel').count()).toBe(0);
    expect(await board.getByLabel('Chat message').isVisible()).toBe(false);
    expect(await board.getByText('Disconnected!').count()).toBe(0);
    expect(await board.getByTestId('manual-toggle').count()).toBe(0);
    await screenshot(a, 'replay-loaded');
  });

  it('steps, jumps by turn and round, and plays to the end', { timeout: 300_000 }, async () => {
    const last = tags.length - 1;
    let index = 0;
    /** Presses a control and checks the step it leads to; the win splash of the end is closed. */
    const go = async (label: string, to: (tags: ReplayStepTag[], index: number) => number) => {
      await a.getByRole('button', { name: label, exact: true }).click();
      index = to(tags, index);
      await expectStep(index);
      if (index === last) await a.getByRole('button', { name: 'Close', exact: true }).click();
    };
    await go('Step forward', stepForward);
    await go('Step back', stepBack);
    // Back never goes below 0: at the first step the back controls are off.
    for (const label of ['Step back', 'Turn back', 'Round back']) {
      expect(await a.getByRole('button', { name: label, exact: true }).isDisabled()).toBe(true);
    }

    await go('Turn forward', turnForward);
    await screenshot(a, 'replay-turn');
    await go('Turn forward', turnForward);
    await go('Turn back', turnBack);
    await go('Round forward', roundForward);
    await go('Round back', roundBack);

    // Jump to the last round and its last turn, step to a few steps before the end, then play
    // the rest (1500 ms a step: the player's own pace, so only the last few are played).
    let guard = 0;
    while (roundForward(tags, index) < last && guard++ < 50)
      await go('Round forward', roundForward);
    while (turnForward(tags, index) < last && guard++ < 100) await go('Turn forward', turnForward);
    const stepButton = a.getByRole('button', { name: 'Step forward', exact: true });
    while (last - index > PLAYED_STEPS) {
      await stepButton.click();
      index = stepForward(tags, index);
      if ((last - index) % 20 === 0)
        await poll(stepCount).toBe(`Step ${index + 1} of ${tags.length}`);
    }
    await expectStep(index);
    expect(index).toBeLessThan(last);
    const remaining = last - index;
    await a.getByRole('button', { name: 'Play', exact: true }).click();
    await poll(stepTag, 20_000 + remaining * 1500).toBe('Game End');
    await expectStep(last);
    await poll(async () => (await replayBoard(a))?.winner).toBe('alice');
    await a.getByText('Game Over', { exact: true }).waitFor();
    await screenshot(a, 'replay-end');
    await a.getByRole('button', { name: 'Close', exact: true }).click();
    // Playing stopped at the end and cannot start again there.
    expect(await a.getByRole('button', { name: 'Play', exact: true }).isDisabled()).toBe(true);

    // Clearing removes the replay and the board: the lobby is back.
    await a.getByRole('button', { name: 'Clear replay' }).click();
    await poll(() => a.getByTestId('game-board').count()).toBe(0);
    await a.getByRole('button', { name: '2 Player' }).waitFor();
  });

  it('Load replay in the results list shows the replay on the board at /', async () => {
    await a.goto(`${stage.server.url}/results`);
    await a.getByRole('tab', { name: 'Game List' }).click();
    const row = a.getByTestId(`game-row-${gameId}`);
    await row.getByRole('button', { name: 'Load replay', exact: true }).click();
    await poll(() => new URL(a.url()).pathname).toBe('/');
    await a.getByTestId('game-board').waitFor({ timeout: 60_000 });
    await expectStep(0);
    // Leave on the replay's board clears it.
    await a.getByRole('button', { name: 'Leave', exact: true }).click();
    await poll(() => a.getByTestId('game-board').count()).toBe(0);
  });
});
