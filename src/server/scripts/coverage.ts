/**
 * Which cards and precon decks the rules engine automates:
 *   ASHES_DATA_DIR=… npm run coverage
 * Reads the PvP catalogue and every deck collection file present under decks/.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { DECK_COLLECTIONS } from '../../domain/collections';
import { isAutomated } from '../../engine';
import { dataDir, readCatalogue, readPrecons } from './catalogue-files';
import { coverageReport } from './coverage-report';
import type { CollectionDecks } from './coverage-report';

const CORE_FILE = 'precon-core.json';

function collections(dir: string): CollectionDecks[] {
  return DECK_COLLECTIONS.filter((c) => existsSync(resolve(dir, 'decks', c.file))).map((c) => ({
    title: c.title,
    core: c.file === CORE_FILE,
    decks: readPrecons(dir, c.file),
  }));
}

function main(): void {
  const dir = dataDir();
  for (const line of coverageReport(readCatalogue(dir), collections(dir), isAutomated))
    console.log(line);
}

main();
