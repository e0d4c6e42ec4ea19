import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The query builder, the same type whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a multi-statement SQL script (migrations). */
  runScript(sqlText: string): Promise<void>;
  /** A plain parameterised query, for the few places below the query builder. */
  queryRows<Row>(sqlText: string, params?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

/** PGlite in a folder (or `memory://`): the embedded default. */
export async function openPglite(dataDirOrMemory: string): Promise<Database> {
  const client = await PGlite.create(dataDirOrMemory);
  return {
    db: drizzlePglite(client, { schema }),
    kind: 'pglite',
    runScript: async (sqlText) => {
      await client.exec(sqlText);
    },
    queryRows: async <Row>(sqlText: string, params: unknown[] = []) =>
      (await client.query<Row>(sqlText, params)).rows,
    close: () => client.close(),
  };
}

export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client dropped by the server (restart, failover) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (error) => console.error('PostgreSQL idle client error:', error.message));
  // Fail now, with a clear error, rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  return {
    db: drizzlePostgres(pool, { schema }),
    kind: 'postgres',
    runScript: async (sqlText) => {
      await pool.query(sqlText);
    },
    queryRows: async <Row>(sqlText: string, params: unknown[] = []) =>
      (await pool.query(sqlText, params)).rows as Row[],
    close: () => pool.end(),
  };
}

export function openDatabase(databaseUrl: string | null, dataDir: string): Promise<Database> {
  return databaseUrl ? openPostgres(databaseUrl) : openPglite(join(dataDir, 'pglite'));
}
