/** Reads the card catalogue and precon decks from ASHES_DATA_DIR for scripts. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildCatalogue, parseCardFile, parseDeckFile } from '../../domain/catalogue';
import type { PreconDeck } from '../../domain/catalogue';
import type { Card } from '../../domain/cards';
import { readCatalogueDirectory } from '../services/catalogue/read-directory';

export function dataDir(): string {
  return (
    process.env.ASHES_DATA_DIR ?? resolve(import.meta.dirname, '../../../../shared/ashes-data')
  );
}

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8')) as unknown;
}

export function readCatalogue(dir = dataDir()): Record<string, Card> {
  const cards = parseCardFile(readJson(resolve(dir, 'cards/all-cards.json')), 'all-cards.json');
  return buildCatalogue([cards]);
}

/** The player cards with the boss cards of solo play (all-cards.json has none of them). */
export function readSoloCatalogue(dir = dataDir()): Record<string, Card> {
  const files = [
    'all-cards.json',
    'chimera.json',
    'dragonborn-scatha.json',
    'dragonborn-indiri.json',
  ];
  return buildCatalogue(files.map((f) => parseCardFile(readJson(resolve(dir, 'cards', f)), f)));
}

export function readPrecons(dir = dataDir(), file = 'precon-core.json'): PreconDeck[] {
  return parseDeckFile(readJson(resolve(dir, 'decks', file)), file);
}

/**
 * The precons of every collection the server imports, keyed by collection (the same reading
 * as the catalogue import: services/catalogue/read-directory.ts).
 */
export function readCollections(dir = dataDir()): Map<string, PreconDeck[]> {
  return readCatalogueDirectory(dir).precons ?? new Map();
}
