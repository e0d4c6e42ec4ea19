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
