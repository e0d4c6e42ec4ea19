import type { Db } from '../db/client';

export interface DeckGameStats {
  played: number;
  wins: number;
}

/**
 * Games played and won with each of the given personal decks, from recorded games.
 *
 * No finished games are recorded against decks yet, so every deck counts zero; the results
 * work replaces this one function with a query over recorded games, and every deck response
 * (played, wins, winRate) follows.
 */
export async function recordedGameStatsForDecks(
  _db: Db,
  deckIds: readonly number[],
): Promise<Map<number, DeckGameStats>> {
  return new Map(deckIds.map((id) => [id, { played: 0, wins: 0 }]));
}
