import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/databases';
import type { TestServer } from '../helpers/server';
import { startTestServer } from '../helpers/server';

describe.each(await databaseKinds())('health on %s', (kind) => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer(kind);
  });
  afterAll(() => test.close());

  it('reports the database and an empty catalogue with a hint', async () => {
    const response = await fetch(`${test.url}/api/health`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ ok: true, db: kind, redis: false, cards: 0, precons: 0 });
    expect(String(body.message)).toContain('npm run import-data');
  });

  it('answers unknown API paths with 404 JSON', async () => {
    const response = await fetch(`${test.url}/api/nope`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false });
  });
});

describe('API error shape', () => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer('pglite');
  });
  afterAll(() => test.close());

  it('answers a body that is not JSON with 400 and the usual error shape', async () => {
    const response = await fetch(`${test.url}/api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      message: 'The request body is not valid JSON.',
    });
  });

  it('takes an empty body sent as JSON for no body, as bodiless calls send it', async () => {
    for (const body of ['', '  \n']) {
      const response = await fetch(`${test.url}/api/account/logout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true, revoked: false });
    }
  });

  it('still refuses a JSON body that would poison prototypes', async () => {
    const response = await fetch(`${test.url}/api/account/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"__proto__": {"admin": true}}',
    });
    expect(response.status).toBe(400);
  });
});
