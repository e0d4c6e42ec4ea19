import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveChallenge } from 'altcha-lib/v1';
import type { Challenge } from 'altcha-lib/v1/types';
import { databaseKinds } from '../helpers/databases';
import type { TestServer } from '../helpers/server';
import { startTestServer } from '../helpers/server';
import type { Login } from './account-helpers';
import { call, linkIn, outbox, registerAndLogin } from './account-helpers';
import { SESSION_ENDED } from '../../src/server/api/account';
import { accountServices } from '../../src/server/api/account-helpers';
import { SESSION_IDLE_MS } from '../../src/server/services/sessions';

/** Hashing passwords is deliberately slow; a busy machine needs room to start up. */
const HOOK_TIMEOUT_MS = 180_000;

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function solvedCaptcha(base: string): Promise<string> {
  const { body } = await call<Challenge>(base, 'GET', '/api/account/captcha');
  const solution = await solveChallenge(body.challenge, body.salt, body.algorithm, body.maxnumber)
    .promise;
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(
    JSON.stringify({
      algorithm: body.algorithm,
      challenge: body.challenge,
      number: solution.number,
      salt: body.salt,
      signature: body.signature,
    }),
  ).toString('base64');
}

describe.each(await databaseKinds())('accounts API on %s', (kind) => {
  let test: TestServer;
  let base: string;
  let alice: Login;

  beforeAll(async () => {
    test = await startTestServer(kind, { AUTH_RATE_LIMIT: '1000', TRUST_PROXY: '1' });
    base = test.url;
    alice = await registerAndLogin(base, 'alice');
  }, HOOK_TIMEOUT_MS);
  afterAll(() => test.close());

  describe('register', () => {
    it.each([
      [{ email: 'x@y.com', password: 'secret1' }, 'You must specify a username'],
      [
        { username: 'ab', email: 'x@y.com', password: 'secret1' },
        'Username must be at least 3 characters and no more than 15 characters long',
      ],
      [
        { username: 'abcdefghijklmnop', email: 'x@y.com', password: 'secret1' },
        'Username must be at least 3 characters and no more than 15 characters long',
      ],
      [
        { username: 'bad name', email: 'x@y.com', password: 'secret1' },
        'Usernames must only use the characters a-z, 0-9, _ and -',
      ],
      [{ username: 'bob', password: 'secret1' }, 'You must specify an email address'],
      [
        { username: 'bob', email: 'nope', password: 'secret1' },
        'Please enter a valid email address',
      ],
      [{ username: 'bob', email: 'x@y.com' }, 'You must specify a password'],
      [
        { username: 'bob', email: 'x@y.com', password: '12345' },
        'Password must be at least 6 characters',
      ],
    ])('rejects %j with its text', async (body, message) => {
      const response = await call(base, 'POST', '/api/account/register', { body });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message });
    });

    it('rejects wrong types and creates nothing', async () => {
      const response = await call(base, 'POST', '/api/account/register', {
        body: { username: 12345, email: 'n@example.com', password: 'secret123' },
      });
      expect(response.status).toBe(400);
      expect(response.body.success).toBe(false);
      const login = await call(base, 'POST', '/api/account/login', {
        body: { username: '12345', password: 'secret123' },
      });
      expect(login.status).toBe(401);
    });

    it('refuses a taken name or email, whatever the case', async () => {
      const name = await call(base, 'POST', '/api/account/register', {
        body: { username: 'ALICE', email: 'other@example.com', password: 'secret123' },
      });
      expect(name.body).toEqual({
        success: false,
        message: 'An account with that name already exists, please choose another',
      });
      const email = await call(base, 'POST', '/api/account/register', {
        body: { username: 'alice2', email: 'Alice@Example.com', password: 'secret123' },
      });
      expect(email.body).toEqual({
        success: false,
        message: 'An account with that email already exists, please use another',
      });
    });

    it('is active at once without activation and writes a welcome email to the outbox', async () => {
      expect(alice.user.username).toBe('alice');
      const welcome = (await outbox(test.dataDir)).find(
        (mail) => mail.to.address === 'alice@example.com',
      );
      expect(welcome).toMatchObject({
        subject: 'Welcome to Ashtable',
        to: { name: 'alice' },
        contentType: 'multipart/alternative',
      });
      expect(welcome?.text).toContain('Hi alice,');
      expect(welcome?.html).toContain('Hi alice,');
    });
  });

  describe('login and tokens', () => {
    it('answers a wrong password with 401 and its text', async () => {
      const response = await call(base, 'POST', '/api/account/login', {
        body: { username: 'alice', password: 'wrongpass' },
      });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ success: false, message: 'Invalid username/password' });
    });

    it('requires both fields', async () => {
      const response = await call(base, 'POST', '/api/account/login', { body: { username: 'a' } });
      expect(response.body).toEqual({ success: false, message: 'You must specify a password' });
    });

    it('returns token, refresh token and the user, never the password hash', async () => {
      const response = await call(base, 'POST', '/api/account/login', {
        body: { username: 'alice', password: 'secret123' },
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        success: true,
        token: expect.any(String),
        refreshToken: { id: expect.any(String), token: expect.any(String) },
        user: { username: 'alice', email: 'alice@example.com' },
      });
      expect(response.text).not.toMatch(/scrypt|passwordHash|password_hash/);
    });

    it('checkauth restores the user from a token and refuses forged or expired ones', async () => {
      const ok = await call(base, 'POST', '/api/account/checkauth', { token: alice.token });
      expect(ok.body).toMatchObject({ success: true, user: { username: 'alice' } });
      const forged = `${alice.token.slice(0, -4)}AAAA`;
      expect((await call(base, 'POST', '/api/account/checkauth', { token: forged })).status).toBe(
        401,
      );
      const expired = await test.server.ctx.signer.signAccess(
        { userId: Number(alice.user.id), username: 'alice' },
        -10,
      );
      expect((await call(base, 'POST', '/api/account/checkauth', { token: expired })).status).toBe(
        401,
      );
      expect((await call(base, 'POST', '/api/account/checkauth')).status).toBe(401);
    });

    it('renews with the same refresh token for the life of the session, as the spec client does', async () => {
      const login = await registerAndLogin(base, 'rotor');
      // The spec's client stores only the new access token and refreshes again with the
      // refresh token it got at login: every refresh must keep working.
      for (let round = 0; round < 3; round += 1) {
        const renewed = await call<Login>(base, 'POST', '/api/account/token', {
          body: { token: login.refreshToken },
        });
        expect(renewed.status).toBe(200);
        expect(renewed.body).toMatchObject({
          success: true,
          token: expect.any(String),
          user: { username: 'rotor' },
        });
        const checked = await call(base, 'POST', '/api/account/checkauth', {
          token: renewed.body.token,
        });
        expect(checked.status).toBe(200);
      }
      // Removing the session from the sessions page ends it and its access tokens.
      const removed = await call(
        base,
        'DELETE',
        `/api/account/rotor/sessions/${login.refreshToken.id}`,
        { token: login.token },
      );
      expect(removed.status).toBe(200);
      const after = await call(base, 'POST', '/api/account/token', {
        body: { token: login.refreshToken },
      });
      expect(after.body).toEqual({ success: false, message: SESSION_ENDED });
    });

    it('ends a session left unused for the idle time', async () => {
      const login = await registerAndLogin(base, 'sleeper');
      const sessions = accountServices(test.server.ctx).sessions;
      const later = new Date(Date.now() + SESSION_IDLE_MS + 60_000);
      expect(await sessions.renew(login.refreshToken, '10.0.0.1', later)).toEqual({
        kind: 'invalid',
      });
      const refresh = await call(base, 'POST', '/api/account/token', {
        body: { token: login.refreshToken },
      });
      expect(refresh.body).toMatchObject({ success: false });
    });

    it('refuses malformed and unknown refresh tokens', async () => {
      expect((await call(base, 'POST', '/api/account/token', { body: {} })).status).toBe(400);
      expect(
        (await call(base, 'POST', '/api/account/token', { body: { token: 'abc' } })).status,
      ).toBe(400);
      // A refused refresh is read by the client as `success: false`, not as a failed call.
      const unknown = await call(base, 'POST', '/api/account/token', {
        body: { token: { id: alice.refreshToken.id, token: 'not-the-secret' } },
      });
      expect(unknown.status).toBe(200);
      expect(unknown.body).toEqual({ success: false, message: SESSION_ENDED });
      // A wrong guess does not end the real session.
      const real = await call<Login>(base, 'POST', '/api/account/token', {
        body: { token: alice.refreshToken },
      });
      expect(real.status).toBe(200);
      alice = { ...alice, token: real.body.token, refreshToken: real.body.refreshToken };
    });

    it('logout revokes the session', async () => {
      const login = await registerAndLogin(base, 'leaver');
      const out = await call(base, 'POST', '/api/account/logout', {
        body: { token: login.refreshToken },
      });
      expect(out.body).toMatchObject({ success: true, revoked: true });
      const refresh = await call(base, 'POST', '/api/account/token', {
        body: { token: login.refreshToken },
      });
      expect(refresh.body).toEqual({ success: false, message: SESSION_ENDED });
    });
  });

  describe('sessions', () => {
    it('lists and removes own sessions only', async () => {
      const second = await call<Login>(base, 'POST', '/api/account/login', {
        body: { username: 'alice', password: 'secret123' },
        ip: '10.0.0.77',
      });
      const list = await call<{ tokens: { id: string; ip: string; lastUsed: string }[] }>(
        base,
        'GET',
        '/api/account/alice/sessions',
        { token: alice.token },
      );
      expect(list.status).toBe(200);
      const listed = list.body.tokens.find((s) => s.id === second.body.refreshToken.id);
      expect(listed).toMatchObject({ ip: '10.0.0.77', lastUsed: expect.any(String) });
      expect(list.text).not.toContain(second.body.refreshToken.token);

      const bob = await registerAndLogin(base, 'bobby');
      const foreign = await call(base, 'GET', '/api/account/alice/sessions', { token: bob.token });
      expect(foreign.status).toBe(403);
      const foreignDelete = await call(
        base,
        'DELETE',
        `/api/account/alice/sessions/${second.body.refreshToken.id}`,
        { token: bob.token },
      );
      expect(foreignDelete.status).toBe(403);

      const removed = await call(
        base,
        'DELETE',
        `/api/account/alice/sessions/${second.body.refreshToken.id}`,
        { token: alice.token },
      );
      expect(removed.body).toEqual({
        success: true,
        message: 'Session removed successfully',
        tokenId: second.body.refreshToken.id,
      });
      const refresh = await call(base, 'POST', '/api/account/token', {
        body: { token: second.body.refreshToken },
      });
      expect(refresh.body).toMatchObject({ success: false });
      // The removed session's access token stops working at once, not when it expires.
      const stale = await call(base, 'POST', '/api/account/checkauth', {
        token: second.body.token,
      });
      expect(stale.status).toBe(401);
      const mine = await call(base, 'POST', '/api/account/checkauth', { token: alice.token });
      expect(mine.status).toBe(200);
    });
  });

  describe('block list', () => {
    it('adds, lists and removes names with the texts of the spec', async () => {
      await registerAndLogin(base, 'carol');
      const missing = await call(base, 'POST', '/api/account/alice/blocklist', {
        token: alice.token,
        body: {},
      });
      expect(missing.body).toEqual({
        success: false,
        message: 'You must specify a username to block.',
      });
      const unknown = await call(base, 'POST', '/api/account/alice/blocklist', {
        token: alice.token,
        body: { username: 'nobody' },
      });
      expect(unknown.status).toBe(404);
      const added = await call(base, 'POST', '/api/account/alice/blocklist', {
        token: alice.token,
        body: { username: 'Carol' },
      });
      expect(added.body).toMatchObject({
        success: true,
        message: 'Blocklist entry added successfully',
        blockList: ['carol'],
      });
      const again = await call(base, 'POST', '/api/account/alice/blocklist', {
        token: alice.token,
        body: { username: 'carol' },
      });
      expect(again.body).toMatchObject({ blockList: ['carol'] });
      const list = await call(base, 'GET', '/api/account/alice/blocklist', { token: alice.token });
      expect(list.body).toEqual({ success: true, blockList: ['carol'] });
      const removed = await call(base, 'DELETE', '/api/account/alice/blocklist/carol', {
        token: alice.token,
      });
      expect(removed.body).toMatchObject({
        success: true,
        message: 'Blocklist entry deleted successfully',
        blockList: [],
      });
      expect((await call(base, 'GET', '/api/account/alice/blocklist')).status).toBe(401);
    });
  });

  describe('profile', () => {
    const payload = (extra: Record<string, unknown> = {}) => ({
      data: {
        username: 'alice',
        email: 'alice@example.com',
        avatar: null,
        password: '',
        settings: {
          optionSettings: { leftMode: false, bluffTimer: 3, alertTimer: 7 },
          cardSize: 'large',
          background: 'ashesreborn',
          eloOptOut: true,
        },
        ...extra,
      },
    });

    it('saves settings and an avatar, returns a new token, serves the avatar', async () => {
      const response = await call<Login & { message: string }>(base, 'PUT', '/api/account/alice', {
        token: alice.token,
        body: payload({ avatar: PNG.toString('base64') }),
      });
      expect(response.status).toBe(200);
      expect(response.body.message).toBe(
        'Profile saved successfully.  Please note settings changed here may only apply at the start of your next game.',
      );
      expect(response.body.token).toEqual(expect.any(String));
      expect(response.body.user).toMatchObject({
        settings: {
          cardSize: 'large',
          background: 'ashesreborn',
          eloOptOut: true,
          optionSettings: { leftMode: false, bluffTimer: 3, alertTimer: 7 },
        },
      });
      const avatar = String(response.body.user.avatar);
      const image = await fetch(`${base}/img/avatar/${avatar}.png`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
    });

    it.each([
      [
        'an oversized avatar',
        { avatar: Buffer.alloc(102401, 1).toString('base64') },
        'Image must be less than 100KB in size',
      ],
      [
        'a text file posing as an image',
        { avatar: Buffer.from('hello, not an image').toString('base64') },
        'Unsupported image format',
      ],
      [
        'a taken email',
        { email: 'carol@example.com' },
        'An account with that email already exists, please use another',
      ],
      ['a bad email', { email: 'nope' }, 'Please enter a valid email address'],
      ['a short password', { password: '123' }, 'Password must be at least 6 characters'],
    ])('refuses %s and changes nothing', async (_label, extra, message) => {
      const before = await call<{ user: unknown }>(base, 'POST', '/api/account/checkauth', {
        token: alice.token,
      });
      const response = await call(base, 'PUT', '/api/account/alice', {
        token: alice.token,
        body: payload(extra),
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message });
      const after = await call<{ user: unknown }>(base, 'POST', '/api/account/checkauth', {
        token: alice.token,
      });
      expect(after.body.user).toEqual(before.body.user);
    });

    it('refuses a custom background that is not png or jpeg, accepts a png', async () => {
      const gif = Buffer.from('R0lGODlhAQABAAAAACw=', 'base64');
      const bad = await call(base, 'PUT', '/api/account/alice', {
        token: alice.token,
        body: payload({
          settings: { background: 'custom' },
          customBackground: gif.toString('base64'),
        }),
      });
      expect(bad.body).toEqual({ success: false, message: 'File must be an image' });
      const good = await call<Login>(base, 'PUT', '/api/account/alice', {
        token: alice.token,
        body: payload({
          settings: { background: 'custom' },
          customBackground: PNG.toString('base64'),
        }),
      });
      expect(good.status).toBe(200);
      const name = String(
        (good.body.user.settings as { customBackground: string }).customBackground,
      );
      expect((await fetch(`${base}/img/custom/${name}.png`)).status).toBe(200);
    });

    it('refuses wrong types, unknown settings and timers out of range', async () => {
      for (const extra of [
        { settings: { optionSettings: { bluffTimer: 11 } } },
        { settings: { optionSettings: { leftMode: 'yes' } } },
        { settings: { cardSize: 'huge' } },
        { settings: { hacked: true } },
      ]) {
        const response = await call(base, 'PUT', '/api/account/alice', {
          token: alice.token,
          body: payload(extra),
        });
        expect(response.status).toBe(400);
        expect(response.body.success).toBe(false);
      }
      expect(
        (await call(base, 'PUT', '/api/account/alice', { token: alice.token, body: {} })).status,
      ).toBe(400);
    });

    it("refuses to save someone else's profile", async () => {
      const response = await call(base, 'PUT', '/api/account/carol', {
        token: alice.token,
        body: payload({ username: 'carol', email: 'carol@example.com' }),
      });
      expect(response.status).toBe(403);
    });

    it('changes the password', async () => {
      const user = await registerAndLogin(base, 'pwchange');
      const saved = await call(base, 'PUT', '/api/account/pwchange', {
        token: user.token,
        body: {
          data: { username: 'pwchange', email: 'pwchange@example.com', password: 'newsecret' },
        },
      });
      expect(saved.status).toBe(200);
      const login = await call(base, 'POST', '/api/account/login', {
        body: { username: 'pwchange', password: 'newsecret' },
      });
      expect(login.status).toBe(200);
    });
  });

  describe('forgot and reset password', () => {
    it('needs a solved captcha, emails a one-time link, and changes the password', async () => {
      await registerAndLogin(base, 'forgetful');
      const noCaptcha = await call(base, 'POST', '/api/account/password-reset', {
        body: { username: 'forgetful' },
      });
      expect(noCaptcha.body).toEqual({ success: false, message: 'You must complete the captcha.' });
      const bogus = await call(base, 'POST', '/api/account/password-reset', {
        body: { username: 'forgetful', captcha: 'bm90IGEgc29sdXRpb24=' },
      });
      expect(bogus.status).toBe(400);

      const captcha = await solvedCaptcha(base);
      const before = (await outbox(test.dataDir)).length;
      const asked = await call(base, 'POST', '/api/account/password-reset', {
        body: { username: 'forgetful@example.com', captcha },
      });
      expect(asked.body.success).toBe(true);
      const replay = await call(base, 'POST', '/api/account/password-reset', {
        body: { username: 'forgetful', captcha },
      });
      expect(replay.status).toBe(400);
      const mails = (await outbox(test.dataDir)).slice(before);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe('Ashtable password reset');
      const link = linkIn(mails[0]?.text ?? '', '/reset-password');
      expect(mails[0]?.html).toContain(`href="${link.href.replaceAll('&', '&amp;')}"`);
      const id = link.searchParams.get('id');
      const token = link.searchParams.get('token');

      const short = await call(base, 'POST', '/api/account/password-reset-finish', {
        body: { id, token, newPassword: '123' },
      });
      expect(short.body).toEqual({
        success: false,
        message: 'Password must be at least 6 characters',
      });
      const forged = await call(base, 'POST', '/api/account/password-reset-finish', {
        body: { id, token: `${token}x`, newPassword: 'changed123' },
      });
      expect(forged.status).toBe(400);
      const done = await call(base, 'POST', '/api/account/password-reset-finish', {
        body: { id, token, newPassword: 'changed123' },
      });
      expect(done.body).toEqual({
        success: true,
        message:
          'Your password has been changed.  You will shortly be redirected to the login page.',
      });
      const again = await call(base, 'POST', '/api/account/password-reset-finish', {
        body: { id, token, newPassword: 'another123' },
      });
      expect(again.status).toBe(400);
      const login = await call(base, 'POST', '/api/account/login', {
        body: { username: 'forgetful', password: 'changed123' },
      });
      expect(login.status).toBe(200);
    });

    it('answers the same for an unknown account and sends nothing', async () => {
      const before = (await outbox(test.dataDir)).length;
      const response = await call(base, 'POST', '/api/account/password-reset', {
        body: { username: 'ghost', captcha: await solvedCaptcha(base) },
      });
      expect(response.body.success).toBe(true);
      expect(await outbox(test.dataDir)).toHaveLength(before);
    });
  });
});
