import type { Db } from '../db/client';
import { deckResults } from './results-queries';

export interface DeckGameStats {
  played: number;
  wins: number;
}

/** Games played and won with each of the given personal decks, from recorded games. */
export async function recordedGameStatsForDecks(
  db: Db,
  deckIds: readonly number[],
): Promise<Map<number, DeckGameStats>> {
  const found = await deckResults(db, [...deckIds]);
  return new Map(deckIds.map((id) => [id, found.get(id) ?? { played: 0, wins: 0 }]));
}
