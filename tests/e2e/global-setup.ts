import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { DATA_TEMPLATE_ENV, writeDataTemplate } from './harness';
import { SERVER_BUNDLE_ENV, bundleServer } from './server-bundle';

/**
 * Runs once before the browser files (vitest.e2e.config.ts): the server compiled once, and the
 * database it makes on its first start, for every file's server to start from (harness.ts).
 */
export default async function setup(): Promise<() => void> {
  const bundle = await bundleServer();
  process.env[SERVER_BUNDLE_ENV] = bundle;
  const template = await writeDataTemplate();
  process.env[DATA_TEMPLATE_ENV] = template;
  return () => {
    rmSync(dirname(template), { recursive: true, force: true });
    rmSync(dirname(bundle), { recursive: true, force: true });
  };
}
