import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/databases';
import type { TestServer } from '../helpers/server';
import { startTestServer } from '../helpers/server';
import { call, registerAndLogin } from './account-helpers';

/** Hashing passwords is deliberately slow; a busy machine needs room to start up. */
const HOOK_TIMEOUT_MS = 180_000;

const login = (base: string, username: string, password: string, ip: string) =>
  call<{ message?: string; token?: string }>(base, 'POST', '/api/account/login', {
    body: { username, password },
    ip,
  });

describe('the client address without TRUST_PROXY', () => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer('pglite', { AUTH_RATE_LIMIT: '5' });
  }, HOOK_TIMEOUT_MS);
  afterAll(() => test.close());

  it('ignores X-Forwarded-For: 35 bad logins, each naming another address, meet the limit of one', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 35; i += 1)
      statuses.push((await login(test.url, 'nobody', 'wrong', `10.1.${i}.1`)).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
  });
});

describe('sessions record the socket address unless a proxy is trusted', () => {
  let direct: TestServer;
  let proxied: TestServer;
  beforeAll(async () => {
    direct = await startTestServer('pglite', { AUTH_RATE_LIMIT: '1000' });
    proxied = await startTestServer('pglite', { AUTH_RATE_LIMIT: '1000', TRUST_PROXY: '1' });
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await direct.close();
    await proxied.close();
  });

  it.each([
    ['direct', '127.0.0.1'],
    ['proxied', '10.0.0.1'],
  ])('%s: the session list shows %s', async (which, expected) => {
    const server = which === 'direct' ? direct : proxied;
    const alice = await registerAndLogin(server.url, 'alice');
    const list = await call<{ tokens: { ip: string }[] }>(
      server.url,
      'GET',
      '/api/account/alice/sessions',
      { token: alice.token },
    );
    expect(list.body.tokens.map((t) => t.ip)).toEqual([expected]);
  });
});

describe.each(await databaseKinds())('failed logins per account on %s', (kind) => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer(kind, { AUTH_RATE_LIMIT: '1000', TRUST_PROXY: '1' });
    await registerAndLogin(test.url, 'victim');
  }, HOOK_TIMEOUT_MS);
  afterAll(() => test.close());

  it('locks the account after five wrong passwords from any addresses, even for the right one', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await login(test.url, 'victim', `guess${i}`, `10.2.${i}.9`)).status).toBe(401);
    const locked = await login(test.url, 'victim', 'secret123', '10.3.0.1');
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(
      /Too many failed logins for this account, please wait 1 minute/,
    );
    expect(locked.body.token).toBeUndefined();
    // Other accounts are not touched.
    await registerAndLogin(test.url, 'bystander', '10.4.0.1');
  });

  it('opens again when the lock has passed; a good login clears the count', async () => {
    await test.testDb.database.runScript(
      "UPDATE users SET login_locked_until = now() - interval '1 second' WHERE username = 'victim'",
    );
    const good = await login(test.url, 'victim', 'secret123', '10.3.0.2');
    expect(good.status).toBe(200);
    const [row] = await test.testDb.database.queryRows<{ failed_logins: number }>(
      "SELECT failed_logins FROM users WHERE username = 'victim'",
    );
    expect(row?.failed_logins).toBe(0);
    // Four more wrong ones do not lock a cleared account.
    for (let i = 0; i < 4; i += 1) await login(test.url, 'victim', 'nope', '10.3.1.1');
    expect((await login(test.url, 'victim', 'secret123', '10.3.1.1')).status).toBe(200);
  });
});
