import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { DATA_TEMPLATE_ENV, writeDataTemplate } from './harness';

/**
 * Runs once before the browser files (vitest.e2e.config.ts): the database a server makes on
 * its first start, for every file's server to start from a copy of (harness.ts).
 */
export default async function setup(): Promise<() => void> {
  const template = await writeDataTemplate();
  process.env[DATA_TEMPLATE_ENV] = template;
  return () => rmSync(dirname(template), { recursive: true, force: true });
}
