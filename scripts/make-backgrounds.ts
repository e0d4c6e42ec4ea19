/**
 * Rasterises the original backgrounds of src/assets/backgrounds with Debian's Chromium to
 * public/img/bgs/: `{name}.png` at 1920 wide (for browsers without `image-set()`) and
 * `{name}-{width}.webp` at each width of BACKGROUND_WIDTHS, encoded by Chromium's canvas
 * (it writes WebP, not AVIF). Run after changing a background: `npx tsx scripts/make-backgrounds.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import {
  BACKGROUND_HEIGHT,
  BACKGROUND_WIDTH,
  ashesRebornBackgroundSvg,
} from '../src/assets/backgrounds/ashesreborn';
import { BACKGROUND_WIDTHS, backgroundFileName } from '../src/assets/backgrounds/sizes';

/** WebP quality: the picture sits behind a dark gradient, where artefacts do not show. */
const WEBP_QUALITY = 0.8;

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
    for (const width of BACKGROUND_WIDTHS) {
      const height = Math.round((width * BACKGROUND_HEIGHT) / BACKGROUND_WIDTH);
      // The SVG drawn afresh at each width (no upscaling), then encoded by the canvas.
      const dataUrl = await page.evaluate(
        async ({ svg, width, height, quality }) => {
          const image = new Image(width, height);
          image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = width;
          canvas.height = height;
          canvas.getContext('2d')?.drawImage(image, 0, 0, width, height);
          return canvas.toDataURL('image/webp', quality);
        },
        { svg, width, height, quality: WEBP_QUALITY },
      );
      const [type, base64 = ''] = dataUrl.split(',');
      if (type !== 'data:image/webp;base64') throw new Error(`Chromium wrote ${type}, not WebP`);
      const file = backgroundFileName(name, width);
      writeFileSync(resolve(outDir, file), Buffer.from(base64, 'base64'));
      console.log(`wrote public/img/bgs/${file}`);
    }
  }
} finally {
  await browser.close();
}
