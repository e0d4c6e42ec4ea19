// `npm run bench`: runs every bench/*.bench.ts (or those named on the command line). Each
// module exports `run()`, which measures and prints its own figures.
import { readdirSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

interface BenchModule {
  run(): Promise<void> | void;
}

function isBenchModule(value: unknown): value is BenchModule {
  return (
    typeof value === 'object' && value !== null && 'run' in value && typeof value.run === 'function'
  );
}

const benchDir = import.meta.dirname;
const wanted = process.argv.slice(2);
const files = readdirSync(benchDir)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => wanted.length === 0 || wanted.some((w) => file.includes(w)))
  .sort();

let failures = 0;
for (const file of files) {
  console.log(`\n=== ${basename(file, '.bench.ts')}`);
  try {
    const module: unknown = await import(pathToFileURL(resolve(benchDir, file)).href);
    if (!isBenchModule(module)) throw new Error(`${file} does not export run()`);
    await module.run();
  } catch (error) {
    failures += 1;
    console.error(`${file} failed:`, error);
  }
}
if (files.length === 0) console.log('No benchmarks matched.');
process.exit(failures === 0 ? 0 : 1);
