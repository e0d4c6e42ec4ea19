import { readFileSync } from 'node:fs';
import { launchBrowser, newContext, startE2EServer } from './harness';

const view = JSON.parse(readFileSync(process.argv[2] ?? '/tmp/probe/slash-me.json', 'utf8'));
const server = await startE2EServer();
const browser = await launchBrowser();
try {
  const page = await (await newContext(browser)).newPage();
  page.on('console', (m) => { if (m.type() === 'error') console.log('page error:', m.text()); });
  await page.goto(`${server.url}/board-sandbox?fixture=basic`);
  await page.waitForSelector('[data-testid="board-canvas"]', { timeout: 60000 });
  await page.waitForFunction(() => Boolean(window.__ashtableBoard?.scene.layout));
  await page.evaluate((v) => window.__ashtableBoard!.store.getState().setView(v), view);
  await page.waitForFunction(() => (window.__ashtableBoard?.scene.pendingTextures ?? 1) === 0);
  await page.waitForTimeout(800);
  const who = process.argv[3] ?? view.viewer; const uuid = view.players[who].phoenixborn.uuid;
  const rect = await page.evaluate((id) => window.__ashtableBoard!.scene.cardRect(id), uuid);
  console.log('rect', rect);
  await page.evaluate(() => { window.__sandboxSent = []; });
  const at = { x: rect!.x + rect!.w / 2, y: rect!.y + rect!.h / 2 };
  console.log('top element', await page.evaluate((p) => { const e = document.elementFromPoint(p.x, p.y); return e?.tagName + ' ' + (e?.getAttribute('data-testid') ?? '') + ' ' + (e?.className ?? ''); }, at));
  await page.mouse.click(at.x, at.y);
  await page.waitForTimeout(500);
  console.log('sent', JSON.stringify(await page.evaluate(() => window.__sandboxSent)));
  await page.screenshot({ path: '/tmp/probe/slash.png' });
} finally {
  await browser.close();
  await server.stop();
}
