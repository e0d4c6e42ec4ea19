import { DECK_COLLECTIONS } from '../../domain/collections';
import type { DeckCollection } from '../../domain/collections';

/** The collection behind a "Choose for me" type index (0 is the user's own decks). */
export function collectionByTypeIndex(typeIndex: number): DeckCollection | undefined {
  return DECK_COLLECTIONS.find((c) => c.typeIndex === typeIndex);
}
