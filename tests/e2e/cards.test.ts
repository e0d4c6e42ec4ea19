import { describe, expect, it } from 'vitest';
import { newContext, screenshot, serverAndBrowserPerSuite } from './harness';

describe('the Cards page in a browser', () => {
  const stage = serverAndBrowserPerSuite();

  it('draws the player cards of the catalogue and finds one by name', async () => {
    const context = await newContext(stage.browser);
    const page = await context.newPage();
    await page.goto(`${stage.server.url}/cards`);
    await page.getByRole('heading', { name: 'All Cards' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Player cards' }).isChecked()).toBe(true);
    await page.locator('img[alt="Aradel Summergaard"]').waitFor();
    const drawn = await page.locator('img[alt="Aradel Summergaard"]').getAttribute('src');
    expect(drawn).toMatch(/^data:image\/svg\+xml/);
    expect(decodeURIComponent(drawn ?? '')).toContain('BATTLEFIELD');
    await screenshot(page, 'cards-player');

    await page.getByRole('textbox', { name: 'Search cards' }).fill('jaguar');
    await page.locator('img[alt="Blue Jaguar"]').waitFor();
    await expect
      .poll(() => page.locator('img[alt="Aradel Summergaard"]').count(), { timeout: 15_000 })
      .toBe(0);

    await page.getByRole('button', { name: 'Blue Jaguar', exact: true }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Conjuration');
    await screenshot(page, 'cards-details');
    await context.close();
  });

  it('adds more cards as the gallery scrolls', async () => {
    const context = await newContext(stage.browser);
    const page = await context.newPage();
    await page.goto(`${stage.server.url}/cards`);
    await page.locator('img[alt="Aradel Summergaard"]').waitFor();
    const first = await page.locator('[data-card]').count();
    expect(first).toBeLessThan(200);
    await expect
      .poll(
        async () => {
          await page.mouse.wheel(0, 20_000);
          return page.locator('[data-card]').count();
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(first);
    await context.close();
  });

  it('switches to the chimera cards', async () => {
    const context = await newContext(stage.browser);
    const page = await context.newPage();
    await page.goto(`${stage.server.url}/cards`);
    await page.locator('img[alt="Aradel Summergaard"]').waitFor();
    await page.getByRole('radio', { name: 'Chimera cards' }).check();
    await page.locator('img[alt="The Corpse of Viros"]').waitFor();
    expect(await page.locator('img[alt="Aradel Summergaard"]').count()).toBe(0);
    const names = await page
      .locator('[data-card]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-card') ?? ''));
    expect(names.some((stub) => stub.includes('ultimate') || stub.includes('behaviour'))).toBe(
      false,
    );
    await screenshot(page, 'cards-chimera');
    await context.close();
  });

  it('marks chained cards with the chain icon', async () => {
    const context = await newContext(stage.browser);
    const page = await context.newPage();
    await page.goto(`${stage.server.url}/cards`);
    await page.getByRole('textbox', { name: 'Search cards' }).fill('Hypnotize');
    const image = page.locator('img[alt="Hypnotize"]');
    await image.waitFor();
    const svg = decodeURIComponent((await image.getAttribute('src')) ?? '');
    expect(svg).toContain('#d9b25a');
    await context.close();
  });
});
