import { describe, expect, it } from 'vitest';
import { newContext, serverAndBrowserPerSuite } from './harness';

describe('the app in a browser', () => {
  const stage = serverAndBrowserPerSuite();

  it('shows the Not Found page for an unknown route', async () => {
    const context = await newContext(stage.browser);
    const page = await context.newPage();
    await page.goto(`${stage.server.url}/no/such/page`);
    await expect
      .poll(() => page.textContent('body'))
      .toContain("Sorry, the page you were looking for couldn't be found.");
    await context.close();
  });
});
