import type { Magic } from '../../../domain/dice';
import type { ApiCard } from '../../../protocol/cards';

export type GalleryKind = 'player' | 'chimera';

/** What the Cards page narrows the gallery by; an empty field does not narrow. */
export interface GalleryFilter {
  /** Words looked for in the name, type, text, Phoenixborn and release. */
  search: string;
  magic: Magic | '';
  type: string;
  /** Release stub. */
  release: string;
  /** Name of the Phoenixborn the card is tied to. */
  phoenixborn: string;
  /** Whether the rules engine runs the card's abilities. */
  automation: '' | 'automated' | 'manual';
}

export const NO_FILTER: GalleryFilter = {
  search: '',
  magic: '',
  type: '',
  release: '',
  phoenixborn: '',
  automation: '',
};

/** Boss helper cards (ultimates, behaviours) are not shown in the gallery. */
function isHelperCard(stub: string): boolean {
  return stub.includes('ultimate') || stub.includes('behaviour');
}

/** A card without a deck type is a player card. */
export function deckKindOf(card: Pick<ApiCard, 'deckType'>): string {
  return card.deckType || 'player';
}

/** The cards of a kind the page can show at all: matching deck type, helpers left out. */
export function cardsOfKind(cards: Record<string, ApiCard>, kind: GalleryKind): ApiCard[] {
  return Object.values(cards).filter(
    (card) => deckKindOf(card) === kind && !isHelperCard(card.stub),
  );
}

/** The searchable words of a card: icon markup such as [[natural:power]] reads "natural power". */
function searchableText(card: ApiCard): string {
  return [card.name, card.type, card.text, card.phoenixborn ?? '', card.release?.name ?? '']
    .join('\n')
    .replace(/\[\[|\]\]/g, ' ')
    .replace(/:/g, ' ')
    .toLowerCase();
}

function usesMagic(card: ApiCard, magic: Magic): boolean {
  return (
    card.dice.includes(magic) ||
    card.altDice.includes(magic) ||
    Object.keys(card.magicCost).some((key) => key.startsWith(magic)) ||
    Object.keys(card.effectMagicCost).some((key) => key.startsWith(magic))
  );
}

export function matchesFilter(card: ApiCard, filter: GalleryFilter): boolean {
  const words = filter.search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length > 0) {
    const text = searchableText(card);
    if (!words.every((word) => text.includes(word))) return false;
  }
  if (filter.magic && !usesMagic(card, filter.magic)) return false;
  if (filter.type && card.type !== filter.type) return false;
  if (filter.release && card.release?.stub !== filter.release) return false;
  if (filter.phoenixborn && card.phoenixborn !== filter.phoenixborn) return false;
  if (filter.automation === 'automated' && !card.automated) return false;
  if (filter.automation === 'manual' && card.automated) return false;
  return true;
}

/**
 * The cards of the Cards page for a kind: matching deck type, helpers left out, narrowed by
 * the filter (every word of the search must appear in the name, type, text, Phoenixborn or
 * release), sorted by name.
 */
export function galleryCards(
  cards: Record<string, ApiCard>,
  kind: GalleryKind,
  filter: Partial<GalleryFilter> = {},
): ApiCard[] {
  const full = { ...NO_FILTER, ...filter };
  return cardsOfKind(cards, kind)
    .filter((card) => matchesFilter(card, full))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export interface FilterOptions {
  types: string[];
  releases: { stub: string; name: string }[];
  phoenixborns: string[];
}

/** The choices of the filter menus: only values some card of the kind has. */
export function filterOptions(cards: readonly ApiCard[]): FilterOptions {
  const types = new Set<string>();
  const releases = new Map<string, string>();
  const phoenixborns = new Set<string>();
  for (const card of cards) {
    types.add(card.type);
    if (card.release) releases.set(card.release.stub, card.release.name);
    if (card.phoenixborn) phoenixborns.add(card.phoenixborn);
  }
  const byName = (a: string, b: string) => a.localeCompare(b);
  return {
    types: [...types].sort(byName),
    releases: [...releases]
      .map(([stub, name]) => ({ stub, name }))
      .sort((a, b) => byName(a.name, b.name)),
    phoenixborns: [...phoenixborns].sort(byName),
  };
}
