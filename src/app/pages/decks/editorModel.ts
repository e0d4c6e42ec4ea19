import type { CardCatalogue } from '../../../domain/cards';
import type { DeckCardEntry } from '../../../domain/catalogue';
import { parseDiceList } from '../../../domain/deck-text';
import { conjurationPile, deckStatus } from '../../../domain/legality';
import type { DeckDto } from '../../../protocol/decks';

/** The deck editor's model: what its fields describe, independent of the form. */

/** The deck the editor's fields describe, with its live legality. */
export function previewDeck(
  base: DeckDto,
  fields: {
    name: string;
    phoenixborn: string;
    cards: DeckCardEntry[];
    dice: string;
    notes: string;
    /** Conjuration counts set by hand (Add), replacing the printed number of copies. */
    conjurationCounts?: Readonly<Record<string, number>>;
  },
  catalogue: CardCatalogue,
): DeckDto {
  const phoenixborn = fields.phoenixborn ? [{ id: fields.phoenixborn, count: 1 }] : [];
  const counts = fields.conjurationCounts ?? {};
  const pile = conjurationPile({ phoenixborn, cards: fields.cards }, catalogue);
  const extra = Object.entries(counts)
    .filter(([stub]) => !pile.some((entry) => entry.id === stub))
    .map(([stub, count]) => ({ id: stub, count }));
  const lists = {
    phoenixborn,
    cards: fields.cards,
    conjurations: [
      ...pile.map((entry) => ({ id: entry.id, count: counts[entry.id] ?? entry.count })),
      ...extra,
    ],
    dicepool: parseDiceList(fields.dice),
  };
  return {
    ...base,
    name: fields.name,
    notes: fields.notes,
    ...lists,
    status: deckStatus(lists, catalogue, { format: base.format }),
  };
}

/** A saved deck's conjuration counts that differ from the printed copies, kept while editing. */
export function conjurationOverrides(
  deck: Pick<DeckDto, 'phoenixborn' | 'cards' | 'conjurations'>,
  catalogue: CardCatalogue,
): Record<string, number> {
  const pile = conjurationPile(deck, catalogue);
  const overrides: Record<string, number> = {};
  for (const entry of deck.conjurations) {
    const printed = pile.find((p) => p.id === entry.id);
    if (!printed || printed.count !== entry.count) overrides[entry.id] = entry.count;
  }
  return overrides;
}
