import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { build, stop } from 'esbuild';

const repoRoot = resolve(import.meta.dirname, '../..');

/**
 * The environment variable naming the server compiled once for the browser run (set by the
 * global setup): every file's server starts from it instead of compiling the whole server and
 * its card scripts again with tsx, seconds of a core per start.
 */
export const SERVER_BUNDLE_ENV = 'ASHTABLE_E2E_SERVER_BUNDLE';

/**
 * Compiles `src/server/main.ts` with its sources into one module (packages stay imports of
 * node_modules, so the bundle lives under node_modules/.cache where Node finds them). Sources
 * that locate files beside themselves (the migrations, package.json) keep their own folder:
 * `import.meta.dirname` is written into each as the folder it came from. Returns its path.
 */
export async function bundleServer(): Promise<string> {
  const cache = join(repoRoot, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  // A folder per run: checkouts or runs side by side never load each other's build.
  const outdir = mkdtempSync(join(cache, 'ashtable-e2e-server-'));
  const outfile = join(outdir, 'main.mjs');
  await build({
    entryPoints: [resolve(repoRoot, 'src/server/main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    outfile,
    logLevel: 'warning',
    plugins: [
      {
        name: 'source-dirname',
        setup(plugin) {
          plugin.onLoad({ filter: /\.ts$/ }, (args) => ({
            contents: readFileSync(args.path, 'utf8').replaceAll(
              'import.meta.dirname',
              JSON.stringify(dirname(args.path)),
            ),
            loader: 'ts',
          }));
        },
      },
    ],
  });
  // esbuild keeps its compiler process for the next build: there is none, and vitest waits on it.
  await stop();
  return outfile;
}
