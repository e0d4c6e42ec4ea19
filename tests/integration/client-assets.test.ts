import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress';
import type { TestServer } from '../helpers/server';
import { startTestServer } from '../helpers/server';

/** A GET with the given Accept-Encoding, its body as sent (fetch would decompress it). */
function rawGet(
  url: string,
  acceptEncoding: string,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
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

describe('the built client as the server sends it', () => {
  const script = `export const lines = [${Array.from({ length: 400 }, (_, i) => `"line ${i}"`).join(',')}];\n`;
  let clientDir: string;
  let test: TestServer;

  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'ashtable-client-'));
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Ashtable</title>');
    writeFileSync(join(clientDir, 'assets', 'app.js'), script);
    writeFileSync(join(clientDir, 'assets', 'tiny.js'), 'export {};\n');
    expect(precompressDir(clientDir)).toBe(1);
    test = await startTestServer('pglite', { SERVE_CLIENT: 'true', CLIENT_DIR: clientDir });
  }, 120_000);
  afterAll(async () => {
    await test?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('sends the brotli or gzip copy written at build time to a browser that accepts it', async () => {
    const url = `${test.url}/assets/app.js`;
    const brotli = await rawGet(url, 'gzip, deflate, br');
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.body.length).toBeLessThan(Buffer.byteLength(script) / 4);
    expect(brotliDecompressSync(brotli.body).toString()).toBe(script);

    const gzip = await rawGet(url, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);

    const plain = await rawGet(url, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('sends a file too small to be worth compressing as it is', async () => {
    const tiny = await rawGet(`${test.url}/assets/tiny.js`, 'gzip, br');
    expect(tiny.status).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('export {};\n');
  });
});
