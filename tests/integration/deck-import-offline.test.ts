import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/server';
import { startTestServer } from '../helpers/server';

/** A loopback port nothing listens on: connecting is refused at once, as when offline. */
function closedPort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

async function post(test: TestServer, path: string, body: unknown, token?: string) {
  const response = await fetch(`${test.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('importing a deck while ashes.live cannot be reached', () => {
  let test: TestServer;
  let token: string;
  beforeAll(async () => {
    test = await startTestServer('pglite', {
      ASHES_LIVE_API_URL: `http://127.0.0.1:${await closedPort()}`,
    });
    const account = { username: 'offline', email: 'offline@example.com', password: 'secret123' };
    await post(test, '/api/account/register', account);
    const login = await post(test, '/api/account/login', account);
    token = String(login.body.token);
  });
  afterAll(() => test?.close());

  it('says the site could not be reached instead of blaming the link, and adds nothing', async () => {
    const uuid = crypto.randomUUID();
    const imported = await post(test, '/api/decks', { uuid }, token);
    expect(imported).toEqual({
      status: 504,
      body: {
        success: false,
        message:
          'ashes.live could not be reached, so your deck was not imported. Please try again later.',
      },
    });
    const list = await fetch(`${test.url}/api/decks`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await list.json()) as { decks: unknown[] }).decks).toEqual([]);
  });
});
