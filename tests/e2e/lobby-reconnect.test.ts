import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { registerAndLogin, signedInPage } from './accounts';
import type { E2EServer } from './harness';
import { launchBrowser, startE2EServer } from './harness';

/** The online-users figure of the navigation bar. */
const onlineUsers = (page: Page) => page.getByTestId('user-count').textContent();

describe('tabs that outlive a server restart', () => {
  let server: E2EServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startE2EServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('are counted online again without a reload, even when their access token is refused', async () => {
    const alice = await signedInPage(
      browser,
      server.url,
      await registerAndLogin(server.url, 'alice'),
    );
    const bob = await signedInPage(browser, server.url, await registerAndLogin(server.url, 'bob'));
    const poll = (page: Page) =>
      expect.poll(() => onlineUsers(page), { timeout: 30_000, interval: 200 });
    await poll(alice).toContain('2');

    // A new signing secret stands for a tab whose access token expired while the server was
    // down: the lobby refuses it after the reconnect, and the session's refresh token remains.
    await server.restart({ JWT_SECRET: 'another-secret-so-the-old-access-tokens-are-refused' });
    await poll(alice).toContain('2');
    await poll(bob).toContain('2');
  });
});
