import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { E2EServer } from './harness';
import { launchBrowser, newContext, startE2EServer } from './harness';

describe('the app in a browser', () => {
  let server: E2EServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startE2EServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the Not Found page for an unknown route', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${server.url}/no/such/page`);
    await expect
      .poll(() => page.textContent('body'))
      .toContain("Sorry, the page you were looking for couldn't be found.");
    await context.close();
  });
});
