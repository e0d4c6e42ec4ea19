import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newContext, screenshot, serverAndBrowserPerSuite } from './harness';

const CRASH_PROBE_KEY = 'ashtable.crashProbe';

describe('the app shell in a browser', () => {
  const stage = serverAndBrowserPerSuite();

  async function openPage(path: string): Promise<Page> {
    const context = await newContext(stage.browser);
    const page = await context.newPage();
    await page.goto(`${stage.server.url}${path}`);
    return page;
  }

  it('shows the navigation bar of an anonymous visitor on /', async () => {
    const page = await openPage('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.waitFor();
    await expect
      .poll(() => nav.getByTestId('brand').textContent(), { timeout: 15_000 })
      .toContain('Ashtable');
    for (const label of ['Play', 'Cards', 'Help', 'Login', 'Register']) {
      expect(await nav.getByRole('link', { name: label, exact: true }).count()).toBe(1);
    }
    for (const label of ['Decks', 'Results', 'Admin']) {
      expect(await nav.getByRole('link', { name: label, exact: true }).count()).toBe(0);
    }
    expect(await nav.getByTestId('server-status').count()).toBe(1);
    expect(await nav.getByTestId('user-count').count()).toBe(1);
    const background = await page.locator('[data-background]').getAttribute('data-background');
    expect(background).toBe('/img/bgs/ashesreborn.png');
    const image = await page.request.get(`${stage.server.url}${background}`);
    expect(image.headers()['content-type']).toContain('image/png');
    await screenshot(page, 'shell-home');
    await page.context().close();
  });

  it('navigates inside the app without reloading the page, and back again', async () => {
    const page = await openPage('/');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    await page.getByRole('link', { name: 'Help', exact: true }).click();
    await page.getByRole('heading', { name: 'Frequently Asked Questions' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/faq');
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/');
    expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
    await page.context().close();
  });

  it('folds the page links into a menu on a narrow window', async () => {
    const context = await stage.browser.newContext({ viewport: { width: 700, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${stage.server.url}/`);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Cards' }).click();
    await page.getByRole('heading', { name: 'All Cards' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/cards');
    await screenshot(page, 'shell-narrow');
    await context.close();
  });

  it('explains when site storage is blocked or the browser lacks what the site needs', async () => {
    const blocked = await newContext(stage.browser);
    await blocked.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    const page = await blocked.newPage();
    await page.goto(`${stage.server.url}/`);
    await expect
      .poll(() => page.textContent('body'), { timeout: 15_000 })
      .toContain(
        'This site requires the ability to store cookies and local site data to function.  Please enable these features to use the site.',
      );
    await blocked.close();

    const old = await newContext(stage.browser);
    await old.addInitScript(() => {
      Object.defineProperty(window, 'WebSocket', { value: undefined });
    });
    const oldPage = await old.newPage();
    await oldPage.goto(`${stage.server.url}/`);
    await expect
      .poll(() => oldPage.textContent('body'), { timeout: 15_000 })
      .toContain(
        'Your browser does not provide the required functionality for this site to work.  Please upgrade your browser.  The site works best with a recet version of Chrome, Safari or Firefox',
      );
    await old.close();
  });

  it('shows the FAQ with the nine chained cards, and the other help pages', async () => {
    const page = await openPage('/faq');
    const list = page.getByTestId('chained-list');
    await list.waitFor();
    const names = await list.locator('li').allTextContents();
    expect(names).toEqual([
      'Explosive Growth',
      'Golden Veil',
      'Hypnotize',
      'Meteor',
      'Psychic Vampire',
      'River Skald',
      'Silver Paladin',
      'Summon Shining Hydra',
      'Take to the Skies',
    ]);
    expect(await page.locator('svg.chain-icon').count()).toBe(3);
    await screenshot(page, 'shell-faq');
    const pages: [string, string, string][] = [
      ['/howtoplay', 'How To Play', 'Manual commands'],
      ['/about', 'About', 'A fan project'],
      ['/community', 'Community', 'The community Discord'],
      ['/privacy', 'Privacy Policy', 'What we store'],
    ];
    for (const [path, title, section] of pages) {
      await page.goto(`${stage.server.url}${path}`);
      await page.getByRole('heading', { name: title, exact: true }).waitFor();
      expect(await page.getByRole('heading', { name: section }).count()).toBe(1);
    }
    await page.goto(`${stage.server.url}/howtoplay`);
    await page.getByRole('heading', { name: 'How To Play' }).waitFor();
    for (const topic of [
      'Profile options',
      'Bugs and automation',
      'Manual commands',
      'Stats, conceding and leaving',
      'Streaming and replays',
      'Adding decks',
    ]) {
      expect(await page.getByRole('heading', { name: topic }).count()).toBe(1);
    }
    await page.context().close();
  });

  it('shows the Not Found page inside the shell for an unknown route', async () => {
    const page = await openPage('/no/such/page');
    await expect
      .poll(() => page.textContent('body'), { timeout: 15_000 })
      .toContain("Sorry, the page you were looking for couldn't be found.");
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(1);
    await page.context().close();
  });

  it('sends the user to /unauth when the API answers 403', async () => {
    const context = await newContext(stage.browser);
    const page = await context.newPage();
    await page.route('**/api/cards', (route) =>
      route.fulfill({ status: 403, json: { success: false, message: 'Forbidden' } }),
    );
    await page.goto(`${stage.server.url}/cards`);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/unauth');
    await expect
      .poll(() => page.textContent('body'), { timeout: 15_000 })
      .toContain('Sorry, you are not authorised to view that page.');
    await context.close();
  });

  it('contains a render failure of a page and clears it on navigation', async () => {
    const page = await openPage('/');
    await page.evaluate((key) => sessionStorage.setItem(key, 'render'), CRASH_PROBE_KEY);
    await page.goto(`${stage.server.url}/faq`);
    await expect
      .poll(() => page.textContent('body'), { timeout: 15_000 })
      .toContain("We're sorry - something's gone wrong.");
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(1);
    await screenshot(page, 'shell-render-failure');
    await page.evaluate((key) => sessionStorage.removeItem(key), CRASH_PROBE_KEY);
    await page.getByRole('link', { name: 'Cards', exact: true }).click();
    await page.getByRole('heading', { name: 'All Cards' }).waitFor();
    expect(await page.textContent('body')).not.toContain("We're sorry - something's gone wrong.");
    await page.context().close();
  });

  it('shows the critical error page with its report dialog', async () => {
    const page = await openPage('/');
    await page.evaluate((key) => sessionStorage.setItem(key, 'critical'), CRASH_PROBE_KEY);
    await page.goto(`${stage.server.url}/about`);
    await expect
      .poll(() => page.textContent('body'), { timeout: 15_000 })
      .toContain(
        "We're sorry, a critical error has occured in the client and we're unable to show you anything. Please try refreshing your browser after filling out a report.",
      );
    expect(await page.textContent('body')).toContain(
      'The error has been logged. Please report persistent bugs in the discord #software-dev channel.',
    );
    await page.getByRole('alert').click();
    await page.getByRole('dialog', { name: 'Report this error' }).waitFor();
    await screenshot(page, 'shell-critical-failure');
    await page.context().close();
  });
});
