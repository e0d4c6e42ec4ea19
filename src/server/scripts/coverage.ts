/**
 * Which cards and precon decks the rules engine automates:
 *   ASHES_DATA_DIR=… npm run coverage
 * Reads the PvP catalogue and every deck collection the server imports from decks/.
 */
import { DECK_COLLECTIONS, EXTRA_DECK_COLLECTIONS } from '../../domain/collections';
import { isAutomated } from '../../engine';
import { dataDir, readCatalogue, readCollections } from './catalogue-files';
import { coverageReport } from './coverage-report';
import type { CollectionDecks } from './coverage-report';

const CORE_FILE = 'precon-core.json';

/** Every collection the server imports (the deck pages' and the extras: Ascendancy, …). */
function collections(dir: string): CollectionDecks[] {
  const read = readCollections(dir);
  return [...DECK_COLLECTIONS, ...EXTRA_DECK_COLLECTIONS].flatMap((c) => {
    const decks = read.get(c.key);
    return decks && decks.length > 0 ? [{ title: c.title, core: c.file === CORE_FILE, decks }] : [];
  });
}

function main(): void {
  const dir = dataDir();
  for (const line of coverageReport(readCatalogue(dir), collections(dir), isAutomated))
    console.log(line);
}

main();
