import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGLITE_TEMPLATE_ENV, writePgliteTemplate } from './helpers/pglite-template';

/**
 * Runs once before the unit and integration files (vitest.config.ts): makes the migrated
 * PGlite every test database starts from (helpers/pglite-template.ts) and names it in the
 * environment the test workers inherit.
 */
export default async function setup(): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'ashtable-pglite-template-'));
  const path = join(dir, 'migrated.tar');
  await writePgliteTemplate(path);
  process.env[PGLITE_TEMPLATE_ENV] = path;
  return () => rmSync(dir, { recursive: true, force: true });
}
