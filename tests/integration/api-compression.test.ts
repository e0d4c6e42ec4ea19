import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardsResponse } from '../../src/protocol/cards';
import { importCatalogue } from '../../src/server/services/catalogue/import';
import type { DataCopy } from '../helpers/catalogue';
import { copySharedData, importDeps } from '../helpers/catalogue';
import type { TestServer } from '../helpers/server';
import { startTestServer } from '../helpers/server';

/** A GET with the given Accept-Encoding, its body as sent (fetch would decode it). */
function rawGet(
  url: string,
  acceptEncoding: string | null,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  const headers = acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding };
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    }).on('error', reject);
  });
}

describe('compressed API answers', () => {
  // A static file with no build-time .br/.gz copy: it must go as it is.
  const plainAsset = JSON.stringify({ lines: Array.from({ length: 300 }, (_, i) => `line ${i}`) });
  let clientDir: string;
  let copy: DataCopy;
  let test: TestServer;

  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'ashtable-client-'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Ashtable</title>');
    writeFileSync(join(clientDir, 'data.json'), plainAsset);
    copy = copySharedData();
    test = await startTestServer('pglite', { SERVE_CLIENT: 'true', CLIENT_DIR: clientDir });
    await importCatalogue(importDeps(test, { ashesDataDir: copy.dir }));
  }, 120_000);
  afterAll(async () => {
    await test?.close();
    copy?.dispose();
    rmSync(clientDir, { recursive: true, force: true });
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
