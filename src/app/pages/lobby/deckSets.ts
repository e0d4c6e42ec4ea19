import { DECK_COLLECTIONS } from '../../../domain/collections';
import { DECK_SET_NAMES } from '../../../protocol/lobby';

/** The type index of My Decks in the select-deck modal. */
export const MY_DECKS_INDEX = 0;

/** The collection a format's decks come from; formats not listed use the player's own decks. */
const FORMAT_COLLECTION: Record<string, string> = {
  precon: 'standalone',
  firstadventure: 'firstadventure',
  aparty: 'adventuringparty',
  onecollection: 'onecollection',
};

function typeIndexOf(collectionKey: string): number | undefined {
  return DECK_COLLECTIONS.find((collection) => collection.key === collectionKey)?.typeIndex;
}

export interface DeckSetTabs {
  /** The type indexes of the tabs shown, in the modal's order. */
  shown: number[];
  /** The tab the modal opens on. */
  initial: number;
}

/**
 * Which sets the select-deck modal offers for a game, and where it opens: the Chimera's own
 * pick shows only the Chimera decks, a player's pick everything but them (a chimera deck
 * cannot play a player's side); a format played with a collection's decks (Precon, First
 * Adventure, ...) opens on that collection.
 */
export function deckSetTabs(format: string | null | undefined, forChimera: boolean): DeckSetTabs {
  const chimera = typeIndexOf('chimera');
  const all = DECK_SET_NAMES.map((_, index) => index);
  if (forChimera && chimera !== undefined) return { shown: [chimera], initial: chimera };
  const shown = all.filter((index) => index !== chimera);
  const collection = format ? FORMAT_COLLECTION[format] : undefined;
  const initial = (collection && typeIndexOf(collection)) || MY_DECKS_INDEX;
  return { shown, initial: shown.includes(initial) ? initial : MY_DECKS_INDEX };
}

/** The collection key behind a set's type index (none for My Decks). */
export function collectionKeyOf(typeIndex: number): string | null {
  return DECK_COLLECTIONS.find((collection) => collection.typeIndex === typeIndex)?.key ?? null;
}

/**
 * The sets worth a tab: My Decks, every collection not known to be empty (one whose file was
 * never imported has nothing to choose), and the open one whatever it holds.
 */
export function withoutEmptySets(
  shown: readonly number[],
  collections: Readonly<Record<string, readonly unknown[]>>,
  open: number,
): number[] {
  return shown.filter((index) => {
    const key = collectionKeyOf(index);
    const known = key === null ? undefined : collections[key];
    return index === open || known === undefined || known.length > 0;
  });
}
