import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardsResponse } from '../../src/protocol/cards';
import { importCatalogue } from '../../src/server/services/catalogue/import';
import type { DataCopy } from '../helpers/catalogue';
import { copySharedData, importDeps } from '../helpers/catalogue';
import type { ClientServer } from '../helpers/client-server';
import { rawGet, startClientServer } from '../helpers/client-server';
import type { TestServer } from '../helpers/server';

describe('compressed API answers', () => {
  // A static file with no build-time .br/.gz copy: it must go as it is.
  const plainAsset = JSON.stringify({ lines: Array.from({ length: 300 }, (_, i) => `line ${i}`) });
  let copy: DataCopy;
  let served: ClientServer;
  let test: TestServer;

  beforeAll(async () => {
    copy = copySharedData();
    served = await startClientServer({ 'data.json': plainAsset });
    test = served.test;
    await importCatalogue(importDeps(test, { ashesDataDir: copy.dir }));
  }, 120_000);
  afterAll(async () => {
    await served?.close();
    copy?.dispose();
  });

  it('sends GET /api/cards in brotli to a client that prefers it, the same JSON decoded', async () => {
    const plain = await rawGet(`${test.url}/api/cards`, null);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = JSON.parse(plain.body.toString()) as CardsResponse;
    expect(Object.keys(json.cards).length).toBeGreaterThan(500);

    const brotli = await rawGet(`${test.url}/api/cards`, 'br');
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.body.length).toBeLessThan(plain.body.length / 4);
    expect(JSON.parse(brotliDecompressSync(brotli.body).toString())).toEqual(json);
  });

  it('compresses a large answer by the Accept-Encoding: brotli first, else gzip', async () => {
    const url = `${test.url}/api/openapi.json`;
    const plain = await rawGet(url, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const document: unknown = JSON.parse(plain.body.toString());

    const brotli = await rawGet(url, 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.body).toString())).toEqual(document);

    const gzip = await rawGet(url, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(document);
  });

  it('leaves small answers and the static client as they are', async () => {
    const small = await rawGet(`${test.url}/api/health/live`, 'gzip, br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ ok: true });

    const asset = await rawGet(`${test.url}/data.json`, 'gzip, br');
    expect(asset.status).toBe(200);
    expect(asset.headers['content-encoding']).toBeUndefined();
    expect(asset.body.toString()).toBe(plainAsset);
  });
});
