import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngineContext, GameSetup } from '../../src/engine';
import { applyCommand } from '../../src/engine';
import type { FinishedGameRecord, ReplayStepTag } from '../../src/protocol/results';
import { REPLAY_TAG_LABELS } from '../../src/protocol/results';
import { openPglite } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { users } from '../../src/server/db/schema';
import { readCatalogue, readPrecons } from '../../src/server/scripts/catalogue-files';
import { playLoggedGame, preconSetup } from '../../src/server/scripts/self-play-log';
import { recordFinishedGame } from '../../src/server/services/game-records';
import { hashPassword } from '../../src/server/services/passwords';
import { engineReplayReducer } from '../../src/server/services/replay/engine-replay';
import { buildReplaySteps } from '../../src/server/services/replay/replay-steps';
import { roundBack, roundForward, turnBack, turnForward } from '../../src/app/replay/navigation';
import type { E2EServer } from './harness';
import { SHARED_DATA_DIR, launchBrowser, newContext, screenshot, startE2EServer } from './harness';

/**
 * Results and replays in a real browser: a short game between two bots (through the rules
 * engine, recorded with recordFinishedGame as the game node does) shows in My Results and in
 * the stats; its replay is downloaded, loaded back through the replay loader and stepped
 * through by step, turn and round, then played to the end.
 */

const PASSWORD = 'results-password';
const GAME_ID = 'e2e-results-game';
const LABEL = 'PHX week 1';

function poll<T>(read: () => T | Promise<T>, timeout = 20_000) {
  return expect.poll(read, { timeout, interval: 100 });
}

