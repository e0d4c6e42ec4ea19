import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from '../../src/server/db/client';
import { pgliteDatabase } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';

/**
 * A fresh PGlite starts by running initdb in WebAssembly: seconds per database on a busy
 * two-core machine, and the integration tests open dozens. So a run makes one migrated, empty
 * database, dumps its data directory, and every test database starts from that dump instead
 * (the same tables and rows as initdb plus `migrate`, in a tenth of the time).
 *
 * The run's global setup (`tests/global-setup.ts`) writes the dump to the file named in
 * PGLITE_TEMPLATE_ENV; without one (fuzz and bench runs) the first database of the process
 * makes it in memory.
 */
export const PGLITE_TEMPLATE_ENV = 'ASHTABLE_PGLITE_TEMPLATE';

async function dumpMigratedDatabase(): Promise<Blob> {
  const client = await PGlite.create('memory://');
  try {
    await migrate(pgliteDatabase(client));
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/** Writes the dump of a migrated, empty database to `path` (global setup). */
export async function writePgliteTemplate(path: string): Promise<void> {
  const dump = await dumpMigratedDatabase();
  writeFileSync(path, new Uint8Array(await dump.arrayBuffer()));
}

let template: Promise<Blob> | null = null;

function migratedTemplate(): Promise<Blob> {
  template ??= (async () => {
    const path = process.env[PGLITE_TEMPLATE_ENV];
    if (path && existsSync(path)) return new Blob([readFileSync(path)]);
    return dumpMigratedDatabase();
  })();
  return template;
}

/** A new in-memory PGlite with every migration applied and no rows of its own. */
export async function openMigratedPglite(): Promise<Database> {
  return pgliteDatabase(
    await PGlite.create('memory://', { loadDataDir: await migratedTemplate() }),
  );
}
