// Board benchmark (issue 7): in headless Chromium at 1920x1080 with the crowded fixture board
// (60 cards in play, 20 dice, ~100 tokens, 10 hand cards) it measures
// - the JavaScript time from a new game view in the store to the finished frame (sync of the
//   scene + app.render(), timed inside the page; the software rasteriser runs in the GPU
//   process and is not part of it),
// - the CPU used and the frames drawn during 10 s of an idle board,
// - the gzip sizes of the initial JavaScript and of the lazily loaded board chunk.
// - the same update time at device pixel ratio 2 (a 4K screen), with the canvas's backing size
//   (twice its CSS size when the board draws at device pixels).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, startE2EServer } from '../tests/e2e/harness';
import { percentile } from './figures';

const root = resolve(import.meta.dirname, '..');
const distDir = join(root, 'dist/client');
const ITERATIONS = Number(process.env.BOARD_BENCH_ITERATIONS ?? 60);
const IDLE_MS = 10_000;

function gz(file: string): number {
  return gzipSync(readFileSync(file)).length;
}

/** Files a chunk imports statically (`from"./x.js"` / `import"./x.js"`), transitively. */
function closure(start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(join(distDir, 'assets', file), 'utf8');
    for (const m of text.matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)) {
      if (m[1]) queue.push(m[1]);
    }
  }
  return seen;
}

function sizes(): { initial: number; board: number; boardWithDeps: number } {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map(
    (m) => m[1] as string,
  );
  const initial = closure(entries);
  const boardFile = readdirSync(join(distDir, 'assets')).find((f) => /^board-.*\.js$/.test(f));
  if (!boardFile) throw new Error('No board chunk in dist/client/assets');
  const boardDeps = [...closure([boardFile])].filter((f) => !initial.has(f));
  const sum = (files: Iterable<string>) =>
    [...files].reduce((n, f) => n + gz(join(distDir, 'assets', f)), 0);
  return {
    initial: sum(initial),
    board: gz(join(distDir, 'assets', boardFile)),
    boardWithDeps: sum(boardDeps),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface UpdateTime {
  total: number;
  notified: number;
  sync: number;
  render: number;
  layout: number;
  cards: number;
  overlay: number;
}

/** The crowded fixture board on a new page of the given size and device pixel ratio. */
async function openCrowdedBoard(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
  deviceScaleFactor: number,
): Promise<{ context: BrowserContext; page: Page }> {
  // As most players see it: cards glide (the tests' browser asks for reduced motion).
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor,
    reducedMotion: 'no-preference',
  });
  const page = await context.newPage();
  page.on('crash', () => console.error('the page crashed'));
  page.on('pageerror', (e) => console.error('page error:', e.message));
  await page.goto(`${url}/board-sandbox?fixture=crowded`);
  await page.waitForFunction(
    () =>
      Boolean(window.__ashtableBoard?.scene.layout) &&
      window.__ashtableBoard?.scene.pendingTextures === 0,
    undefined,
    { timeout: 90_000 },
  );
  await page.waitForTimeout(1000);
  return { context, page };
}

/** Times `iterations` typical view updates, each from the store to the finished frame. */
function timeUpdates(page: Page, iterations: number): Promise<UpdateTime[]> {
  return page.evaluate(async (iterations) => {
    const board = window.__ashtableBoard;
    if (!board) throw new Error('no board');
    const out: UpdateTime[] = [];
    for (let i = 0; i < iterations; i += 1) {
      // A typical update: a token changes, a card moves from hand to play, selection flips.
      const view = structuredClone(board.store.getState().view);
      if (!view) throw new Error('no view');
      view.version += 1;
      const me = view.players.aradel;
      const them = view.players.brennan;
      if (!me || !them) throw new Error('fixture players missing');
      const unit = them.cardPiles.cardsInPlay[i % them.cardPiles.cardsInPlay.length];
      if (unit) unit.tokens.damage = ((unit.tokens.damage ?? 0) + 1) % 4;
      const card = i % 2 === 0 ? me.cardPiles.hand.shift() : me.cardPiles.cardsInPlay.pop();
      if (card) (i % 2 === 0 ? me.cardPiles.cardsInPlay : me.cardPiles.hand).push(card);
      me.cardPiles.cardsInPlay.forEach((c, k) => (c.selectable = (k + i) % 5 === 0));
      const t0 = performance.now();
      board.store.getState().setView(view);
      const notified = performance.now() - t0;
      board.scene.flush();
      const total = performance.now() - t0;
      out.push({
        total,
        notified,
        sync: board.scene.stats.lastSyncMs,
        render: board.scene.stats.lastRenderMs,
        layout: board.scene.stats.lastLayoutMs,
        cards: board.scene.stats.lastCardsMs,
        overlay: board.scene.stats.lastOverlayMs,
      });
      // Let the 300 ms transition finish before the next update.
      await new Promise((r) => setTimeout(r, 350));
    }
    return out;
  }, iterations);
}

