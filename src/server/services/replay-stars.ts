/** Favourite (starred) replays: who starred what, and the most-starred shared replays. */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FamousGame, FamousGamePlayer } from '../../protocol/shared-replays';
import type { Db } from '../db/client';
import { gamePlayers, games, replayStars } from '../db/schema';

/** Stars or unstars a game for a user (either twice is the same as once); the new count. */
export async function setStar(
  db: Db,
  userId: number,
  gameId: number,
  starred: boolean,
): Promise<number> {
  if (starred) {
    await db.insert(replayStars).values({ userId, gameId }).onConflictDoNothing();
  } else {
    await db
      .delete(replayStars)
      .where(and(eq(replayStars.userId, userId), eq(replayStars.gameId, gameId)));
  }
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(replayStars)
    .where(eq(replayStars.gameId, gameId));
  return row?.n ?? 0;
}

/** The games (by gameId) a user starred, newest star first. */
export async function starredGameIds(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ gameId: games.gameId })
    .from(replayStars)
    .innerJoin(games, eq(games.id, replayStars.gameId))
    .where(eq(replayStars.userId, userId))
    .orderBy(desc(replayStars.createdAt));
  return rows.map((row) => row.gameId);
}

/**
 * The most-starred shared replays, most stars first, then the most recent game. Only games
 * shared when they ended (and with a replay saved) are listed: a star on a game its players
 * did not share stays its starrer's own.
 */
export async function famousGames(db: Db, limit: number): Promise<FamousGame[]> {
  const stars = sql<number>`count(${replayStars.userId})::int`;
  const rows = await db
    .select({
      id: games.id,
      gameId: games.gameId,
      name: games.name,
      finishedAt: games.finishedAt,
      stars,
    })
    .from(games)
    .innerJoin(replayStars, eq(replayStars.gameId, games.id))
    .where(and(eq(games.replayShared, true), eq(games.saveReplay, true)))
    .groupBy(games.id)
    .orderBy(desc(stars), desc(games.finishedAt), desc(games.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const seats = await db
    .select()
    .from(gamePlayers)
    .where(
      inArray(
        gamePlayers.gameId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(gamePlayers.gameId, gamePlayers.seat);
  const playersOf = new Map<number, FamousGamePlayer[]>();
  for (const seat of seats) {
    const list = playersOf.get(seat.gameId) ?? [];
    list.push({ name: seat.name, deckName: seat.deckName, phoenixborn: seat.phoenixborn });
    playersOf.set(seat.gameId, list);
  }
  return rows.map((row) => ({
    gameId: row.gameId,
    name: row.name,
    finishedAt: row.finishedAt.toISOString(),
    stars: row.stars,
    players: playersOf.get(row.id) ?? [],
  }));
}
