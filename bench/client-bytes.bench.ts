// JavaScript bytes as the server sends them (issue 23), from a built client (`npm run build`;
// `BENCH_CLIENT_DIR` measures another build, e.g. a base checkout's, for the before figure):
// - the first page: the entry script and the modules index.html preloads, with their static
//   imports;
// - the board: the lazy board chunk and what it imports statically beyond the first page.
// A file is counted as the brotli or gzip copy beside it when the build wrote one (what
// `@fastify/static` with `preCompressed` sends a browser accepting it), else as it is.
// - the backgrounds: per stock background, the PNG every screen loaded before and the WebP
//   each width of screen loads now (src/assets/backgrounds/sizes.ts); read from the build, or
//   from public/ without one.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  BACKGROUND_WIDTHS,
  SIZED_BACKGROUNDS,
  backgroundFileName,
} from '../src/assets/backgrounds/sizes';
import { kib } from './figures';

const clientDir = resolve(process.env.BENCH_CLIENT_DIR ?? 'dist/client');

/** Static imports of a built chunk (`import … from"./x.js"`, `import"./x.js"`), not `import()`. */
function staticImports(file: string): string[] {
  const text = readFileSync(join(clientDir, 'assets', file), 'utf8');
  const found = new Set<string>();
  for (const match of text.matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)) {
    if (match[1]) found.add(match[1]);
  }
  return [...found];
}

function withImports(roots: string[], skip: ReadonlySet<string> = new Set()): Set<string> {
  const seen = new Set<string>();
  const queue = roots.filter((file) => !skip.has(file));
  while (queue.length > 0) {
    const file = queue.pop();
    if (!file || seen.has(file) || skip.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return seen;
}

function sizes(files: Iterable<string>): { raw: number; gzip: number; brotli: number } {
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const path = join(clientDir, 'assets', file);
    const raw = statSync(path).size;
    total.raw += raw;
    total.gzip += existsSync(`${path}.gz`) ? statSync(`${path}.gz`).size : raw;
    total.brotli += existsSync(`${path}.br`) ? statSync(`${path}.br`).size : raw;
  }
  return total;
}

function line(label: string, files: Set<string>): void {
  const { raw, gzip, brotli } = sizes(files);
  console.log(
    `${label}: ${files.size} files, sent ${kib(brotli)} with brotli, ${kib(gzip)} with gzip (${kib(raw)} uncompressed)`,
  );
}

function fileBytes(dir: string, file: string): string {
  const path = join(dir, file);
  return existsSync(path) ? kib(statSync(path).size) : 'missing';
}

function backgrounds(): void {
  const built = join(clientDir, 'img/bgs');
  const dir = existsSync(built) ? built : resolve('public/img/bgs');
  for (const name of SIZED_BACKGROUNDS) {
    const sized = BACKGROUND_WIDTHS.map(
      (width) => `${width} wide ${fileBytes(dir, backgroundFileName(name, width))}`,
    );
    console.log(
      `background ${name}: before, one PNG for every screen ${fileBytes(dir, `${name}.png`)}; after, WebP by screen width x density: ${sized.join(', ')}`,
    );
  }
}

export function run(): void {
  backgrounds();
  const indexHtml = join(clientDir, 'index.html');
  if (!existsSync(indexHtml)) {
    console.log(`client bytes: no build in ${clientDir} (run npm run build)`);
    return;
  }
  const html = readFileSync(indexHtml, 'utf8');
  const entries = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].flatMap((m) =>
    m[1] ? [m[1]] : [],
  );
  const firstPage = withImports(entries);
  console.log(`client bytes of ${clientDir}:`);
  line('  first page JS', firstPage);
  const boardChunk = readdirSync(join(clientDir, 'assets')).find((file) =>
    /^board-[\w-]+\.js$/.test(file),
  );
  if (boardChunk) line('  board JS beyond the first page', withImports([boardChunk], firstPage));
  else console.log('  board JS: no board chunk found');
}
