import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../../src/server/db/client';
import { openPostgres } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { openMigratedPglite } from './pglite-template';
import { requireIfListed } from './services';

/** The PostgreSQL server integration tests also run against, when it answers. */
export const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let postgresReachable: Promise<boolean> | null = null;

export function isPostgresReachable(): Promise<boolean> {
  postgresReachable ??= (async () => {
    const client = new pg.Client({
      connectionString: TEST_DATABASE_URL,
      connectionTimeoutMillis: 2000,
    });
    let reachable = false;
    try {
      await client.connect();
      await client.end();
      reachable = true;
    } catch {
      reachable = false;
    }
    return requireIfListed('postgres', reachable, TEST_DATABASE_URL);
  })();
  return postgresReachable;
}

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when it is reachable. Use with describe.each. */
export async function databaseKinds(): Promise<DatabaseKind[]> {
  return (await isPostgresReachable()) ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase {
  database: Database;
  /** Connection string for a separate process (postgres only). */
  url: string | null;
  dispose(): Promise<void>;
}

/** A fresh, migrated database: in-memory PGlite, or a new throwaway PostgreSQL database. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = await openMigratedPglite();
    // A test may have closed it already (a database that went away).
    return { database, url: null, dispose: () => database.close().catch(() => undefined) };
  }
  const name = `ashtable_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  await migrate(database);
  return {
    database,
    url: url.toString(),
    dispose: async () => {
      await database.close().catch(() => undefined);
      const cleanup = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
