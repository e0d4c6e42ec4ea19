import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { TestServer } from './server';
import { startTestServer } from './server';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent, still compressed (fetch would decode it). */
  body: Buffer;
}

/** A GET with the given Accept-Encoding (no such header when null). */
export function rawGet(url: string, acceptEncoding: string | null): Promise<RawAnswer> {
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

export interface ClientServer {
  test: TestServer;
  clientDir: string;
  /** Stops the server and removes the client folder. */
  close(): Promise<void>;
}

/**
 * A test server that serves a client folder of its own: an `index.html` and the `files` given
 * (paths relative to the folder). `prepare` runs on the folder before the server starts (e.g.
 * to write the build's compressed copies).
 */
export async function startClientServer(
  files: Record<string, string>,
  prepare: (clientDir: string) => void = () => undefined,
): Promise<ClientServer> {
  const clientDir = mkdtempSync(join(tmpdir(), 'ashtable-client-'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Ashtable</title>');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(clientDir, path)), { recursive: true });
    writeFileSync(join(clientDir, path), text);
  }
  prepare(clientDir);
  const test = await startTestServer('pglite', { SERVE_CLIENT: 'true', CLIENT_DIR: clientDir });
  return {
    test,
    clientDir,
    async close() {
      try {
        await test.close();
      } finally {
        rmSync(clientDir, { recursive: true, force: true });
      }
    },
  };
}
