import { asc, eq } from 'drizzle-orm';
import type { CardCatalogue } from '../../domain/cards';
import type { PreconDeck } from '../../domain/catalogue';
import type { DeckCollection } from '../../domain/collections';
import { deckStatus } from '../../domain/legality';
import type { DeckDto } from '../../protocol/decks';
import { RESTRICTED_COLLECTIONS } from '../../protocol/decks';
import type { Db } from '../db/client';
import { preconDecks } from '../db/schema';

/** Who is looking at a collection, as far as premium and restricted decks are concerned. */
export interface CollectionViewer {
  supporter: boolean;
  canVerifyDecks: boolean;
}

/** The format a collection's decks are judged in when the deck itself names none. */
function collectionFormat(collection: DeckCollection, deck: PreconDeck): string {
  if (deck.format) return deck.format;
  if (deck.mode === 'chimera' || deck.mode === 'dragonborn') return 'solo';
  if (collection.key === 'onecollection') return 'onecollection';
  if (collection.key === 'firstadventure') return 'firstadventure';
  return 'constructed';
}

export function collectionDeckDto(
  rowId: number,
  collection: DeckCollection,
  deck: PreconDeck,
  catalogue: CardCatalogue,
  viewer: CollectionViewer,
): DeckDto {
  const format = collectionFormat(collection, deck);
  const locked = deck.premium && !viewer.supporter;
  return {
    _id: rowId,
    preconDeckId: rowId,
    collection: collection.key,
    preconId: deck.preconId,
    name: deck.name,
    favourite: false,
    premium: deck.premium,
    locked,
    restricted: deck.restricted,
    notes: deck.notes,
    ashesLiveUuid: null,
    lastUpdated: null,
    listClass: deck.listClass,
    mode: deck.mode,
    deckType: collection.key,
    format,
    phoenixborn: deck.phoenixborn,
    // A premium deck stays closed to non-supporters: they see its Phoenixborn and dice only.
    cards: locked ? [] : deck.cards,
    conjurations: locked ? [] : deck.conjurations,
    dicepool: deck.dicepool,
    status: deckStatus(deck, catalogue, { format }),
    played: 0,
    wins: 0,
    winRate: 0,
  };
}

/** The decks of one collection in precon order, without restricted decks for most viewers. */
export async function collectionDecks(
  db: Db,
  collection: DeckCollection,
  catalogue: CardCatalogue,
  viewer: CollectionViewer,
): Promise<DeckDto[]> {
  const rows = await db
    .select({ id: preconDecks.id, data: preconDecks.data, restricted: preconDecks.restricted })
    .from(preconDecks)
    .where(eq(preconDecks.collection, collection.key))
    .orderBy(asc(preconDecks.preconId));
  const hideRestricted = RESTRICTED_COLLECTIONS.includes(collection.key) && !viewer.canVerifyDecks;
  return rows
    .filter((row) => !(hideRestricted && (row.restricted || row.data.restricted)))
    .map((row) => collectionDeckDto(row.id, collection, row.data, catalogue, viewer));
}
