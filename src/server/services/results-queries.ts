/** Reading stored game records back for the results, stats, ladder and tagged games APIs. */
import { and, asc, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { ladderCutoff, LADDER_MIN_RANKED_GAMES } from '../../domain/elo';
import type { GameRecord, GameRecordPlayer, ResultGameType } from '../../protocol/results';
import type { Db } from '../db/client';
import { gameMessages, gamePlayers, games, users } from '../db/schema';

/** finished_at cutoff for a period of `months` (0 = all games). */
export function periodStart(months: number, now = new Date()): Date | null {
  if (months <= 0) return null;
  const start = new Date(now.getTime());
  start.setUTCMonth(start.getUTCMonth() - months);
  return start;
}

export interface GameFilter {
  months: number;
  gameType?: ResultGameType | '';
  /** Only games this user played in. */
  userId?: number;
  /** Tagged games: label containing the tag, or a pairing/league of that tag. */
  tag?: string;
  /** Only games played for a league pairing. */
  pairingsOnly?: boolean;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function conditions(filter: GameFilter): SQL[] {
  const where: SQL[] = [];
  const start = periodStart(filter.months);
  if (start) where.push(gte(games.finishedAt, start));
  if (filter.gameType) where.push(eq(games.gameType, filter.gameType));
  if (filter.userId !== undefined) {
    where.push(
      inArray(
        games.id,
        sql`(SELECT ${gamePlayers.gameId} FROM ${gamePlayers} WHERE ${gamePlayers.userId} = ${filter.userId})`,
      ),
    );
  }
  if (filter.tag !== undefined) {
    const tag = filter.tag.toLowerCase();
    where.push(
      sql`(lower(${games.label}) LIKE ${`%${escapeLike(tag)}%`} OR lower(${games.pairingTag}) = ${tag} OR lower(${games.league}) = ${tag})`,
    );
  }
  if (filter.pairingsOnly) where.push(isNotNull(games.pairingTag));
  return where;
}

type GameRow = typeof games.$inferSelect;

async function assemble(db: Db, rows: GameRow[]): Promise<GameRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const players = await db
    .select()
    .from(gamePlayers)
    .where(inArray(gamePlayers.gameId, ids))
    .orderBy(asc(gamePlayers.gameId), asc(gamePlayers.seat));
  const chats = await db
    .select({ gameId: gameMessages.gameId, n: sql<number>`count(*)::int` })
    .from(gameMessages)
    .where(inArray(gameMessages.gameId, ids))
    .groupBy(gameMessages.gameId);
  const withChat = new Set(chats.filter((c) => c.n > 0).map((c) => c.gameId));
  const playersOf = new Map<number, GameRecordPlayer[]>();
  for (const p of players) {
    const list = playersOf.get(p.gameId) ?? [];
    list.push({
      name: p.name,
      deck: {
        id: p.deckId,
        name: p.deckName,
        phoenixborn: p.phoenixborn,
        phoenixbornStub: p.phoenixbornStub,
      },
      wounds: p.wounds,
      diceSpent: p.diceSpent,
      cardsPlayed: p.cardsPlayed,
      level: p.level,
      stage: p.stage,
      eloBefore: p.eloBefore,
      eloAfter: p.eloAfter,
    });
    playersOf.set(p.gameId, list);
  }
  return rows.map((row) => ({
    gameId: row.gameId,
    name: row.name,
    label: row.label,
    gameType: row.gameType,
    gameFormat: row.gameFormat,
    solo: row.solo,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt.toISOString(),
    winner: row.winner,
    winReason: row.winReason,
    rounds: row.rounds,
    chat: withChat.has(row.id),
    saveReplay: row.saveReplay,
    replayShared: row.replayShared && row.saveReplay,
    isPublic: row.isPublic,
    pairing: row.pairingTag !== null,
    pairingTag: row.pairingTag,
    league: row.league,
    players: playersOf.get(row.id) ?? [],
  }));
}

/** Games matching the filter, newest first. */
export async function findGames(db: Db, filter: GameFilter, limit = 1000): Promise<GameRecord[]> {
  const rows = await db
    .select()
    .from(games)
    .where(and(...conditions(filter)))
    .orderBy(desc(games.finishedAt), desc(games.id))
    .limit(limit);
  return assemble(db, rows);
}

export interface StoredGame {
  id: number;
  record: GameRecord;
  /** users.id of its players (the Chimera has none). */
  playerIds: number[];
  /** The players whose hand its shared replay shows (none unless shared). */
  replayHands: string[];
}

export async function findGame(db: Db, gameId: string): Promise<StoredGame | null> {
  const [row] = await db.select().from(games).where(eq(games.gameId, gameId));
  if (!row) return null;
  const [record] = await assemble(db, [row]);
  const seats = await db
    .select({ userId: gamePlayers.userId })
    .from(gamePlayers)
    .where(eq(gamePlayers.gameId, row.id));
  if (!record) return null;
  return {
    id: row.id,
    record,
    playerIds: seats.flatMap((s) => (s.userId === null ? [] : [s.userId])),
    replayHands: row.replayShared ? row.replayHands : [],
  };
}

export interface OwnOutcome {
  phoenixborn: string;
  deckName: string;
  deckId: number | null;
  won: boolean;
}

/** The user's own side of each finished game in the period (for the stats tables). */
export async function ownOutcomes(
  db: Db,
  userId: number,
  months: number,
  gameType: ResultGameType | '',
): Promise<OwnOutcome[]> {
  const where: SQL[] = [eq(gamePlayers.userId, userId)];
  const start = periodStart(months);
  if (start) where.push(gte(games.finishedAt, start));
  if (gameType) where.push(eq(games.gameType, gameType));
  return db
    .select({
      phoenixborn: gamePlayers.phoenixborn,
      deckName: gamePlayers.deckName,
      deckId: gamePlayers.deckId,
      won: gamePlayers.won,
    })
    .from(gamePlayers)
    .innerJoin(games, eq(games.id, gamePlayers.gameId))
    .where(and(...where));
}

/** Games played and won with each of the given decks (all time). */
export async function deckResults(
  db: Db,
  deckIds: number[],
): Promise<Map<number, { played: number; wins: number }>> {
  const result = new Map<number, { played: number; wins: number }>();
  if (deckIds.length === 0) return result;
  const rows = await db
    .select({
      deckId: gamePlayers.deckId,
      played: sql<number>`count(*)::int`,
      wins: sql<number>`count(*) FILTER (WHERE ${gamePlayers.won})::int`,
    })
    .from(gamePlayers)
    .where(inArray(gamePlayers.deckId, deckIds))
    .groupBy(gamePlayers.deckId);
  for (const row of rows) {
    if (row.deckId !== null) result.set(row.deckId, { played: row.played, wins: row.wins });
  }
  return result;
}

/**
 * The Elo ladder: players with at least 6 ranked games, a ranked game within the last
 * 3 months and no opt-out, best first. Only username and rating leave this function.
 */
export async function eloLadder(
  db: Db,
  now = new Date(),
): Promise<{ username: string; eloRating: number }[]> {
  const lastRanked = db
    .select({
      userId: gamePlayers.userId,
      last: sql<Date>`max(${games.finishedAt})`.as('last'),
    })
    .from(gamePlayers)
    .innerJoin(games, eq(games.id, gamePlayers.gameId))
    .where(and(eq(games.gameType, 'competitive'), isNotNull(gamePlayers.userId)))
    .groupBy(gamePlayers.userId)
    .as('last_ranked');
  const rows = await db
    .select({ username: users.username, eloRating: users.eloRating })
    .from(users)
    .innerJoin(lastRanked, eq(lastRanked.userId, users.id))
    .where(
      and(
        gte(users.rankedGamesPlayed, LADDER_MIN_RANKED_GAMES),
        eq(users.disabled, false),
        gte(lastRanked.last, ladderCutoff(now)),
        sql`coalesce(${users.settings}->>'eloOptOut', 'false') <> 'true'`,
      ),
    )
    .orderBy(desc(users.eloRating), asc(users.username));
  return rows.map((row) => ({ username: row.username, eloRating: Math.round(row.eloRating) }));
}

/** Standings of tagged games: games and wins per player, most wins first. */
export function tagReport(records: GameRecord[]): { name: string; count: number; wins: number }[] {
  const byName = new Map<string, { count: number; wins: number }>();
  for (const record of records) {
    for (const player of record.players) {
      const entry = byName.get(player.name) ?? { count: 0, wins: 0 };
      entry.count += 1;
      if (record.winner === player.name) entry.wins += 1;
      byName.set(player.name, entry);
    }
  }
  return [...byName]
    .map(([name, entry]) => ({ name, ...entry }))
    .sort(
      (a, b) =>
        b.wins - a.wins || b.wins / b.count - a.wins / a.count || a.name.localeCompare(b.name),
    );
}
