import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress';
import type { ClientServer } from '../helpers/client-server';
import { rawGet, startClientServer } from '../helpers/client-server';
import type { TestServer } from '../helpers/server';

describe('the built client as the server sends it', () => {
  const script = `export const lines = [${Array.from({ length: 400 }, (_, i) => `"line ${i}"`).join(',')}];\n`;
  let served: ClientServer;
  let test: TestServer;

  beforeAll(async () => {
    served = await startClientServer(
      { 'assets/app.js': script, 'assets/tiny.js': 'export {};\n' },
      (clientDir) => expect(precompressDir(clientDir)).toBe(1),
    );
    test = served.test;
  }, 120_000);
  afterAll(async () => {
    await served?.close();
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
