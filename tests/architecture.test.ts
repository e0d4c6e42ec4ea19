import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KEYWORDS } from '../src/engine/cards/keywords';

/** The import directions of ARCHITECTURE.md: which top-level parts each part may import. */
const ALLOWED: Record<string, readonly string[]> = {
  domain: [],
  protocol: ['domain'],
  engine: ['domain', 'protocol'],
  server: ['engine', 'protocol', 'domain'],
  app: ['protocol', 'domain', 'assets', 'board'],
  board: ['protocol', 'domain', 'assets'],
  assets: ['domain'],
};

const srcRoot = resolve(import.meta.dirname, '../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry) ? [path] : [];
  });
}

const IMPORT_PATTERN =
  /(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every module specifier a file imports or re-exports. */
function importSpecifiers(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT_PATTERN)].flatMap((m) => {
    const specifier = m[1] ?? m[2];
    return specifier ? [specifier] : [];
  });
}

/** The parts of src/ a file imports through relative paths. */
function importedParts(file: string): { part: string; specifier: string }[] {
  const text = readFileSync(file, 'utf8');
  const found: { part: string; specifier: string }[] = [];
  for (const match of text.matchAll(IMPORT_PATTERN)) {
    const specifier = match[1] ?? match[2];
    if (!specifier?.startsWith('.')) continue;
    const target = relative(srcRoot, resolve(dirname(file), specifier));
    const part = target.split(/[\\/]/)[0];
    if (part && !part.startsWith('..')) found.push({ part, specifier });
  }
  return found;
}

