import type { ApiCard } from '../../../protocol/cards';

export type GalleryKind = 'player' | 'chimera';

/** Boss helper cards (ultimates, behaviours) are not shown in the gallery. */
function isHelperCard(stub: string): boolean {
  return stub.includes('ultimate') || stub.includes('behaviour');
}

/** A card without a deck type is a player card. */
export function deckKindOf(card: Pick<ApiCard, 'deckType'>): string {
  return card.deckType || 'player';
}

/**
 * The cards of the Cards page for a kind: matching deck type, helpers left out, filtered by a
 * case-insensitive search of the name (or type), sorted by name.
 */
export function galleryCards(
  cards: Record<string, ApiCard>,
  kind: GalleryKind,
  search = '',
): ApiCard[] {
  const needle = search.trim().toLowerCase();
  return Object.values(cards)
    .filter((card) => deckKindOf(card) === kind && !isHelperCard(card.stub))
    .filter(
      (card) =>
        needle.length === 0 ||
        card.name.toLowerCase().includes(needle) ||
        card.type.toLowerCase().includes(needle),
    )
    .sort((a, b) => a.name.localeCompare(b.name));
}
