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
