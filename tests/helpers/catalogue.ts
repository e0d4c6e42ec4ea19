import {
  chmodSync,
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '../../src/server/logger';
import type { ImportDeps } from '../../src/server/services/catalogue/import';
import type { TestServer } from './server';
import { SHARED_DATA_DIR } from './server';

/** Decks per collection as ../shared/ashes-data/README.md lists them. */
export const EXPECTED_PRECONS: Record<string, number> = {
  standalone: 28,
  adventuringparty: 25,
  buildingbasics: 0,
  firstadventure: 2,
  chimera: 12,
  pve: 28,
  msu: 0,
  dualduel: 24,
  corpserebuild: 0,
  onecollection: 28,
  ascendancy: 4,
  dragonborn: 2,
  noveltyisland: 1,
};

/** Import dependencies wired to a test server's database and in-memory catalogue. */
export function importDeps(
  test: TestServer,
  config: Partial<ImportDeps['config']> = {},
): ImportDeps {
  return {
    config: { ...test.server.ctx.config, ...config },
    database: test.testDb.database,
    logger: createLogger('silent'),
    catalogue: test.server.ctx.catalogue,
  };
}

export interface DataCopy {
  dir: string;
  /** Replaces a file's text (path relative to the copy). */
  write(relativePath: string, text: string): void;
  read(relativePath: string): string;
  dispose(): void;
}

/** A writable temporary copy of the shared catalogue (outside the repository). */
export function copySharedData(): DataCopy {
  const dir = mkdtempSync(join(tmpdir(), 'ashtable-data-'));
  cpSync(SHARED_DATA_DIR, dir, { recursive: true });
  chmodSync(dir, 0o755);
  for (const sub of ['cards', 'decks', 'altarts']) {
    chmodSync(join(dir, sub), 0o755);
    for (const file of readdirSync(join(dir, sub))) chmodSync(join(dir, sub, file), 0o644);
  }
  return {
    dir,
    write: (relativePath, text) => writeFileSync(join(dir, relativePath), text),
    read: (relativePath) => readFileSync(join(dir, relativePath), 'utf8'),
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A loopback URL where nothing listens (a port just freed). */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/** The shared player cards, as the fake API serves them. */
export function sharedPlayerCards(): unknown[] {
  const raw = JSON.parse(readFileSync(join(SHARED_DATA_DIR, 'cards/all-cards.json'), 'utf8')) as {
    results: unknown[];
  };
  return raw.results;
}

export type FakeApiMode = 'next-links' | 'offset-only' | 'html' | 'error-500' | 'hang' | 'bad-card';

export interface FakeApi {
  url: string;
  requests: string[];
  close(): Promise<void>;
}

/**
 * A stand-in for the ashes.live API on a free loopback port: GET /v2/cards pages the shared
 * cards by limit/offset with count and (in 'next-links' mode) absolute next links. The other
 * modes break the second page in one way each.
 */
export async function startFakeApi(mode: FakeApiMode): Promise<FakeApi> {
  const cards = sharedPlayerCards();
  const requests: string[] = [];
  const hanging: ServerResponse[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
    requests.push(url.pathname + url.search);
    if (url.pathname !== '/v2/cards') {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"detail":"Not Found"}');
      return;
    }
    const limit = Number(url.searchParams.get('limit') ?? 30);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const secondPage = offset > 0;
    if (secondPage && mode === 'html') {
      response
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<html><body>Maintenance</body></html>');
      return;
    }
    if (secondPage && mode === 'error-500') {
      response.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
      return;
    }
    if (secondPage && mode === 'hang') {
      hanging.push(response);
      return;
    }
    let results = cards.slice(offset, offset + limit);
    if (secondPage && mode === 'bad-card') results = [{ name: 'Broken', type: 'Ally' }];
    const nextOffset = offset + limit;
    const next =
      mode === 'next-links' && nextOffset < cards.length
        ? `http://${request.headers.host}/v2/cards?limit=${limit}&offset=${nextOffset}`
        : null;
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ count: cards.length, next, previous: null, results }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
