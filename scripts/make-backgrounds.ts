/**
 * Rasterises the original backgrounds of src/assets/backgrounds to public/img/bgs/*.png with
 * Debian's Chromium. Run after changing a background: `npx tsx scripts/make-backgrounds.ts`.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import {
  BACKGROUND_HEIGHT,
  BACKGROUND_WIDTH,
  ashesRebornBackgroundSvg,
} from '../src/assets/backgrounds/ashesreborn';

const backgrounds: Record<string, string> = { ashesreborn: ashesRebornBackgroundSvg() };
const outDir = resolve(import.meta.dirname, '../public/img/bgs');
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({
    viewport: { width: BACKGROUND_WIDTH, height: BACKGROUND_HEIGHT },
  });
  for (const [name, svg] of Object.entries(backgrounds)) {
    await page.setContent(`<body style="margin:0">${svg}</body>`);
    await page.screenshot({ path: resolve(outDir, `${name}.png`), type: 'png' });
    console.log(`wrote public/img/bgs/${name}.png`);
  }
} finally {
  await browser.close();
}
