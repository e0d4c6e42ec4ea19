import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGameNode } from '../../src/server/gamenodes/dedicated-node';
import { CATALOGUE_EMPTY_HINT } from '../../src/server/services/catalogue/hint';
import { importCatalogue } from '../../src/server/services/catalogue/import';
import { importDeps } from '../helpers/catalogue';
import { databaseKinds } from '../helpers/databases';
import type { TestServer } from '../helpers/server';
import { SHARED_DATA_DIR, startTestServer } from '../helpers/server';
import { REDIS_URL, redisReachable, startTestGameNode } from './redis-helpers';

async function get(url: string) {
  const response = await fetch(url);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe.each(await databaseKinds())('liveness and readiness on %s', (kind) => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer(kind);
  });
  afterAll(() => test.close());

  it('is live, and not ready while the catalogue is empty, saying why', async () => {
    expect(await get(`${test.url}/api/health/live`)).toEqual({ status: 200, body: { ok: true } });
    expect(await get(`${test.url}/api/health/ready`)).toEqual({
      status: 503,
      body: {
        ready: false,
        checks: {
          database: { status: 'ok' },
          redis: { status: 'off' },
          catalogue: { status: 'failing', message: CATALOGUE_EMPTY_HINT },
        },
      },
    });
  });

  it('is ready once the catalogue is loaded', async () => {
    await importCatalogue(importDeps(test, { ashesDataDir: SHARED_DATA_DIR }));
    expect(await get(`${test.url}/api/health/ready`)).toEqual({
      status: 200,
      body: {
        ready: true,
        checks: {
          database: { status: 'ok' },
          redis: { status: 'off' },
          catalogue: { status: 'ok' },
        },
      },
    });
  });

  it('is not ready once the database is gone, but still live', async () => {
    await test.testDb.database.close();
    const ready = await get(`${test.url}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({
      ready: false,
      checks: { database: { status: 'failing' }, catalogue: { status: 'ok' } },
    });
    expect(String(JSON.stringify(ready.body))).toContain('The database is unreachable');
    expect((await get(`${test.url}/api/health/live`)).status).toBe(200);
  });
});

describe.skipIf(!(await redisReachable()))('readiness with Redis', () => {
  const shared = {
    REDIS_URL,
    REDIS_PREFIX: `ashtable-test-${randomUUID()}`,
    JWT_SECRET: `secret-${randomUUID()}`,
  };
  let test: TestServer;
  let node: RunningGameNode;
  beforeAll(async () => {
    test = await startTestServer('pglite', { ...shared, LOBBY_HOSTS_GAMES: 'false' });
    await importCatalogue(importDeps(test, { ashesDataDir: SHARED_DATA_DIR }));
    node = await startTestGameNode(test, shared, 'readynode');
  });
  afterAll(async () => {
    await node?.close();
    await test?.close();
  });

  it('checks Redis on the lobby and on a dedicated node, each with its own answers', async () => {
    const all = {
      database: { status: 'ok' },
      redis: { status: 'ok' },
      catalogue: { status: 'ok' },
    };
    expect(await get(`${test.url}/api/health/ready`)).toEqual({
      status: 200,
      body: { ready: true, checks: all },
    });
    const nodeUrl = `http://127.0.0.1:${node.port}`;
    expect(await get(`${nodeUrl}/health/live`)).toEqual({ status: 200, body: { ok: true } });
    expect(await get(`${nodeUrl}/health/ready`)).toEqual({
      status: 200,
      body: { ready: true, checks: all },
    });
    expect((await get(`${nodeUrl}/health/nope`)).status).toBe(404);
    expect((await fetch(`${nodeUrl}/health/ready`, { method: 'POST' })).status).toBe(405);
  });

  it('is not ready once its Redis connection is lost', async () => {
    test.server.ctx.redis?.pub.disconnect();
    const ready = await get(`${test.url}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({
      ready: false,
      checks: { redis: { status: 'failing' }, database: { status: 'ok' } },
    });
  });
});
