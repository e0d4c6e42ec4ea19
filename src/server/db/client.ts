import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { QueryTiming, timedMethod, withWrappedMethods } from './query-timing';
import type { QueryObserver } from './query-timing';
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
  /** Reports the time of every query from now on (metrics); null stops it. */
  observeQueries(observer: QueryObserver | null): void;
  close(): Promise<void>;
}

/**
 * PGlite's methods that run SQL, timed; a transaction's callback gets a timed handle, so the
 * statements inside one are timed too.
 */
function timedPglite(client: PGlite, timing: QueryTiming): PGlite {
  const statements = { query: timedMethod(timing), exec: timedMethod(timing) };
  return withWrappedMethods(client, {
    ...statements,
    transaction:
      (original) =>
      (...args) => {
        const [callback, ...rest] = args;
        if (typeof callback !== 'function') return original(...args);
        const timedCallback = (tx: unknown) =>
          Reflect.apply(callback, undefined, [
            typeof tx === 'object' && tx !== null ? withWrappedMethods(tx, statements) : tx,
          ]);
        return original(timedCallback, ...rest);
      },
  });
}

/** The pool's queries, timed, and those of the clients it lends for transactions. */
function timedPool(pool: pg.Pool, timing: QueryTiming): pg.Pool {
  const statements = { query: timedMethod(timing) };
  return withWrappedMethods(pool, {
    ...statements,
    connect:
      (original) =>
      async (...args) => {
        const client: unknown = await original(...args);
        return typeof client === 'object' && client !== null
          ? withWrappedMethods(client, statements)
          : client;
      },
  });
}

/** PGlite in a folder (or `memory://`): the embedded default. */
export async function openPglite(dataDirOrMemory: string): Promise<Database> {
  return pgliteDatabase(await PGlite.create(dataDirOrMemory));
}

/**
 * An open PGlite as a Database (tests open theirs from a prepared data directory, which skips
 * PGlite's slow first start; see tests/helpers/pglite-template.ts).
 */
export function pgliteDatabase(pglite: PGlite): Database {
  const timing = new QueryTiming();
  const client = timedPglite(pglite, timing);
  return {
    db: drizzlePglite(client, { schema }),
    kind: 'pglite',
    runScript: async (sqlText) => {
      await client.exec(sqlText);
    },
    queryRows: async <Row>(sqlText: string, params: unknown[] = []) =>
      (await client.query<Row>(sqlText, params)).rows,
    observeQueries: (observer) => {
      timing.observer = observer;
    },
    close: () => client.close(),
  };
}

export async function openPostgres(url: string): Promise<Database> {
  const timing = new QueryTiming();
  const pool = timedPool(new pg.Pool({ connectionString: url, max: 10 }), timing);
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
    observeQueries: (observer) => {
      timing.observer = observer;
    },
    close: () => pool.end(),
  };
}

export function openDatabase(databaseUrl: string | null, dataDir: string): Promise<Database> {
  return databaseUrl ? openPostgres(databaseUrl) : openPglite(join(dataDir, 'pglite'));
}
