/**
 * Which cards of a deck the rules engine plays by itself: shared by the coverage report (which
 * asks the card scripts) and the deck pages and picker (which read the catalogue's `automated`
 * flag), so both count a deck the same way.
 */
import type { Card } from './cards';
import type { DeckCardEntry } from './catalogue';

/** The card lists of a deck, a precon or a player's own. */
export interface DeckCardLists {
  phoenixborn: readonly DeckCardEntry[];
  cards: readonly DeckCardEntry[];
  conjurations: readonly DeckCardEntry[];
}

type CatalogueOfConjurations = Readonly<Record<string, Pick<Card, 'conjurations'> | undefined>>;

/** Every stub a deck brings to the table: Phoenixborn, cards, listed and printed conjurations. */
function deckStubs(catalogue: CatalogueOfConjurations, deck: DeckCardLists): Set<string> {
  const stubs = new Set<string>();
  const add = (stub: string): void => {
    if (stubs.has(stub)) return;
    stubs.add(stub);
    for (const ref of catalogue[stub]?.conjurations ?? []) add(ref.stub);
  };
  for (const entry of [...deck.phoenixborn, ...deck.cards, ...deck.conjurations]) add(entry.id);
  return stubs;
}

/** The catalogue's own word on a card: unknown cards are not automated. */
export function automatedIn(
  catalogue: Readonly<Record<string, Pick<Card, 'automated'> | undefined>>,
): (stub: string) => boolean {
  return (stub) => catalogue[stub]?.automated === true;
}

/** Cards of the deck that play by hand (no script, or not in the catalogue at all), sorted. */
export function cardsByHand(
  catalogue: CatalogueOfConjurations,
  deck: DeckCardLists,
  automated: (stub: string) => boolean,
): string[] {
  return [...deckStubs(catalogue, deck)].filter((stub) => !automated(stub)).sort();
}

/** "3 cards play by hand", "1 card plays by hand". */
export function byHandText(count: number): string {
  return count === 1 ? '1 card plays by hand' : `${count} cards play by hand`;
}
