// Catalogue import time (first import and idempotent re-import, in-memory PGlite) and the size
// and serving time of GET /api/cards.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildServer } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openPglite } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { createLogger } from '../src/server/logger';
import { importCatalogue } from '../src/server/services/catalogue/import';
import { kib } from './figures';

const dataDir =
  process.env.ASHES_DATA_DIR ?? resolve(import.meta.dirname, '../../shared/ashes-data');

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
}

export async function run(): Promise<void> {
  const tempDir = mkdtempSync(join(tmpdir(), 'ashtable-bench-'));
  const database = await openPglite('memory://');
  await migrate(database);
  const logger = createLogger('silent');
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: tempDir,
    SERVE_CLIENT: 'false',
    ASHES_DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
  });
  const server = await buildServer(config, database, logger);
  try {
    const deps = { config, database, logger, catalogue: server.ctx.catalogue };
    const [first, firstMs] = await timed(() => importCatalogue(deps));
    const [, againMs] = await timed(() => importCatalogue(deps));
    console.log(`catalogue source:        ${dataDir}`);
    console.log(`first import:            ${firstMs.toFixed(0)} ms (${first.cards.total} cards)`);
    console.log(`re-import (no changes):  ${againMs.toFixed(0)} ms`);

    const port = await server.listen();
    const url = `http://127.0.0.1:${port}/api/cards`;
    const [body, coldMs] = await timed(async () => (await fetch(url)).text());
    const rounds = 20;
    const [, warmTotal] = await timed(async () => {
      for (let i = 0; i < rounds; i += 1) await (await fetch(url)).text();
    });
    console.log(
      `/api/cards size:         ${kib(Buffer.byteLength(body))} (gzip ${kib(gzipSync(body).length)})`,
    );
    console.log(`/api/cards first answer: ${coldMs.toFixed(1)} ms`);
    console.log(`/api/cards cached:       ${(warmTotal / rounds).toFixed(1)} ms per request`);
  } finally {
    await server.close();
    await database.close();
    rmSync(tempDir, { recursive: true, force: true });
  }
}
