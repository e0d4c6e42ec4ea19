import type { Browser, Page } from 'playwright-core';
import { newContext } from './harness';

/** What the account API answers a login with, as the app keeps it in local storage. */
export interface Login {
  token: string;
  refreshToken: unknown;
  user: { username: string };
}

export const TEST_PASSWORD = 'password123';

/** POSTs JSON to the server (with a bearer token when given); throws on an error status. */
export async function postJson(
  baseUrl: string,
  path: string,
  body: unknown,
  token?: string,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** Registers a user and logs in through the real account API. */
export async function registerAndLogin(baseUrl: string, username: string): Promise<Login> {
  await postJson(baseUrl, '/api/account/register', {
    username,
    email: `${username}@example.test`,
    password: TEST_PASSWORD,
  });
  const login = await postJson(baseUrl, '/api/account/login', {
    username,
    password: TEST_PASSWORD,
  });
  const { token, refreshToken, user } = login;
  if (typeof token !== 'string' || typeof user !== 'object' || user === null) {
    throw new Error(`login of ${username} gave no token`);
  }
  return { token, refreshToken, user: { username, ...user } };
}

/**
 * A new browser context (a separate person), signed in with that login (or anonymous), on the
 * lobby. Closing the browser closes it.
 */
export async function signedInPage(
  browser: Browser,
  baseUrl: string,
  login: Login | null,
): Promise<Page> {
  const context = await newContext(browser);
  if (login) {
    await context.addInitScript((stored) => {
      window.localStorage.setItem('token', JSON.stringify(stored.token));
      window.localStorage.setItem('refreshToken', JSON.stringify(stored.refreshToken));
      window.localStorage.setItem('user', JSON.stringify(stored.user));
    }, login);
  }
  const page = await context.newPage();
  await page.goto(baseUrl);
  return page;
}

/** A new account, registered through the API, in a browser page of its own, signed in. */
export async function newPlayerPage(
  browser: Browser,
  baseUrl: string,
  username: string,
): Promise<Page> {
  return signedInPage(browser, baseUrl, await registerAndLogin(baseUrl, username));
}

/**
 * Saves profile settings of a user registered by `registerAndLogin` (e.g. `showHandInReplays`)
 * through the account API; throws unless it succeeds.
 */
export async function saveSettings(
  baseUrl: string,
  login: Login,
  settings: Record<string, boolean>,
): Promise<void> {
  const { username } = login.user;
  const response = await fetch(`${baseUrl}/api/account/${username}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${login.token}` },
    body: JSON.stringify({ data: { username, email: `${username}@example.test`, settings } }),
  });
  if (!response.ok) throw new Error(`settings of ${username}: ${response.status}`);
}
