import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/databases';
import type { TestServer } from '../helpers/server';
import { startTestServer } from '../helpers/server';
import type { Login } from './account-helpers';
import { call, registerAndLogin } from './account-helpers';

const HOOK_TIMEOUT_MS = 180_000;

/** Input that once reached SQL or a string transform and answered 500. */
describe.each(await databaseKinds())(
  'bad input is refused before it reaches a handler on %s',
  (kind) => {
    let test: TestServer;
    let alice: Login;
    beforeAll(async () => {
      test = await startTestServer(kind, { AUTH_RATE_LIMIT: '1000' });
      alice = await registerAndLogin(test.url, 'alice');
    }, HOOK_TIMEOUT_MS);
    afterAll(() => test.close());

    it.each([
      ['GET', '/api/game/%00'],
      ['GET', '/api/game/%00/chat'],
      ['GET', '/api/game/%00/replay'],
      ['DELETE', '/api/account/alice/sessions/%00'],
      ['GET', '/api/games?username=%00'],
    ])('%s %s: 400, not a server error', async (method, path) => {
      const answer = await call(test.url, method, path, { token: alice.token });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        success: false,
        message: 'The text holds characters that are not allowed',
      });
    });

    it.each([
      [{ uuid: [] }, 'uuid must be a text'],
      [{ deckName: ['x'], phoenixborn: [], cards: [] }, 'deckName must be a text'],
      [{ deckName: 42 }, 'deckName must be a text'],
      [{ deckName: 'Nul\u0000deck' }, 'The text holds characters that are not allowed'],
    ])('a deck body %j: 400 "%s", nothing saved', async (body, message) => {
      const answer = await call(test.url, 'POST', '/api/decks/', { token: alice.token, body });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, message });
      const decks = await call<{ decks: unknown[] }>(test.url, 'GET', '/api/decks', {
        token: alice.token,
      });
      expect(decks.body.decks).toEqual([]);
    });

    it('a block-list name holding NUL: 400 and the list unchanged', async () => {
      const answer = await call(test.url, 'POST', '/api/account/alice/blocklist', {
        token: alice.token,
        body: { username: 'bad\u0000name' },
      });
      expect(answer.status).toBe(400);
      const list = await call<{ blockList: string[] }>(
        test.url,
        'GET',
        '/api/account/alice/blocklist',
        {
          token: alice.token,
        },
      );
      expect(list.body.blockList).toEqual([]);
    });

    it('a string longer than any field allows is refused whole', async () => {
      const answer = await call(test.url, 'POST', '/api/account/login', {
        body: { username: 'alice', password: 'x'.repeat(300_000) },
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ message: 'The request holds a text that is too long' });
    });
  },
);
