import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { TokenSigner } from '../../src/server/auth/tokens';
import { makeAdmin } from '../../src/server/scripts/make-admin-command';
import { linkIn, outbox } from '../integration/account-helpers';
import type { E2EServer } from './harness';
import { newContext, screenshot, serverAndBrowserPerSuite } from './harness';

/** The server's token secret, so the test can sign an access token that has expired. */
const JWT_SECRET = 'account-e2e-secret';

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Polls until the assertion holds; a busy machine can take seconds to hash a password. */
function eventually<T>(read: () => Promise<T> | T) {
  return expect.poll(read, { timeout: 20_000, interval: 200 });
}

const bodyText = (page: Page) => page.evaluate(() => document.body.textContent ?? '');

async function registerInBrowser(page: Page, base: string, username: string) {
  await page.goto(`${base}/register`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email address').fill(`${username}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Password (again)').fill('secret123');
  await page.getByRole('button', { name: 'Register' }).click();
}

async function loginInBrowser(page: Page, base: string, username: string) {
  await page.goto(`${base}/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('secret123');
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Every permission for a user, granted by the running server (as `npm run make-admin`). */
async function grantEveryPermission(server: E2EServer, username: string) {
  const result = await makeAdmin(username, {
    ...process.env,
    DATA_DIR: server.dataDir,
    DATABASE_URL: '',
  });
  expect(result.message).toContain('granted by the running server');
}

/** The signed-in user of a page as the API describes it (POST /api/account/checkauth). */
async function signedInUser(page: Page) {
  return page.evaluate(async () => {
    const token = JSON.parse(window.localStorage.getItem('token') ?? 'null') as string;
    const response = await fetch('/api/account/checkauth', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    return (await response.json()) as { user?: { avatar: string | null; settings: unknown } };
  });
}

/** Registers and activates an account through the API and the outbox. */
async function registerByApi(test: Pick<E2EServer, 'url' | 'dataDir'>, username: string) {
  const response = await fetch(`${test.url}/api/account/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, email: `${username}@example.com`, password: 'secret123' }),
  });
  expect(response.status).toBe(200);
  const mails = await outbox(test.dataDir);
  const mail = mails.find((m) => m.to.address === `${username}@example.com`);
  const link = linkIn(mail?.text ?? '', '/activation');
  await fetch(`${test.url}/api/account/activate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      id: link.searchParams.get('id'),
      token: link.searchParams.get('token'),
    }),
  });
}

describe('accounts in a browser', () => {
  // A private copy of the built client: a rebuild elsewhere cannot pull it away mid-test.
  const clientDir = mkdtempSync(join(tmpdir(), 'ashtable-client-'));
  const stage = serverAndBrowserPerSuite(async () => {
    // The build under test: CLIENT_DIR as the other browser tests read it, else dist/client.
    const built = resolve(import.meta.dirname, '../..', process.env.CLIENT_DIR ?? 'dist/client');
    cpSync(built, clientDir, { recursive: true });
    return {
      CLIENT_DIR: clientDir,
      REQUIRE_ACTIVATION: 'true',
      AUTH_RATE_LIMIT: '1000',
      // The sessions page shows a second login from another address, named by a proxy.
      TRUST_PROXY: '1',
      JWT_SECRET,
    };
  });
  let base: string;
  const contexts: BrowserContext[] = [];
  const open = async () => {
    const context = await newContext(stage.browser);
    contexts.push(context);
    return context.newPage();
  };

  beforeAll(() => {
    base = stage.server.url;
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('register → activate → log in → profile and avatar → block → sessions → log out', async () => {
    const page = await open();
    await registerInBrowser(page, base, 'frodo');
    await eventually(() => bodyText(page)).toContain(
      'Your account was successfully registered.  Please check your email to activate it.',
    );
    await page.waitForURL(`${base}/login`);

    // The activation link from the outbox.
    const mails = await outbox(stage.server.dataDir);
    const mail = mails.find((m) => m.to.address === 'frodo@example.com');
    const link = linkIn(mail?.text ?? '', '/activation');
    await page.goto(`${base}${link.pathname}${link.search}`);
    await eventually(() => bodyText(page)).toContain(
      'Your account has been activated. You will shortly be redirected to the login page.',
    );
    await page.waitForURL(`${base}/login`);

    await page.getByLabel('Username').fill('frodo');
    await page.getByLabel('Password').fill('wrongpass');
    await page.getByRole('button', { name: 'Login' }).click();
    await eventually(() => bodyText(page)).toContain('Invalid username/password');
    await page.getByLabel('Password').fill('secret123');
    await page.getByRole('button', { name: 'Login' }).click();
    await eventually(() => bodyText(page)).toContain(
      'Login successful, redirecting you to the home page',
    );
    await page.waitForURL(`${base}/`);

    // Profile: a setting and an avatar.
    await page.goto(`${base}/profile`);
    await page.getByLabel('Email').waitFor();
    await page.getByLabel('Large', { exact: true }).check();
    await page.getByLabel('Elo Ladder Opt Out').check();
    await eventually(() => bodyText(page)).toContain(
      'Opted out - your Elo will not be displayed in the leaderboard',
    );
    await page.getByLabel('Avatar image').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await page.getByRole('button', { name: 'Save' }).click();
    await eventually(() => bodyText(page)).toContain(
      'Profile saved successfully.  Please note settings changed here may only apply at the start of your next game.',
    );
    const { user } = await signedInUser(page);
    expect(user?.avatar).toBeTruthy();
    expect(user?.settings).toMatchObject({ cardSize: 'large', eloOptOut: true });
    // The navigation bar shows the new avatar.
    await eventually(() =>
      page.locator(`nav img[src*="/img/avatar/${user?.avatar}"]`).count(),
    ).toBeGreaterThan(0);
    await screenshot(page, 'account-profile');

    // Profile stats and alt-art screens, reached from the profile.
    await page.getByRole('link', { name: 'Game stats' }).click();
    await eventually(() => bodyText(page)).toContain('You have no recorded games.');
    await page.goto(`${base}/profile`);
    await page.getByRole('link', { name: 'Alt arts' }).click();
    await eventually(() => bodyText(page)).toContain('You have 0 alt-art cards');

    // Block list.
    await registerByApi(stage.server, 'gollum');
    await page.goto(`${base}/blocklist`);
    await page.getByRole('button', { name: 'Add' }).click();
    await eventually(() => bodyText(page)).toContain('You must specify a username to block.');
    await page.getByPlaceholder('Enter username to block').fill('gollum');
    await page.getByRole('button', { name: 'Add' }).click();
    await eventually(() => bodyText(page)).toContain('Blocklist entry added successfully');
    await eventually(() => page.getByRole('cell', { name: 'gollum', exact: true }).count()).toBe(1);

    // Active sessions: a second login elsewhere, removed from here.
    await fetch(`${base}/api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.20.30.40' },
      body: JSON.stringify({ username: 'frodo', password: 'secret123' }),
    });
    await page.goto(`${base}/security`);
    await eventually(() => bodyText(page)).toContain('10.20.30.40');
    await page.getByRole('button', { name: 'Remove session 10.20.30.40' }).click();
    await eventually(() => bodyText(page)).toContain(
      'Are you sure you want to remove this session?  It will be logged out and any games in progress may be abandonded.',
    );
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await eventually(() => bodyText(page)).toContain('Session removed successfully');
    await eventually(async () => (await bodyText(page)).includes('10.20.30.40')).toBe(false);
    await screenshot(page, 'account-sessions');

    // Log out: tokens gone, the stored session revoked (its refresh token renews no more).
    const refreshToken: unknown = await page.evaluate(() =>
      JSON.parse(window.localStorage.getItem('refreshToken') ?? 'null'),
    );
    expect(refreshToken).toBeTruthy();
    await page.goto(`${base}/logout`);
    await page.waitForURL(`${base}/`);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    const renewal = await fetch(`${base}/api/account/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: refreshToken }),
    });
    expect(((await renewal.json()) as { success: boolean }).success).toBe(false);
  });

  it('resets a forgotten password with the in-browser captcha and the emailed link', async () => {
    await registerByApi(stage.server, 'merry');
    const page = await open();
    await page.goto(`${base}/forgot`);
    await page.getByRole('button', { name: 'Submit' }).click();
    await eventually(() => bodyText(page)).toContain('You must complete the captcha.');
    await page.getByLabel('Username or email address').fill('merry@example.com');
    await page.getByLabel("I'm not a robot").click();
    await eventually(() => page.locator('[data-captcha-state="solved"]').count()).toBe(1);
    const before = (await outbox(stage.server.dataDir)).length;
    await page.getByRole('button', { name: 'Submit' }).click();
    await eventually(async () => (await outbox(stage.server.dataDir)).length).toBe(before + 1);
    const mail = (await outbox(stage.server.dataDir)).at(-1);
    expect(mail?.to.address).toBe('merry@example.com');

    const link = linkIn(mail?.text ?? '', '/reset-password');
    await page.goto(`${base}/reset-password`);
    await eventually(() => bodyText(page)).toContain(
      'This page is not intended to be viewed directly.  Please click on the link in your email to reset your password',
    );
    await page.goto(`${base}${link.pathname}${link.search}`);
    await page.getByLabel('New password', { exact: true }).fill('brandnew1');
    await page.getByLabel('New password (again)').fill('brandnew1');
    await page.getByRole('button', { name: 'Submit' }).click();
    await eventually(() => bodyText(page)).toContain(
      'Your password has been changed.  You will shortly be redirected to the login page.',
    );
    await page.waitForURL(`${base}/login`);
    const login = await fetch(`${base}/api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'merry', password: 'brandnew1' }),
    });
    expect(login.status).toBe(200);
  });

  it('restores a stored login on reload and refreshes an expired access token', async () => {
    await registerByApi(stage.server, 'sam');
    const page = await open();
    await loginInBrowser(page, base, 'sam');
    await page.waitForURL(`${base}/`);
    // Expire the access token: the next call gets 401, refreshes once and retries.
    const signer = new TokenSigner(JWT_SECRET);
    const expired = await signer.signAccess({ userId: 1, username: 'x' }, -10);
    await page.evaluate(
      (token) => window.localStorage.setItem('token', JSON.stringify(token)),
      expired,
    );
    const before = await page.evaluate(() => window.localStorage.getItem('refreshToken'));
    await page.goto(`${base}/profile`);
    await eventually(() => page.getByLabel('Email').inputValue()).toBe('sam@example.com');
    // A new access token; the refresh token stays the session's (as a spec client keeps it).
    await eventually(
      async () => (await page.evaluate(() => window.localStorage.getItem('token'))) ?? expired,
    ).not.toContain(expired);
    expect(await page.evaluate(() => window.localStorage.getItem('refreshToken'))).toBe(before);
  });

  it('shows the Unauthorised page at /users without permission, and the API answers 403', async () => {
    await registerByApi(stage.server, 'pippin');
    const page = await open();
    await loginInBrowser(page, base, 'pippin');
    await page.waitForURL(`${base}/`);
    await page.goto(`${base}/users`);
    await eventually(() => bodyText(page)).toContain(
      'Sorry, you are not authorised to view that page.',
    );
    const status = await page.evaluate(async () => {
      const token = JSON.parse(window.localStorage.getItem('token') ?? 'null') as string;
      const response = await fetch('/api/user/frodo', {
        headers: { authorization: `Bearer ${token}` },
      });
      return response.status;
    });
    expect(status).toBe(403);
  });

  it('lets node staff show a lobby notice to everyone and clear it after confirming', async () => {
    await registerByApi(stage.server, 'elrond');
    await grantEveryPermission(stage.server, 'elrond');
    const page = await open();
    await loginInBrowser(page, base, 'elrond');
    await page.waitForURL(`${base}/`);
    await page.goto(`${base}/nodes`);
    await eventually(() => bodyText(page)).toContain('No notice is shown in the lobby.');
    await page.getByRole('button', { name: 'Show notice' }).click();
    await eventually(() => bodyText(page)).toContain('Please enter the notice text');
    await page.getByLabel('Notice text').fill('Servers restart at noon');
    await page.getByRole('button', { name: 'Show notice' }).click();
    await eventually(() => bodyText(page)).toContain('The lobby notice is shown.');
    await screenshot(page, 'admin-lobby-notice');

    const visitor = await open();
    await visitor.goto(`${base}/`);
    await eventually(() => bodyText(visitor)).toContain('Servers restart at noon');

    await page.getByRole('button', { name: 'Clear notice' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Clear' }).click();
    await eventually(() => bodyText(page)).toContain('The lobby notice is cleared.');
    await eventually(() => bodyText(visitor)).not.toContain('Servers restart at noon');
  });

  it('lets an admin edit a user and ban an IP, which can then no longer log in', async () => {
    await registerByApi(stage.server, 'gandalf');
    await grantEveryPermission(stage.server, 'gandalf');
    const page = await open();
    await loginInBrowser(page, base, 'gandalf');
    await page.waitForURL(`${base}/`);

    await page.goto(`${base}/users`);
    await page.getByRole('button', { name: 'Search' }).click();
    await eventually(() => bodyText(page)).toContain('Username must be specified');
    await page.getByLabel('Username').fill('nobody');
    await page.getByRole('button', { name: 'Search' }).click();
    await eventually(() => bodyText(page)).toContain('User was not found.');
    await page.getByLabel('Username').fill('pippin');
    await page.getByRole('button', { name: 'Search' }).click();
    await eventually(() => bodyText(page)).toContain('User details loaded');
    await page.getByLabel('Verified').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await eventually(() => bodyText(page)).toContain('User details saved.');
    const pippin = await page.evaluate(async () => {
      const token = JSON.parse(window.localStorage.getItem('token') ?? 'null') as string;
      const response = await fetch('/api/user/pippin', {
        headers: { authorization: `Bearer ${token}` },
      });
      return (await response.json()) as { user?: { verified: boolean } };
    });
    expect(pippin.user?.verified).toBe(true);
    await page.getByRole('tab', { name: 'Permissions' }).click();
    await eventually(() => bodyText(page)).toContain(
      "Don't remove supporter when patreon expires/unlinks",
    );
    await screenshot(page, 'admin-users');

    // Ban this browser's address: logging in from it stops working.
    await page.goto(`${base}/banlist`);
    await eventually(() => bodyText(page)).toContain('Add new ip');
    await page.getByRole('button', { name: 'Add' }).click();
    await eventually(() => bodyText(page)).toContain('Please enter the Ip address');
    await page.getByLabel('Ip address').fill('127.0.0.1');
    await page.getByRole('button', { name: 'Add' }).click();
    await eventually(() => bodyText(page)).toContain('Banlist item added successfully.');
    await eventually(() => page.getByRole('cell', { name: '127.0.0.1', exact: true }).count()).toBe(
      1,
    );
    await screenshot(page, 'admin-banlist');

    const other = await open();
    await loginInBrowser(other, base, 'sam');
    await eventually(() => bodyText(other)).toContain(
      'Your IP address has been banned from this site.',
    );
    expect(other.url()).toBe(`${base}/login`);
  });
});
