import type { CardCatalogue } from '../../../domain/cards';
import { deckStatus } from '../../../domain/legality';
import type { DeckDto } from '../../../protocol/decks';

/** Add: a deck named New Deck with one default Phoenixborn, no cards and no dice. */
export function newDeck(catalogue: CardCatalogue): DeckDto {
  const first = Object.values(catalogue)
    .filter((c) => c.type === 'Phoenixborn' && c.deckType === 'player')
    .sort((a, b) => a.name.localeCompare(b.name))[0];
  const lists = {
    phoenixborn: first ? [{ id: first.stub, count: 1 }] : [],
    cards: [],
    conjurations: [],
    dicepool: [],
  };
  return {
    name: 'New Deck',
    favourite: false,
    premium: false,
    locked: false,
    restricted: false,
    notes: '',
    ashesLiveUuid: null,
    lastUpdated: null,
    listClass: null,
    mode: null,
    deckType: 'player',
    format: null,
    ...lists,
    status: deckStatus(lists, catalogue),
    wins: 0,
    played: 0,
    winRate: 0,
  };
}
