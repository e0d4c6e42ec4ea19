/**
 * Screenshots of the board for the README (docs/): games in progress from the board sandbox's
 * fixtures at 1920x1080, drawn by the built client (CLIENT_DIR, default dist/client) in Debian's
 * Chromium. Run by hand after a visible change of the board:
 *
 *   npx vite build --outDir /tmp/client && CLIENT_DIR=/tmp/client npx tsx scripts/board-screenshots.ts
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { launchBrowser, startE2EServer } from '../tests/e2e/harness';

const outDir = resolve(import.meta.dirname, '../docs');
const SHOTS = [
  { fixture: 'basic', file: 'board-1920x1080.png' },
  { fixture: 'battle', file: 'board-battle-1920x1080.png' },
] as const;

mkdirSync(outDir, { recursive: true });
const server = await startE2EServer();
const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  for (const shot of SHOTS) {
    await page.goto(`${server.url}/board-sandbox?fixture=${shot.fixture}`);
    await page.waitForSelector('[data-testid="board-canvas"]', { timeout: 60_000 });
    // Drawn once the table is laid out, every texture is loaded and the catalogue has come
    // (the cards' magic colours their pictures).
    await page.waitForFunction(
      () => {
        const scene = window.__ashtableBoard?.scene;
        return Boolean(scene?.layout) && scene?.pendingTextures === 0;
      },
      null,
      { timeout: 60_000 },
    );
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() => window.__ashtableBoard?.scene.pendingTextures === 0);
    await page.mouse.move(0, 1079);
    await page.screenshot({ path: resolve(outDir, shot.file) });
    console.log(`docs/${shot.file}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
