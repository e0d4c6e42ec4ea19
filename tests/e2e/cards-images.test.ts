import { describe, expect, it } from 'vitest';
import { newContext, serverAndBrowserPerSuite } from './harness';

/** A 1x1 transparent PNG standing in for a card photograph. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

describe('card images from CARD_IMAGE_BASE_URL', () => {
  const stage = serverAndBrowserPerSuite({ CARD_IMAGE_BASE_URL: 'https://card-images.test/cards' });

  it('shows the configured images, and falls back to the drawn card when one is missing', async () => {
    const context = await newContext(stage.browser);
    const page = await context.newPage();
    await page.route('https://card-images.test/**', (route) =>
      route.request().url().endsWith('/blue-jaguar.jpg')
        ? route.fulfill({ status: 404, body: 'missing' })
        : route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL }),
    );
    await page.goto(`${stage.server.url}/cards`);
    const aradel = page.locator('img[alt="Aradel Summergaard"]');
    await aradel.waitFor();
    expect(await aradel.getAttribute('src')).toBe(
      'https://card-images.test/cards/aradel-summergaard.jpg',
    );
    await expect
      .poll(() => aradel.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
        timeout: 15_000,
      })
      .toBe(1);
    expect(await aradel.getAttribute('src')).toContain('https://card-images.test/');
    await page.getByRole('textbox', { name: 'Search cards' }).fill('Blue Jaguar');
    const jaguar = page.locator('img[alt="Blue Jaguar"]');
    await jaguar.waitFor();
    await expect
      .poll(() => jaguar.getAttribute('src'), { timeout: 15_000 })
      .toMatch(/^data:image\/svg\+xml/);
    await context.close();
  });
});
