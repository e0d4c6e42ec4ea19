import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/databases';
import type { TestServer } from '../helpers/server';
import { startTestServer } from '../helpers/server';
import type { Login } from './account-helpers';
import { call, registerAndLogin } from './account-helpers';

/** Hashing passwords is deliberately slow; a busy machine needs room to start up. */
const HOOK_TIMEOUT_MS = 180_000;

async function grant(test: TestServer, username: string, permissions: Record<string, boolean>) {
  await test.testDb.database.queryRows('UPDATE users SET permissions = $1 WHERE username = $2', [
    JSON.stringify(permissions),
    username,
  ]);
}

describe.each(await databaseKinds())('admin APIs on %s', (kind) => {
  let test: TestServer;
  let base: string;
  let admin: Login;
  let userManager: Login;
  let plain: Login;

  beforeAll(async () => {
    test = await startTestServer(kind, { AUTH_RATE_LIMIT: '1000', TRUST_PROXY: '1' });
    base = test.url;
    admin = await registerAndLogin(base, 'root', '10.1.0.1');
    userManager = await registerAndLogin(base, 'usermgr', '10.1.0.2');
    plain = await registerAndLogin(base, 'plain', '10.1.0.3');
    await registerAndLogin(base, 'plainalt', '10.1.0.3');
    await grant(test, 'root', {
      canManageUsers: true,
      canManagePermissions: true,
      canManageBanlist: true,
      canManageTournaments: true,
    });
    await grant(test, 'usermgr', { canManageUsers: true });
    await test.testDb.database.queryRows(
      `INSERT INTO alt_arts (stub, name, alt, category) VALUES
       ('aradel-summergaard', 'Aradel Summergaard', 'aradel-promo', 'promo'),
       ('coal-roarkwin', 'Coal Roarkwin', 'coal-promo', 'promo')`,
    );
  }, HOOK_TIMEOUT_MS);
  afterAll(() => test.close());

  it('answers 401 without a token and 403 without the permission, on every admin route', async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/user/plain'],
      ['PUT', '/api/user/plain', { userToChange: { disabled: true } }],
      ['DELETE', '/api/user/plain/sessions'],
      ['GET', '/api/user/plain/alts'],
      ['PATCH', '/api/user/plain/alts', { userToChange: { altArts: {} } }],
      ['GET', '/api/banlist'],
      ['POST', '/api/banlist', { ip: '10.9.9.9' }],
      ['DELETE', '/api/banlist/1'],
    ];
    for (const [method, path, body] of routes) {
      expect((await call(base, method, path, { body })).status, `${method} ${path}`).toBe(401);
      const forbidden = await call(base, method, path, { body, token: plain.token });
      expect(forbidden.status, `${method} ${path}`).toBe(403);
    }
    const session = await call(base, 'POST', '/api/account/token', {
      body: { token: plain.refreshToken },
    });
    expect(session.status).toBe(200);
  });

  it('finds a user without their email or password hash, with sessions and linked accounts', async () => {
    const missing = await call(base, 'GET', '/api/user/', { token: admin.token });
    expect(missing.status).toBe(404);
    const unknown = await call(base, 'GET', '/api/user/nobody', { token: admin.token });
    expect(unknown.body).toEqual({ success: false, message: 'User was not found.' });
    const found = await call<{
      user: { username: string };
      linkedAccounts: string[];
      sessions: { ip: string }[];
    }>(base, 'GET', '/api/user/PLAIN', { token: userManager.token });
    expect(found.status).toBe(200);
    expect(found.body.user.username).toBe('plain');
    expect(found.body.linkedAccounts).toEqual(['plainalt']);
    expect(found.body.sessions).toHaveLength(1);
    expect(found.text).not.toContain('plain@example.com');
    expect(found.text).not.toMatch(/scrypt|passwordHash|password_hash/);
    expect(found.text).not.toContain(plain.refreshToken.token);
  });

  it('saves verified, disabled and favourite colour; a disabled user cannot log in', async () => {
    const target = await registerAndLogin(base, 'victim', '10.1.0.9');
    const bad = await call(base, 'PUT', '/api/user/victim', {
      token: userManager.token,
      body: { userToChange: { verified: 'yes' } },
    });
    expect(bad.status).toBe(400);
    const badColour = await call(base, 'PUT', '/api/user/victim', {
      token: userManager.token,
      body: { userToChange: { faveColor: 'red; background: url(x)' } },
    });
    expect(badColour.status).toBe(400);
    const saved = await call<{ user: Record<string, unknown>; message: string }>(
      base,
      'PUT',
      '/api/user/victim',
      {
        token: userManager.token,
        body: { userToChange: { verified: true, disabled: true, faveColor: '#ff8800' } },
      },
    );
    expect(saved.body.message).toBe('User details saved.');
    expect(saved.body.user).toMatchObject({ verified: true, disabled: true, faveColor: '#ff8800' });
    const login = await call(base, 'POST', '/api/account/login', {
      body: { username: 'victim', password: 'secret123' },
    });
    expect(login.status).toBe(400);
    expect(login.body.message).toBe('This account has been disabled.');
    const refresh = await call(base, 'POST', '/api/account/token', {
      body: { token: target.refreshToken },
    });
    expect(refresh.body).toMatchObject({ success: false });
    const checkauth = await call(base, 'POST', '/api/account/checkauth', { token: target.token });
    expect(checkauth.status).toBe(401);
  });

  it('changes permissions only for a Permissions Manager, and only known flags', async () => {
    const denied = await call(base, 'PUT', '/api/user/plain', {
      token: userManager.token,
      body: { userToChange: { permissions: { isAdmin: true } } },
    });
    expect(denied.status).toBe(403);
    const unknown = await call(base, 'PUT', '/api/user/plain', {
      token: admin.token,
      body: { userToChange: { permissions: { canDoAnything: true } } },
    });
    expect(unknown.status).toBe(400);
    const granted = await call<{ user: { permissions: Record<string, boolean> } }>(
      base,
      'PUT',
      '/api/user/plain',
      { token: admin.token, body: { userToChange: { permissions: { canVerifyDecks: true } } } },
    );
    expect(granted.body.user.permissions).toEqual({ canVerifyDecks: true });
  });

  it('clears sessions', async () => {
    const user = await registerAndLogin(base, 'sessions1', '10.1.0.10');
    const cleared = await call(base, 'DELETE', '/api/user/sessions1/sessions', {
      token: admin.token,
    });
    expect(cleared.body).toMatchObject({ success: true, removed: 1 });
    const refresh = await call(base, 'POST', '/api/account/token', {
      body: { token: user.refreshToken },
    });
    expect(refresh.body).toMatchObject({ success: false });
  });

  it('edits alt arts: duplicates ignored, unknown refused', async () => {
    const list = await call<{ alts: { stub: string }[] }>(base, 'GET', '/api/user/plain/alts', {
      token: admin.token,
    });
    expect(list.body.alts.map((a) => a.stub)).toEqual(['aradel-summergaard', 'coal-roarkwin']);
    const unknown = await call(base, 'PATCH', '/api/user/plain/alts', {
      token: admin.token,
      body: { userToChange: { altArts: { 'coal-roarkwin': ['nope'] } } },
    });
    expect(unknown.status).toBe(400);
    const malformed = await call(base, 'PATCH', '/api/user/plain/alts', {
      token: admin.token,
      body: { userToChange: { altArts: { 'coal-roarkwin': 'coal-promo' } } },
    });
    expect(malformed.status).toBe(400);
    const saved = await call<{ user: { altArts: Record<string, string[]> } }>(
      base,
      'PATCH',
      '/api/user/plain/alts',
      {
        token: admin.token,
        body: { userToChange: { altArts: { 'coal-roarkwin': ['coal-promo', 'coal-promo'] } } },
      },
    );
    expect(saved.body.user.altArts).toEqual({ 'coal-roarkwin': ['coal-promo'] });
    const me = await call<{ user: { altArts: unknown } }>(base, 'POST', '/api/account/checkauth', {
      token: plain.token,
    });
    expect(me.body.user.altArts).toEqual({ 'coal-roarkwin': ['coal-promo'] });
  });

  it('bans an IP: that IP can neither log in nor register; unbanning lets it back', async () => {
    const empty = await call(base, 'POST', '/api/banlist', { token: admin.token, body: {} });
    expect(empty.body).toEqual({ success: false, message: 'Please enter the Ip address' });
    const invalid = await call(base, 'POST', '/api/banlist', {
      token: admin.token,
      body: { ip: 'not-an-ip' },
    });
    expect(invalid.status).toBe(400);
    const added = await call<{ entry: { id: number; ip: string; user: string; added: string } }>(
      base,
      'POST',
      '/api/banlist',
      { token: admin.token, body: { ip: '10.66.0.1' } },
    );
    expect(added.body).toMatchObject({
      success: true,
      message: 'Banlist item added successfully.',
      entry: { ip: '10.66.0.1', user: 'root' },
    });
    const duplicate = await call(base, 'POST', '/api/banlist', {
      token: admin.token,
      body: { ip: '10.66.0.1' },
    });
    expect(duplicate.status).toBe(400);

    const login = await call(base, 'POST', '/api/account/login', {
      body: { username: 'plain', password: 'secret123' },
      ip: '10.66.0.1',
    });
    expect(login.status).toBe(400);
    expect(login.body.message).toBe('Your IP address has been banned from this site.');
    const register = await call(base, 'POST', '/api/account/register', {
      body: { username: 'banned1', email: 'banned1@example.com', password: 'secret123' },
      ip: '10.66.0.1',
    });
    expect(register.status).toBe(400);
    expect(register.body.message).toBe('Your IP address has been banned from this site.');
    const elsewhere = await call(base, 'POST', '/api/account/login', {
      body: { username: 'plain', password: 'secret123' },
      ip: '10.66.0.2',
    });
    expect(elsewhere.status).toBe(200);

    const list = await call<{ banlist: { ip: string }[] }>(base, 'GET', '/api/banlist', {
      token: admin.token,
    });
    expect(list.body.banlist.map((e) => e.ip)).toEqual(['10.66.0.1']);
    const removed = await call(base, 'DELETE', `/api/banlist/${added.body.entry.id}`, {
      token: admin.token,
    });
    expect(removed.body).toEqual({
      success: true,
      message: 'Banlist item deleted successfully.',
      id: added.body.entry.id,
    });
    expect((await call(base, 'DELETE', '/api/banlist/abc', { token: admin.token })).status).toBe(
      400,
    );
    const again = await call(base, 'POST', '/api/account/login', {
      body: { username: 'plain', password: 'secret123' },
      ip: '10.66.0.1',
    });
    expect(again.status).toBe(200);
  });
});
