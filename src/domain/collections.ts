/**
 * The curated deck collections of the deck pages and the deck picker. Each reads precon
 * decks from one data file (when present); collections without data stay empty.
 */
export interface DeckCollection {
  /** Key used in URLs and the database. */
  key: string;
  /** REST path segment: GET /api/{endpoint}. */
  endpoint: string;
  /** Data file under the catalogue's decks/ folder. */
  file: string;
  title: string;
  /** The "Choose for me" type index of the lobby spec. */
  typeIndex: number;
}

export const DECK_COLLECTIONS: readonly DeckCollection[] = [
  {
    key: 'standalone',
    endpoint: 'standalone-decks',
    file: 'precon-core.json',
    title: 'Precons',
    typeIndex: 1,
  },
  {
    key: 'adventuringparty',
    endpoint: 'adventuringparty-decks',
    file: 'precon-aparty.json',
    title: 'Adventuring Party',
    typeIndex: 2,
  },
  {
    key: 'buildingbasics',
    endpoint: 'buildingbasics-decks',
    file: 'building-basics.json',
    title: 'Building Basics',
    typeIndex: 3,
  },
  {
    key: 'firstadventure',
    endpoint: 'firstadventure-decks',
    file: 'first-adventure.json',
    title: 'First Adventure',
    typeIndex: 4,
  },
  {
    key: 'chimera',
    endpoint: 'chimera-decks',
    file: 'chimera.json',
    title: 'Chimera',
    typeIndex: 5,
  },
  {
    key: 'pve',
    endpoint: 'pve-decks',
    file: 'precon-pve.json',
    title: 'Red Rains Precons',
    typeIndex: 6,
  },
  {
    key: 'msu',
    endpoint: 'msu-decks',
    file: 'master-set-upgrade.json',
    title: 'Master Set Upgrade',
    typeIndex: 7,
  },
  {
    key: 'dualduel',
    endpoint: 'dualduel-decks',
    file: 'precon-dualduel.json',
    title: 'Dual Duel',
    typeIndex: 8,
  },
  {
    key: 'corpserebuild',
    endpoint: 'corpserebuild-decks',
    file: 'corpse-rebuild.json',
    title: 'Corpse Rebuild',
    typeIndex: 9,
  },
  {
    key: 'onecollection',
    endpoint: 'onecollection-decks',
    file: 'one-collection.json',
    title: 'One Collection Battlebox',
    typeIndex: 10,
  },
];

export function collectionByKey(key: string): DeckCollection | undefined {
  return DECK_COLLECTIONS.find((c) => c.key === key);
}

/**
 * Further precon files of the catalogue that no deck page lists (the spec names none of
 * them); they are imported under their own keys for the deck picker and solo play.
 */
export interface ExtraDeckCollection {
  key: string;
  file: string;
  title: string;
}

export const EXTRA_DECK_COLLECTIONS: readonly ExtraDeckCollection[] = [
  { key: 'ascendancy', file: 'precon-ascendancy.json', title: 'Ascendancy' },
  { key: 'dragonborn', file: 'dragonborn.json', title: 'Dragonborn' },
  { key: 'noveltyisland', file: 'novelty-island.json5', title: 'Novelty Island' },
];

/** Every collection the importer fills: the deck pages' ones, then the extras. */
export function importedCollections(): readonly { key: string; file: string }[] {
  return [...DECK_COLLECTIONS, ...EXTRA_DECK_COLLECTIONS];
}
