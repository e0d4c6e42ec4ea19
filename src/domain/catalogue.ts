import { isChainedName } from './cards';
import type { Card, CardReference, CardStat, CardType, CostEntry, DeckType } from './cards';
import { BOSS_CARD_TYPES, PLAYER_CARD_TYPES } from './cards';
import { isMagic } from './dice';
import type { DicePoolEntry, Magic } from './dice';

/**
 * Pure parsing of the ashes.live catalogue format (cards, precon decks, alt arts) into our
 * types. Every function here throws CatalogueFormatError on malformed input so that an import
 * can report the offending file by name and change nothing.
 */
export class CatalogueFormatError extends Error {}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function requireString(obj: Json, key: string, where: string): string {
  const value = obj[key];
  if (typeof value !== 'string' || value.length === 0) {
    throw new CatalogueFormatError(`${where}: "${key}" must be a non-empty string`);
  }
  return value;
}

function optionalString(obj: Json, key: string): string | null {
  const value = obj[key];
  return typeof value === 'string' ? value : null;
}

function optionalNumber(obj: Json, key: string): number | null {
  const value = obj[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function optionalStat(obj: Json, key: string): CardStat | null {
  const value = obj[key];
  if (typeof value === 'number' || typeof value === 'string') return value;
  return null;
}

function numberMap(obj: Json, key: string): Record<string, number> {
  const value = obj[key];
  if (!isObject(value)) return {};
  const result: Record<string, number> = {};
  for (const [k, v] of Object.entries(value)) if (typeof v === 'number') result[k] = v;
  return result;
}

function magicList(obj: Json, key: string): Magic[] {
  const value = obj[key];
  return Array.isArray(value) ? value.filter(isMagic) : [];
}

function costList(obj: Json, where: string): CostEntry[] {
  const value = obj.cost;
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new CatalogueFormatError(`${where}: "cost" must be a list`);
  return value.map((entry) => {
    if (typeof entry === 'string') return entry;
    if (Array.isArray(entry) && entry.every((e) => typeof e === 'string')) return entry as string[];
    throw new CatalogueFormatError(`${where}: malformed cost entry`);
  });
}

function references(obj: Json, key: string): CardReference[] {
  const value = obj[key];
  if (!Array.isArray(value)) return [];
  return value.filter(isObject).flatMap((ref) => {
    const name = optionalString(ref, 'name');
    const stub = optionalString(ref, 'stub');
    return name && stub ? [{ name, stub }] : [];
  });
}

const KNOWN_TYPES: readonly string[] = [...PLAYER_CARD_TYPES, ...BOSS_CARD_TYPES];

export function parseCard(raw: unknown, fileDeckType: DeckType, where: string): Card {
  if (!isObject(raw)) throw new CatalogueFormatError(`${where}: a card must be an object`);
  const stub = requireString(raw, 'stub', where);
  const at = `${where} (${stub})`;
  const name = requireString(raw, 'name', at);
  const type = requireString(raw, 'type', at);
  if (!KNOWN_TYPES.includes(type)) throw new CatalogueFormatError(`${at}: unknown type "${type}"`);
  const release = isObject(raw.release)
    ? { name: String(raw.release.name ?? ''), stub: String(raw.release.stub ?? '') }
    : null;
  const placement = raw.placement;
  return {
    id: stub,
    stub,
    name,
    type: type as CardType,
    deckType: fileDeckType,
    release,
    placement:
      typeof placement === 'string' || Array.isArray(placement)
        ? (placement as string | string[])
        : null,
    cost: costList(raw, at),
    magicCost: numberMap(raw, 'magicCost'),
    effectMagicCost: numberMap(raw, 'effectMagicCost'),
    dice: magicList(raw, 'dice'),
    altDice: magicList(raw, 'altDice'),
    text: optionalString(raw, 'text') ?? '',
    attack: optionalStat(raw, 'attack'),
    life: optionalStat(raw, 'life'),
    recover: optionalStat(raw, 'recover'),
    battlefield: optionalNumber(raw, 'battlefield'),
    spellboard: optionalNumber(raw, 'spellboard'),
    copies: optionalNumber(raw, 'copies'),
    blood: optionalNumber(raw, 'blood'),
    conjurations: references(raw, 'conjurations'),
    phoenixborn: optionalString(raw, 'phoenixborn'),
    // The spec's list of nine decides, not the file's `chained` flag (which also marks a tenth).
    isChained: isChainedName(name),
    imageStub: optionalString(raw, 'imageStub') ?? stub,
    level: optionalString(raw, 'level'),
    rank: optionalNumber(raw, 'rank'),
    threat: optionalNumber(raw, 'threat'),
    ultimate: optionalNumber(raw, 'ultimate'),
    restricted: raw.restricted === true,
    automated: false,
  };
}

/** Parses one cards file: `{results: [...], deckType?}`. */
export function parseCardFile(raw: unknown, fileName: string): Card[] {
  if (!isObject(raw) || !Array.isArray(raw.results)) {
    throw new CatalogueFormatError(`${fileName}: expected an object with a "results" list`);
  }
  const deckType = raw.deckType;
  const fileDeckType: DeckType =
    deckType === 'chimera' || deckType === 'dragonborn' ? deckType : 'player';
  return raw.results.map((card, index) => parseCard(card, fileDeckType, `${fileName}[${index}]`));
}

/**
 * Merges card lists into one catalogue keyed by stub. Where two different stubs share a name,
 * the later ones are told apart by their release name (or deck type) in brackets.
 */
export function buildCatalogue(cardLists: Card[][]): Record<string, Card> {
  const byStub: Record<string, Card> = {};
  for (const card of cardLists.flat()) byStub[card.stub] = card;
  const seenNames = new Map<string, string>();
  for (const card of Object.values(byStub)) {
    const owner = seenNames.get(card.name);
    if (owner === undefined) {
      seenNames.set(card.name, card.stub);
      continue;
    }
    const qualifier = card.release?.name || card.deckType;
    card.name = `${card.name} (${qualifier})`;
    seenNames.set(card.name, card.stub);
  }
  return byStub;
}

export interface DeckCardEntry {
  id: string;
  count: number;
  ff?: boolean;
}

/** A preconstructed deck as the collections hold it. */
export interface PreconDeck {
  preconId: number;
  name: string;
  phoenixborn: DeckCardEntry[];
  cards: DeckCardEntry[];
  conjurations: DeckCardEntry[];
  dicepool: DicePoolEntry[];
  /** Dice outside the nine magics (boss "rage"/"dragon" dice), kept as written. */
  specialDice: SpecialDiceEntry[];
  mode: string | null;
  format: string | null;
  notes: string;
  premium: boolean;
  restricted: boolean;
  listClass: string | null;
  preconSet: string | null;
  ultimate: string | null;
  behaviour: string | null;
}

function cardEntries(obj: Json, key: string, where: string): DeckCardEntry[] {
  const value = obj[key];
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new CatalogueFormatError(`${where}: "${key}" must be a list`);
  return value.map((entry, index) => {
    if (!isObject(entry))
      throw new CatalogueFormatError(`${where}.${key}[${index}]: not an object`);
    const id = requireString(entry, 'id', `${where}.${key}[${index}]`);
    const count = entry.count === undefined ? 1 : entry.count;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) {
      throw new CatalogueFormatError(`${where}.${key}[${index}]: bad count`);
    }
    return entry.ff === true ? { id, count, ff: true } : { id, count };
  });
}

export interface SpecialDiceEntry {
  magic: string;
  count: number;
}

/** Splits a deck's dice into the nine magics and any others, rejecting malformed entries. */
function dicepool(
  obj: Json,
  where: string,
): { dicepool: DicePoolEntry[]; specialDice: SpecialDiceEntry[] } {
  const value = obj.dicepool;
  const result = { dicepool: [] as DicePoolEntry[], specialDice: [] as SpecialDiceEntry[] };
  if (value === undefined) return result;
  if (!Array.isArray(value)) throw new CatalogueFormatError(`${where}: "dicepool" must be a list`);
  value.forEach((entry, index) => {
    const count = isObject(entry) ? entry.count : undefined;
    const magic = isObject(entry) ? entry.magic : undefined;
    if (typeof magic !== 'string' || magic === '' || typeof count !== 'number' || count < 0) {
      throw new CatalogueFormatError(`${where}.dicepool[${index}]: malformed`);
    }
    if (isMagic(magic)) result.dicepool.push({ magic, count });
    else result.specialDice.push({ magic, count });
  });
  return result;
}

function optionalStub(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return optionalStub(value[0]);
  if (isObject(value) && typeof value.stub === 'string') return value.stub;
  if (isObject(value) && typeof value.id === 'string') return value.id;
  return null;
}

export function parsePreconDeck(raw: unknown, where: string): PreconDeck {
  if (!isObject(raw)) throw new CatalogueFormatError(`${where}: a deck must be an object`);
  const preconId = raw.precon_id;
  if (typeof preconId !== 'number') throw new CatalogueFormatError(`${where}: missing precon_id`);
  const at = `${where} (precon ${preconId})`;
  return {
    preconId,
    name: requireString(raw, 'name', at),
    phoenixborn: cardEntries(raw, 'phoenixborn', at),
    cards: cardEntries(raw, 'cards', at),
    conjurations: cardEntries(raw, 'conjurations', at),
    ...dicepool(raw, at),
    mode: optionalString(raw, 'mode'),
    format: optionalString(raw, 'format'),
    notes: optionalString(raw, 'notes') ?? '',
    premium: raw.premium === true,
    restricted: raw.restricted === true,
    listClass: optionalString(raw, 'listClass'),
    preconSet: optionalString(raw, 'precon_set'),
    ultimate: optionalStub(raw.ultimate),
    behaviour: optionalStub(raw.behaviour),
  };
}

export function parseDeckFile(raw: unknown, fileName: string): PreconDeck[] {
  if (!Array.isArray(raw)) throw new CatalogueFormatError(`${fileName}: expected a list of decks`);
  const decks = raw.map((deck, index) => parsePreconDeck(deck, `${fileName}[${index}]`));
  const seen = new Set<number>();
  for (const deck of decks) {
    if (seen.has(deck.preconId)) {
      throw new CatalogueFormatError(`${fileName}: precon_id ${deck.preconId} appears twice`);
    }
    seen.add(deck.preconId);
  }
  return decks;
}

export interface AltArt {
  name: string;
  stub: string;
  alt: string;
  category: string;
}

export function parseAltArtFile(raw: unknown, fileName: string): AltArt[] {
  if (!isObject(raw) || !Array.isArray(raw.results)) {
    throw new CatalogueFormatError(`${fileName}: expected an object with a "results" list`);
  }
  const category = typeof raw.category === 'string' ? raw.category : fileName.replace(/\..*$/, '');
  return raw.results.map((entry, index) => {
    const where = `${fileName}[${index}]`;
    if (!isObject(entry)) throw new CatalogueFormatError(`${where}: not an object`);
    return {
      name: requireString(entry, 'name', where),
      stub: requireString(entry, 'stub', where),
      alt: requireString(entry, 'alt', where),
      category,
    };
  });
}