export async function run(): Promise<void> {
  if (!existsSync(join(distDir, 'index.html'))) {
    const built = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('vite build failed');
  }
  const [server, browser] = await Promise.all([startE2EServer(), launchBrowser()]);
  try {
    const { context, page } = await openCrowdedBoard(
      browser,
      server.url,
      { width: 1920, height: 1080 },
      1,
    );
    const times = await timeUpdates(page, ITERATIONS);
    await page.waitForTimeout(1000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const metric = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      const get = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
      return { task: get('TaskDuration'), script: get('ScriptDuration') };
    };
    const rendersBefore = await page.evaluate(
      () => window.__ashtableBoard?.scene.stats.renders ?? 0,
    );
    const before = await metric();
    await page.waitForTimeout(IDLE_MS);
    const after = await metric();
    const rendersAfter = await page.evaluate(
      () => window.__ashtableBoard?.scene.stats.renders ?? 0,
    );

    const sorted = times.map((t) => t.total).sort((a, b) => a - b);
    const syncs = times.map((t) => t.sync).sort((a, b) => a - b);
    const renders = times.map((t) => t.render).sort((a, b) => a - b);
    const notifies = times.map((t) => t.notified).sort((a, b) => a - b);
    const overlays = times.map((t) => t.overlay).sort((a, b) => a - b);
    const layouts = times.map((t) => t.layout).sort((a, b) => a - b);
    const cardSyncs = times.map((t) => t.cards).sort((a, b) => a - b);
    const size = sizes();
    console.log(`crowded board at 1920x1080, ${ITERATIONS} view updates`);
    console.log(
      `  new view -> finished frame (JS: scene sync + app.render): median ${percentile(sorted, 50).toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms`,
    );
    console.log(
      `    of which store update and its React subscribers ${percentile(notifies, 50).toFixed(2)} ms, scene sync median ${percentile(syncs, 50).toFixed(2)} ms, app.render() median ${percentile(renders, 50).toFixed(2)} ms (layout ${percentile(layouts, 50).toFixed(2)} ms, card nodes ${percentile(cardSyncs, 50).toFixed(2)} ms), DOM overlays ${percentile(overlays, 50).toFixed(2)} ms`,
    );
    console.log(
      `  idle ${IDLE_MS / 1000} s: ${rendersAfter - rendersBefore} frames drawn, main-thread task time ${((after.task - before.task) * 1000).toFixed(1)} ms (${((((after.task - before.task) * 1000) / IDLE_MS) * 100).toFixed(2)} % CPU), script ${((after.script - before.script) * 1000).toFixed(1)} ms`,
    );
    console.log(`  initial JS (gzip): ${kb(size.initial)}`);
    console.log(
      `  board chunk (gzip): ${kb(size.board)}; with the PixiJS chunks it loads: ${kb(size.boardWithDeps)}`,
    );
    await context.close();

    // A streamer's 4K screen: the same board at device pixel ratio 2 (3840x2160 device pixels).
    const sharp = await openCrowdedBoard(browser, server.url, { width: 1920, height: 1080 }, 2);
    const sharpTimes = (await timeUpdates(sharp.page, ITERATIONS))
      .map((t) => t.total)
      .sort((a, b) => a - b);
    const canvas = await sharp.page.evaluate(() => {
      const c = window.__ashtableBoard?.scene.canvas;
      return c ? { width: c.width, height: c.height, cssWidth: c.clientWidth } : null;
    });
    console.log(
      `crowded board at 1920x1080, device pixel ratio 2: canvas ${canvas?.width}x${canvas?.height} device pixels for ${canvas?.cssWidth} CSS pixels wide; new view -> finished frame median ${percentile(sharpTimes, 50).toFixed(2)} ms, p95 ${percentile(sharpTimes, 95).toFixed(2)} ms`,
    );
    await sharp.context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
}