describe('results and replays in a browser', () => {
  let server: E2EServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let dataDir: string;
  let tags: ReplayStepTag[];
  let bobWounds: number;

  /** The seeded game: 150 bot commands (two rounds) of two precons, then Bob concedes. */
  async function seed(): Promise<void> {
    const database = await openPglite(join(dataDir, 'pglite'));
    await migrate(database);
    const hash = await hashPassword(PASSWORD);
    const inserted = await database.db
      .insert(users)
      .values(
        ['alice', 'bob'].map((username) => ({
          username,
          email: `${username}@example.test`,
          passwordHash: hash,
        })),
      )
      .returning({ id: users.id, username: users.username });
    const id = (name: string) => inserted.find((u) => u.username === name)?.id ?? null;

    const engine: EngineContext = { catalogue: readCatalogue(SHARED_DATA_DIR) };
    const [deckA, deckB] = readPrecons(SHARED_DATA_DIR);
    if (!deckA || !deckB) throw new Error('no precons');
    const setup: GameSetup = {
      seed: 'e2e-results',
      players: [
        { name: 'alice', deck: preconSetup(deckA) },
        { name: 'bob', deck: preconSetup(deckB) },
      ],
    };
    const pbName = (stub: string | undefined) =>
      stub ? (engine.catalogue[stub]?.name ?? stub) : '';
    const game = playLoggedGame(setup, engine, 3, 150);
    const conceded = applyCommand(game.final, engine, 'bob', { type: 'concede' });
    if (conceded.error) throw new Error(conceded.error);
    const commands = [...game.commands, { player: 'bob', command: { type: 'concede' } }];
    const final = conceded.state;
    const wounds = (player: 'p1' | 'p2') =>
      final.cards[final.players[player].phoenixborn]?.tokens.damage ?? 0;
    bobWounds = wounds('p2');
    const { seed: replaySeed, ...rest } = setup;
    tags = buildReplaySteps(engineReplayReducer(engine), {
      seed: replaySeed,
      setup: rest,
      commands,
    }).map((s) => s.tag);

    const finishedAt = new Date(Date.now() - 5 * 60_000);
    const record: FinishedGameRecord = {
      gameId: GAME_ID,
      name: "alice's game",
      label: LABEL,
      gameType: 'competitive',
      gameFormat: 'constructed',
      solo: false,
      startedAt: new Date(finishedAt.getTime() - (75 * 60_000 + 30_000)),
      finishedAt,
      winner: 'alice',
      winReason: 'concede',
      rounds: final.round,
      players: [
        {
          userId: id('alice'),
          name: 'alice',
          deck: {
            id: null,
            name: deckA.name,
            phoenixborn: pbName(deckA.phoenixborn[0]?.id),
            phoenixbornStub: null,
          },
          wounds: wounds('p1'),
          diceSpent: final.players.p1.stats.diceSpent,
          cardsPlayed: final.players.p1.stats.cardsPlayed,
        },
        {
          userId: id('bob'),
          name: 'bob',
          deck: {
            id: null,
            name: deckB.name,
            phoenixborn: pbName(deckB.phoenixborn[0]?.id),
            phoenixbornStub: null,
          },
          wounds: bobWounds,
          diceSpent: final.players.p2.stats.diceSpent,
          cardsPlayed: final.players.p2.stats.cardsPlayed,
        },
      ],
      chat: [{ name: 'bob', message: 'good game, I concede', at: finishedAt }],
      saveReplay: true,
      isPublic: false,
      pairing: null,
      replay: { seed: replaySeed, setup: rest, commands },
    };
    await recordFinishedGame({ database }, record);
    await database.close();
  }

  async function login(username: string) {
    const response = await fetch(`${server.url}/api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: PASSWORD }),
    });
    if (!response.ok) throw new Error(`login failed: ${response.status}`);
    return (await response.json()) as { token: string; refreshToken: unknown; user: unknown };
  }

  const stepCount = () => page.getByTestId('replay-step-count').textContent();
  const stepTag = () => page.getByTestId('replay-step-tag').textContent();
  const expectStep = async (index: number) => {
    await poll(stepCount).toBe(`Step ${index + 1} of ${tags.length}`);
    const tag = tags[index];
    if (tag) await poll(stepTag).toBe(REPLAY_TAG_LABELS[tag]);
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'ashtable-e2e-results-'));
    await seed();
    [server, browser] = await Promise.all([startE2EServer({ DATA_DIR: dataDir }), launchBrowser()]);
    const stored = await login('alice');
    context = await newContext(browser);
    await context.addInitScript((auth) => {
      if (!window.localStorage.getItem('token')) {
        window.localStorage.setItem('token', JSON.stringify(auth.token));
        window.localStorage.setItem('refreshToken', JSON.stringify(auth.refreshToken));
        window.localStorage.setItem('user', JSON.stringify(auth.user));
      }
    }, stored);
    page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows the game in the stats and in the game list with every column', async () => {
    expect(tags[0]).toBe('prepare');
    expect(tags.at(-1)).toBe('end');
    expect(tags.filter((t) => t === 'prepare').length).toBeGreaterThan(2);
    expect(tags.filter((t) => t === 'begin-turn').length).toBeGreaterThan(2);
    await page.goto(`${server.url}/results`);
    const stats = page.getByTestId('phoenixborn-stats');
    await poll(() => stats.textContent()).toContain('Total');
    const rows = stats.locator('tbody tr');
    await poll(() => rows.count()).toBe(2);
    // Alice won her only game with her Phoenixborn: 1 win, 0 losses, 1 game, 100 %.
    expect(await rows.nth(0).locator('td').allTextContents()).toEqual([
      expect.any(String),
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

    // Solo games only: none.
    await page.locator('#stats-type').click();
    await page.getByRole('option', { name: 'Solo' }).click();
    await poll(() => stats.textContent()).toContain('You have no recorded games.');

    await page.getByRole('tab', { name: 'Game List' }).click();
    const row = page.getByTestId(`game-row-${GAME_ID}`);
    await row.waitFor();
    const cells = await row.locator('td').allTextContents();
    expect(cells[0]).toContain(LABEL);
    expect(cells[0]).toMatch(/\d{4}-\d\d-\d\d \d\d:\d\d/);
    expect(cells[2]).toContain('bob');
    expect(cells[3]).toContain('alice');
    expect(cells[3]).toContain('concede');
    expect(cells[4]).toBe('Y');
    expect(cells[5]).toBe(String(bobWounds));
    expect(cells[6]).toContain('Game Chat');
    expect(cells[6]).toContain('Load replay');
    expect(cells[6]).toContain('Download replay');
    expect(cells[6]).toContain('1h 15m');
    await screenshot(page, 'results-game-list');

    // Casual only: the ranked game is filtered out, and comes back with All Types.
    await page.locator('#games-type').click();
    await page.getByRole('option', { name: 'Casual' }).click();
    await poll(() => page.getByTestId('game-list').textContent()).toContain(
      'You have no recorded games.',
    );
    await page.locator('#games-type').click();
    await page.getByRole('option', { name: 'All Types' }).click();
    await row.waitFor();

    await row.getByRole('button', { name: 'Game Chat' }).click();
    await poll(() => page.getByRole('dialog').textContent()).toContain('good game, I concede');
    await page.getByRole('button', { name: 'Close' }).click();
  });

  it('downloads the replay and loads it back through the replay loader', async () => {
    const row = page.getByTestId(`game-row-${GAME_ID}`);
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      row.getByRole('button', { name: 'Download replay', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${GAME_ID}.ashtable`);
    const file = join(dataDir, download.suggestedFilename());
    await download.saveAs(file);
    const zip = await JSZip.loadAsync(readFileSync(file));
    const inside = Object.values(zip.files)[0];
    const json = JSON.parse((await inside?.async('string')) ?? '{}') as {
      success: boolean;
      replay: { steps: { tag: string }[] };
    };
    expect(json.success).toBe(true);
    expect(json.replay.steps.map((s) => s.tag)).toEqual(tags);

    await page.goto(server.url);
    await page.getByText('Replay', { exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const notZip = join(dataDir, 'not-a-replay.txt');
    writeFileSync(notZip, 'hello');
    await page.getByTestId('replay-file-input').setInputFiles(notZip);
    await poll(() => dialog.textContent()).toContain('Not a valid zip file');
    await page.getByTestId('replay-file-input').setInputFiles(file);
    await poll(() => dialog.textContent()).toContain(`${tags.length} steps`);
    await dialog.getByRole('button', { name: 'Start' }).click();
    await expectStep(0);
    await screenshot(page, 'replay-loaded');
  });

  it('steps, jumps by turn and round, and plays to the end', async () => {
    const click = (label: string) => page.getByRole('button', { name: label, exact: true }).click();
    let index = 0;
    await click('Step forward');
    index = 1;
    await expectStep(index);
    await click('Step back');
    index = 0;
    await expectStep(index);
    // Back never goes below 0: at the first step the back controls are off.
    expect(await page.getByRole('button', { name: 'Step back', exact: true }).isDisabled()).toBe(
      true,
    );

    await click('Turn forward');
    index = turnForward(tags, index);
    await expectStep(index);
    await click('Turn forward');
    index = turnForward(tags, index);
    await expectStep(index);
    await click('Turn back');
    index = turnBack(tags, index);
    await expectStep(index);

    await click('Round forward');
    index = roundForward(tags, index);
    await expectStep(index);
    await poll(() => page.getByTestId('replay-summary').textContent()).toMatch(/Round \d+/);
    await click('Round back');
    index = roundBack(tags, index);
    await expectStep(index);

    // Jump to the last round and its last turn, then play the rest: 1500 ms a step.
    let guard = 0;
    while (roundForward(tags, index) < tags.length - 1 && guard++ < 50) {
      await click('Round forward');
      index = roundForward(tags, index);
      await expectStep(index);
    }
    while (turnForward(tags, index) < tags.length - 1 && guard++ < 100) {
      await click('Turn forward');
      index = turnForward(tags, index);
      await expectStep(index);
    }
    const remaining = tags.length - 1 - index;
    await click('Play');
    await poll(stepTag, 20_000 + remaining * 1500).toBe('Game End');
    await expectStep(tags.length - 1);
    await poll(() => page.getByTestId('replay-summary').textContent()).toContain('Winner: alice');
    await poll(() => page.getByRole('button', { name: 'Play', exact: true }).isDisabled()).toBe(
      true,
    );
    await screenshot(page, 'replay-end');

    await page.getByRole('button', { name: 'Clear replay' }).click();
    await poll(() => page.getByTestId('replay-panel').count()).toBe(0);
  });

  it('Load replay in the results list opens the replay at /', async () => {
    await page.goto(`${server.url}/results`);
    await page.getByRole('tab', { name: 'Game List' }).click();
    const row = page.getByTestId(`game-row-${GAME_ID}`);
    await row.getByRole('button', { name: 'Load replay', exact: true }).click();
    await poll(() => new URL(page.url()).pathname).toBe('/');
    await expectStep(0);
  });
});
