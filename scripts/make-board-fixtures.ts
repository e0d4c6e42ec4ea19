/**
 * Writes the board's fixture views from engine scenarios (scripts/board-fixtures/), reading the
 * card catalogue from ASHES_DATA_DIR:
 *
 *   ASHES_DATA_DIR=/path/to/ashes-data npx tsx scripts/make-board-fixtures.ts
 *
 * Run it after changing the engine's view or a scenario; tests/board-fixtures.test.ts fails
 * while the committed files differ from what it writes.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { readCatalogue } from '../src/server/scripts/catalogue-files';
import { GENERATED_DIR, renderBoardFixtures } from './board-fixtures/render';

const files = await renderBoardFixtures(readCatalogue());
mkdirSync(GENERATED_DIR, { recursive: true });
const kept = new Set(files.map((f) => basename(f.path)));
// A scenario removed or renamed leaves no stale file behind.
for (const old of readdirSync(GENERATED_DIR)) {
  if (!kept.has(old)) rmSync(resolve(GENERATED_DIR, old));
}
for (const file of files) writeFileSync(file.path, file.text);
console.log(`wrote ${files.length} files to ${GENERATED_DIR}`);
