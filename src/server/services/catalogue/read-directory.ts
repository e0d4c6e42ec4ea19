import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import JSON5 from 'json5';
import type { Card } from '../../../domain/cards';
import {
  buildCatalogue,
  CatalogueFormatError,
  parseAltArtFile,
  parseCardFile,
  parseDeckFile,
} from '../../../domain/catalogue';
import type { AltArt, PreconDeck } from '../../../domain/catalogue';
import { importedCollections } from '../../../domain/collections';
import type { CatalogueData } from './source';
import { CatalogueDataError, CatalogueUnavailableError } from './source';

function listFiles(dir: string, pattern: RegExp): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => pattern.test(name))
    .sort();
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Parses JSON5 text. The ashes.live novelty file is a list fragment (entries after a leading
 * comma, as if cut from a longer list), so a text that does not start a value is read as the
 * items of a list.
 */
export function parseJson5Decks(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed.startsWith('[') || trimmed.startsWith('{')) return JSON5.parse(trimmed);
  return JSON5.parse(`[${trimmed.replace(/^,/, '')}]`);
}

/** Reads and parses one file, turning any failure into an error that names it. */
function readData<T>(
  root: string,
  relativePath: string,
  parse: (raw: unknown, name: string) => T,
): T {
  let text: string;
  try {
    text = readFileSync(join(root, relativePath), 'utf8');
  } catch (error) {
    throw new CatalogueDataError(
      `${relativePath}: cannot be read (${errorText(error)})`,
      relativePath,
    );
  }
  let raw: unknown;
  try {
    raw = relativePath.endsWith('.json5') ? parseJson5Decks(text) : JSON.parse(text);
  } catch (error) {
    throw new CatalogueDataError(
      `${relativePath}: not valid JSON (${errorText(error)})`,
      relativePath,
    );
  }
  try {
    return parse(raw, relativePath);
  } catch (error) {
    if (error instanceof CatalogueFormatError) {
      throw new CatalogueDataError(error.message, relativePath);
    }
    throw error;
  }
}

function readCards(root: string, warnings: string[]) {
  const files = listFiles(join(root, 'cards'), /\.json$/);
  if (files.length === 0) {
    throw new CatalogueUnavailableError(`${join(root, 'cards')} holds no card files`);
  }
  const lists: Card[][] = [];
  const firstFile = new Map<string, string>();
  for (const file of files) {
    const path = `cards/${file}`;
    const list = readData(root, path, parseCardFile);
    for (const card of list) {
      const earlier = firstFile.get(card.stub);
      if (earlier) warnings.push(`${path}: stub "${card.stub}" also in ${earlier}; ${path} wins`);
      else firstFile.set(card.stub, path);
    }
    lists.push(list);
  }
  return buildCatalogue(lists);
}

function readPrecons(root: string, warnings: string[]): Map<string, PreconDeck[]> {
  const precons = new Map<string, PreconDeck[]>();
  const known = new Set<string>();
  for (const { key, file } of importedCollections()) {
    known.add(file);
    const path = `decks/${file}`;
    // A collection without a file exists and is empty, until a file is dropped in.
    precons.set(key, existsSync(join(root, path)) ? readData(root, path, parseDeckFile) : []);
  }
  for (const file of listFiles(join(root, 'decks'), /\.json5?$/)) {
    if (!known.has(file)) warnings.push(`decks/${file} belongs to no collection; not imported`);
  }
  return precons;
}

function readAltArts(root: string, warnings: string[]): AltArt[] {
  const seen = new Set<string>();
  const result: AltArt[] = [];
  for (const file of listFiles(join(root, 'altarts'), /\.json$/)) {
    const path = `altarts/${file}`;
    for (const entry of readData(root, path, parseAltArtFile)) {
      const key = `${entry.stub}\n${entry.alt}`;
      if (seen.has(key)) {
        warnings.push(`${path}: alt art ${entry.alt} of ${entry.stub} repeats; kept once`);
        continue;
      }
      seen.add(key);
      result.push(entry);
    }
  }
  return result;
}

function referenceWarnings(data: Pick<CatalogueData, 'cards' | 'precons'>): string[] {
  const warnings: string[] = [];
  for (const [collection, decks] of data.precons ?? []) {
    for (const deck of decks) {
      const ids = [...deck.phoenixborn, ...deck.cards, ...deck.conjurations].map((e) => e.id);
      const missing = ids.filter((id) => !data.cards[id]);
      if (missing.length > 0) {
        warnings.push(
          `${collection} precon "${deck.name}" names unknown cards: ${missing.join(', ')}`,
        );
      }
    }
  }
  return warnings;
}

/**
 * Reads a folder in the ashes.live data layout (cards/, decks/, altarts/). Every file is parsed
 * before anything is returned, so a malformed one stops the import before any write.
 */
export function readCatalogueDirectory(root: string): CatalogueData {
  if (!existsSync(root) || !statSync(root).isDirectory()) {
    throw new CatalogueUnavailableError(`ASHES_DATA_DIR ${root} is not a folder`);
  }
  const warnings: string[] = [];
  const cards = readCards(root, warnings);
  const precons = readPrecons(root, warnings);
  const altArts = readAltArts(root, warnings);
  warnings.push(...referenceWarnings({ cards, precons }));
  return { source: root, cards, precons, altArts, warnings };
}
