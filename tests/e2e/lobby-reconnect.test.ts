import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPlayerPage } from './accounts';
import { serverAndBrowserPerSuite } from './harness';

/** The online-users figure of the navigation bar. */
const onlineUsers = (page: Page) => page.getByTestId('user-count').textContent();

describe('tabs that outlive a server restart', () => {
  const stage = serverAndBrowserPerSuite();

  it('are counted online again without a reload, even when their access token is refused', async () => {
    const alice = await newPlayerPage(stage.browser, stage.server.url, 'alice');
    const bob = await newPlayerPage(stage.browser, stage.server.url, 'bob');
    const poll = (page: Page) =>
      expect.poll(() => onlineUsers(page), { timeout: 30_000, interval: 200 });
    await poll(alice).toContain('2');

    // A new signing secret stands for a tab whose access token expired while the server was
    // down: the lobby refuses it after the reconnect, and the session's refresh token remains.
    await stage.server.restart({
      JWT_SECRET: 'another-secret-so-the-old-access-tokens-are-refused',
    });
    await poll(alice).toContain('2');
    await poll(bob).toContain('2');
  });
});
