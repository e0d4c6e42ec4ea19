import { createServer as createHttpServer } from 'node:http';
import type { Server as HttpServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/server';
import { startTestServer } from '../helpers/server';
import { call, linkIn, outbox, registerAndLogin } from './account-helpers';

/** Hashing passwords is deliberately slow; a busy machine needs room to start up. */
const HOOK_TIMEOUT_MS = 180_000;

function listen(server: HttpServer): Promise<number> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
}

describe('activation required (REQUIRE_ACTIVATION=true)', () => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer('pglite', { REQUIRE_ACTIVATION: 'true', AUTH_RATE_LIMIT: '1000' });
  }, HOOK_TIMEOUT_MS);
  afterAll(() => test.close());

  it('refuses login until the emailed link is followed', async () => {
    const registered = await call(test.url, 'POST', '/api/account/register', {
      body: { username: 'newbie', email: 'newbie@example.com', password: 'secret123' },
    });
    expect(registered.body).toMatchObject({ success: true, activationRequired: true });
    const early = await call(test.url, 'POST', '/api/account/login', {
      body: { username: 'newbie', password: 'secret123' },
    });
    expect(early.status).toBe(400);
    expect(String(early.body.message)).toContain('activate your account');

    const mail = (await outbox(test.dataDir)).find((m) => m.to.address === 'newbie@example.com');
    const link = linkIn(mail?.text ?? '', '/activation');
    const id = link.searchParams.get('id');
    const token = link.searchParams.get('token');
    const forged = await call(test.url, 'POST', '/api/account/activate', {
      body: { id: String(Number(id) + 1), token },
    });
    expect(forged.status).toBe(400);
    expect(
      (await call(test.url, 'POST', '/api/account/activate', { body: { id } })).body,
    ).toMatchObject({ success: false });
    const activated = await call(test.url, 'POST', '/api/account/activate', {
      body: { id, token },
    });
    expect(activated.body).toEqual({
      success: true,
      message: 'Your account has been activated. You will shortly be redirected to the login page.',
    });
    const login = await call(test.url, 'POST', '/api/account/login', {
      body: { username: 'newbie', password: 'secret123' },
    });
    expect(login.status).toBe(200);
  });
});

describe('rate limits', () => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer('pglite', { AUTH_RATE_LIMIT: '3', TRUST_PROXY: '1' });
  }, HOOK_TIMEOUT_MS);
  afterAll(() => test.close());

  it('limits login attempts per IP, not other addresses', async () => {
    const attempt = (ip: string) =>
      call(test.url, 'POST', '/api/account/login', {
        body: { username: 'someone', password: 'whatever' },
        ip,
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt('10.5.5.5')).status).toBe(401);
    const limited = await attempt('10.5.5.5');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ success: false });
    expect((await attempt('10.5.5.6')).status).toBe(401);
  });

  it('limits registration and token refresh too', async () => {
    const register = () =>
      call(test.url, 'POST', '/api/account/register', { body: {}, ip: '10.6.6.6' });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await register()).status);
    expect(statuses).toEqual([400, 400, 400, 429]);
    const refresh = () =>
      call(test.url, 'POST', '/api/account/token', { body: {}, ip: '10.7.7.7' });
    const refreshes = [];
    for (let i = 0; i < 4; i += 1) refreshes.push((await refresh()).status);
    expect(refreshes[3]).toBe(429);
  });
});

describe('supporter link against a local provider', () => {
  let provider: HttpServer;
  let test: TestServer;
  let pledged = true;
  const exchanged: string[] = [];

  beforeAll(async () => {
    provider = createHttpServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        response.setHeader('content-type', 'application/json');
        if (request.url === '/token' && request.method === 'POST') {
          const form = new URLSearchParams(body);
          if (form.get('client_id') !== 'ashtable' || form.get('client_secret') !== 's3cret') {
            response.statusCode = 401;
            response.end('{}');
            return;
          }
          if (form.get('code') !== 'good-code') {
            response.statusCode = 400;
            response.end('{"error":"invalid_grant"}');
            return;
          }
          exchanged.push(form.get('redirect_uri') ?? '');
          response.end(JSON.stringify({ access_token: 'provider-access', refresh_token: 'r' }));
        } else if (request.url?.startsWith('/identity')) {
          if (request.headers.authorization !== 'Bearer provider-access') {
            response.statusCode = 401;
            response.end('{}');
            return;
          }
          response.end(
            JSON.stringify({
              data: { id: 'patron-1', type: 'user' },
              included: [
                {
                  type: 'member',
                  attributes: { patron_status: pledged ? 'active_patron' : 'former_patron' },
                },
              ],
            }),
          );
        } else {
          response.statusCode = 404;
          response.end('{}');
        }
      });
    });
    const port = await listen(provider);
    const origin = `http://127.0.0.1:${port}`;
    test = await startTestServer('pglite', {
      AUTH_RATE_LIMIT: '1000',
      PUBLIC_URL: 'http://ashtable.test',
      PATREON_CLIENT_ID: 'ashtable',
      PATREON_CLIENT_SECRET: 's3cret',
      PATREON_AUTHORIZE_URL: `${origin}/authorize`,
      PATREON_TOKEN_URL: `${origin}/token`,
      PATREON_IDENTITY_URL: `${origin}/identity`,
    });
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await test.close();
    provider.close();
  });

  it('offers the authorisation URL with the client id and callback', async () => {
    const response = await call<{ url: string }>(test.url, 'GET', '/api/account/patreon');
    const url = new URL(response.body.url);
    expect(url.pathname).toBe('/authorize');
    expect(url.searchParams.get('client_id')).toBe('ashtable');
    expect(url.searchParams.get('redirect_uri')).toBe('http://ashtable.test/patreon');
  });

  it('links (Pledged makes a supporter), refuses a bad code, and unlinks', async () => {
    const user = await registerAndLogin(test.url, 'patron');
    const noCode = await call(test.url, 'POST', '/api/account/linkPatreon', {
      token: user.token,
      body: {},
    });
    expect(noCode.status).toBe(400);
    const bad = await call(test.url, 'POST', '/api/account/linkPatreon', {
      token: user.token,
      body: { code: 'stolen' },
    });
    expect(bad.body).toEqual({
      success: false,
      message: 'Your account was not successfully linked.',
    });
    const anonymous = await call(test.url, 'POST', '/api/account/linkPatreon', {
      body: { code: 'good-code' },
    });
    expect(anonymous.status).toBe(401);

    const linked = await call<{ status: number; user: Record<string, unknown> }>(
      test.url,
      'POST',
      '/api/account/linkPatreon',
      { token: user.token, body: { code: 'good-code' } },
    );
    expect(linked.body.status).toBe(2);
    expect(linked.body.user).toMatchObject({
      patreon: 'pledged',
      role: 'supporter',
      permissions: { isSupporter: true },
    });
    expect(linked.text).not.toContain('provider-access');
    expect(exchanged).toEqual(['http://ashtable.test/patreon']);

    const unlinked = await call<{ status: number; user: Record<string, unknown> }>(
      test.url,
      'POST',
      '/api/account/unlinkPatreon',
      { token: user.token },
    );
    expect(unlinked.body.status).toBe(0);
    expect(unlinked.body.user).toMatchObject({ patreon: null, role: 'user', permissions: {} });

    pledged = false;
    const linkedOnly = await call<{ status: number }>(
      test.url,
      'POST',
      '/api/account/linkPatreon',
      {
        token: user.token,
        body: { code: 'good-code' },
      },
    );
    expect(linkedOnly.body.status).toBe(1);
  });
});