describe('import directions', () => {
  const files = sourceFiles(srcRoot);

  it('every part of src/ is known', () => {
    const parts = readdirSync(srcRoot).filter((e) => statSync(join(srcRoot, e)).isDirectory());
    expect(parts.filter((p) => !(p in ALLOWED))).toEqual([]);
  });

  it('no file imports a part it may not', () => {
    const violations: string[] = [];
    for (const file of files) {
      const from = relative(srcRoot, file).split(/[\\/]/)[0] ?? '';
      const allowed = ALLOWED[from] ?? [];
      for (const { part, specifier } of importedParts(file)) {
        if (part !== from && !allowed.includes(part)) {
          violations.push(`${relative(srcRoot, file)} imports ${specifier}`);
        }
      }
    }
    expect(violations).toEqual([]);
  });

  it('board never imports pages of app, and app pages are not imported by board', () => {
    const boardFiles = files.filter((f) => relative(srcRoot, f).startsWith('board'));
    const offending = boardFiles.filter((f) => importedParts(f).some((i) => i.part === 'app'));
    expect(offending).toEqual([]);
  });

  it('the engine does no I/O', () => {
    const engineFiles = files.filter((f) => relative(srcRoot, f).startsWith('engine'));
    const io = /from\s+['"](node:)?(fs|net|http|https|child_process|fs\/promises|dgram)['"]/;
    expect(engineFiles.filter((f) => io.test(readFileSync(f, 'utf8')))).toEqual([]);
  });

  it('card scripts import only the card-script API (their tests also testing helpers)', () => {
    const cardsRoot = join(srcRoot, 'engine', 'cards');
    const apiRoot = join(cardsRoot, 'api');
    const testingRoot = join(srcRoot, 'engine', 'testing');
    const scripts = files.filter(
      (f) =>
        f.startsWith(cardsRoot + sep) &&
        !f.startsWith(apiRoot + sep) &&
        relative(cardsRoot, f).includes(sep),
    );
    const violations: string[] = [];
    for (const file of scripts) {
      const isTest = file.endsWith('.test.ts');
      for (const specifier of importSpecifiers(file)) {
        if (!specifier.startsWith('.')) {
          if (isTest && specifier === 'vitest') continue;
          violations.push(`${relative(srcRoot, file)} imports ${specifier}`);
          continue;
        }
        const target = resolve(dirname(file), specifier);
        const sameRelease = dirname(target) === dirname(file);
        const allowed =
          target === apiRoot ||
          target.startsWith(apiRoot + sep) ||
          // A release's index imports its scripts.
          (sameRelease && !isTest && file.endsWith(`${sep}index.ts`)) ||
          (isTest &&
            (target.startsWith(testingRoot + sep) ||
              target.startsWith(join(srcRoot, 'domain') + sep)));
        if (!allowed) violations.push(`${relative(srcRoot, file)} imports ${specifier}`);
      }
    }
    expect(scripts.length).toBeGreaterThan(78);
    expect(violations).toEqual([]);
  });

  it('every keyword of the table has a rule in the engine and a test', () => {
    const engineRoot = join(srcRoot, 'engine');
    const engineFiles = files.filter((f) => f.startsWith(engineRoot + sep));
    const table = join(engineRoot, 'cards', 'keywords.ts');
    const rules = engineFiles
      .filter((f) => !f.endsWith('.test.ts') && f !== table)
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    const tests = engineFiles
      .filter((f) => f.endsWith('.test.ts'))
      .map((f) => readFileSync(f, 'utf8').toLowerCase())
      .join('\n');
    const missing: string[] = [];
    for (const [key, rule] of Object.entries(KEYWORDS)) {
      // A triggered keyword's rule is its trigger in the table; a static one is asked for by name.
      const enforced = 'trigger' in rule || rules.includes(`'${key}'`);
      const tested = tests.includes(rule.name.toLowerCase()) || tests.includes(key.toLowerCase());
      if (!enforced) missing.push(`${key}: no rule`);
      if (!tested) missing.push(`${key}: no test`);
    }
    expect(missing).toEqual([]);
  });

  it('only the state and the setup spell the seat ids: the rules ask sides.ts who plays whom', () => {
    const engineRoot = join(srcRoot, 'engine');
    const testingRoot = join(engineRoot, 'testing');
    // A literal seat id, a property access by seat (players.p1) or the old two-seat opponent().
    const seatIds = /['"`]p[12]['"`]|\.p[12]\b|\bopponent\(|\bPLAYER_IDS\b/;
    const spelling = files
      .filter(
        (f) =>
          f.startsWith(engineRoot + sep) &&
          !f.startsWith(testingRoot + sep) &&
          !f.endsWith('.test.ts') &&
          seatIds.test(readFileSync(f, 'utf8')),
      )
      .map((f) => relative(engineRoot, f))
      .sort();
    // state.ts names the seats (the PlayerId type); game.ts seats a setup's players.
    expect(spelling).toEqual(['game.ts', 'state.ts']);
  });

  it('lobby areas import no other area; only the lobby service puts them together', () => {
    const lobbyRoot = join(srcRoot, 'server', 'lobby');
    const areasRoot = join(lobbyRoot, 'areas');
    const composition = join(lobbyRoot, 'lobby-service.ts');
    // What an area may not reach: another area, or the modules that wire the areas up.
    const aboveAreas = ['lobby-service', 'lobby-socket', 'index'].map((m) => join(lobbyRoot, m));
    const areas = files.filter((f) => f.startsWith(areasRoot + sep));
    const violations: string[] = [];
    for (const file of files.filter((f) => f.startsWith(lobbyRoot + sep))) {
      const isArea = file.startsWith(areasRoot + sep);
      for (const specifier of importSpecifiers(file)) {
        if (!specifier.startsWith('.')) continue;
        const target = resolve(dirname(file), specifier);
        const intoAreas = target.startsWith(areasRoot + sep);
        const wrong = isArea
          ? intoAreas || aboveAreas.includes(target)
          : intoAreas && file !== composition;
        if (wrong) violations.push(`${relative(srcRoot, file)} imports ${specifier}`);
      }
    }
    expect(areas.length).toBeGreaterThan(5);
    expect(violations).toEqual([]);
  });

  it('no lobby module grows past 400 lines', () => {
    const lobbyRoot = join(srcRoot, 'server', 'lobby');
    const long = files
      .filter((f) => f.startsWith(lobbyRoot + sep))
      .filter((f) => readFileSync(f, 'utf8').split('\n').length > 400)
      .map((f) => relative(srcRoot, f));
    expect(long).toEqual([]);
  });

  it('a source file over 400 lines says at its top why it is one file', () => {
    const long = files
      .filter((f) => !/\.test\.tsx?$/.test(f) && !f.includes(`${sep}fixtures${sep}`))
      .filter((f) => {
        const text = readFileSync(f, 'utf8');
        const head = text.split('\n').slice(0, 40).join('\n');
        return text.split('\n').length > 420 && !head.includes('Over 400 lines on purpose');
      })
      .map((f) => relative(srcRoot, f));
    expect(long).toEqual([]);
  });

  it('the import check sees real imports', () => {
    const sample = files.find((f) => relative(srcRoot, f) === join('domain', 'cards.ts'));
    expect(sample && importedParts(sample).map((i) => i.part)).toEqual(['domain']);
  });
});

describe('tests', () => {
  const e2eRoot = resolve(import.meta.dirname, 'e2e');
  const browserTests = readdirSync(e2eRoot).filter((f) => f.endsWith('.test.ts'));
  const read = (file: string) => readFileSync(join(e2eRoot, file), 'utf8');

  it('browser tests take their server and browser from serverAndBrowserPerSuite', () => {
    // One server and browser a suite, started by the harness: no file starts its own.
    const ownSetUp = browserTests.filter((f) =>
      /\b(startE2EServer|startTestServer|launchBrowser)\(/.test(read(f)),
    );
    expect(ownSetUp).toEqual([]);
  });

  it('a browser test file covers one feature: none grows past 500 lines', () => {
    const long = browserTests.filter((f) => read(f).split('\n').length > 500);
    expect(long).toEqual([]);
  });

  it("the board's views of game situations are the engine's, not written by hand", () => {
    // A player view written out (its card piles) only in the generated fixtures.
    const boardRoot = join(srcRoot, 'board');
    const generated = join(boardRoot, 'fixtures', 'generated');
    const handWritten = sourceFiles(boardRoot)
      .filter((f) => !f.startsWith(generated + sep))
      .filter((f) => /cardPiles:\s*\{/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(srcRoot, f));
    expect(handWritten).toEqual([]);
    const header = 'Written by scripts/make-board-fixtures.ts';
    const notWritten = sourceFiles(generated).filter(
      (f) => !readFileSync(f, 'utf8').includes(header),
    );
    expect(notWritten).toEqual([]);
  });
});
