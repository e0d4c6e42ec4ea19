import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGLITE_TEMPLATE_ENV, writePgliteTemplate } from './helpers/pglite-template';

const repoRoot = resolve(import.meta.dirname, '..');

/**
 * What the template is made from: the migrations, the code applying them and PGlite's version.
 * A change to any of them names another file, so a kept template is never stale.
 */
function templateKey(): string {
  const hash = createHash('sha256');
  const migrations = resolve(repoRoot, 'src/server/db/migrations');
  for (const file of readdirSync(migrations).sort()) {
    hash.update(file).update(readFileSync(join(migrations, file)));
  }
  hash.update(readFileSync(resolve(repoRoot, 'src/server/db/migrate.ts')));
  hash.update(readFileSync(resolve(repoRoot, 'node_modules/@electric-sql/pglite/package.json')));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Runs once before the unit and integration files (vitest.config.ts): the migrated PGlite every
 * test database starts from (helpers/pglite-template.ts), named in the environment the test
 * workers inherit. It is kept in the temporary folder under its key, so a run of a few files
 * does not pay for making it again.
 */
export default async function setup(): Promise<void> {
  const path = join(tmpdir(), `ashtable-pglite-template-${templateKey()}.tar`);
  if (!existsSync(path)) {
    // Written beside and renamed: a run starting meanwhile never reads half a file.
    const partial = `${path}.${process.pid}.partial`;
    await writePgliteTemplate(partial);
    renameSync(partial, path);
  }
  process.env[PGLITE_TEMPLATE_ENV] = path;
}
