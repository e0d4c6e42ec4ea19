import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Database } from './client';

const MIGRATIONS_DIR = resolve(import.meta.dirname, 'migrations');

/**
 * Applies the SQL files of db/migrations in file-name order, each once. A file and its bookkeeping row go as one
 * simple-protocol script, which PostgreSQL runs as a single implicit transaction.
 * One history serves PGlite and PostgreSQL, so the SQL sticks to what PostgreSQL 15 accepts.
 */
export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  await database.runScript(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const rows = await database.queryRows<{ name: string }>('SELECT name FROM schema_migrations');
  const applied = new Set(rows.map((row) => row.name));
  const pending = readdirSync(dir)
    .filter((file) => file.endsWith('.sql') && !applied.has(file))
    .sort();
  for (const file of pending) {
    const body = readFileSync(join(dir, file), 'utf8');
    const name = file.replaceAll("'", "''");
    await database.runScript(`${body}\n;INSERT INTO schema_migrations (name) VALUES ('${name}');`);
  }
  return pending;
}
