import { eq, inArray, sql } from 'drizzle-orm';
import { rateGame } from '../../domain/elo';
import type { FinishedGameRecord } from '../../protocol/results';
import { GAME_TYPES } from '../../protocol/results';
import type { ServerContext } from '../context';
import type { Db } from '../db/client';
import { gameMessages, gamePlayers, games, replays, users } from '../db/schema';
import { replaySharing, sharingSettings } from './replay/replay-sharing';
import type { SharingSettings } from './replay/replay-sharing';

export interface RecordedGame {
  /** The games table id. */
  id: number;
  /** False when this gameId was already recorded (the call is then a no-op). */
  created: boolean;
  /** Rating changes of a ranked game, by user id. */
  elo: { userId: number; before: number; after: number }[];
}

export class InvalidGameRecordError extends Error {}

function toDate(value: string | Date, field: string): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new InvalidGameRecordError(`${field} is not a date`);
  return date;
}

/** The checks a record must pass before anything is written. */
function checkRecord(record: FinishedGameRecord): { startedAt: Date; finishedAt: Date } {
  if (!record.gameId) throw new InvalidGameRecordError('gameId is required');
  if (!GAME_TYPES.includes(record.gameType)) {
    throw new InvalidGameRecordError(`unknown gameType ${String(record.gameType)}`);
  }
  if (record.players.length === 0) throw new InvalidGameRecordError('a game needs players');
  if (record.winner !== null && !record.players.some((p) => p.name === record.winner)) {
    throw new InvalidGameRecordError('the winner must be one of the players');
  }
  return {
    startedAt: toDate(record.startedAt, 'startedAt'),
    finishedAt: toDate(record.finishedAt, 'finishedAt'),
  };
}

/** Only ranked (competitive) games between two signed-up users with a winner move ratings. */
function ratedPair(record: FinishedGameRecord): { winnerId: number; loserId: number } | null {
  if (record.gameType !== 'competitive' || record.solo || record.winner === null) return null;
  if (record.players.length !== 2) return null;
  const winner = record.players.find((p) => p.name === record.winner);
  const loser = record.players.find((p) => p.name !== record.winner);
  if (winner?.userId == null || loser?.userId == null || winner.userId === loser.userId) {
    return null;
  }
  return { winnerId: winner.userId, loserId: loser.userId };
}

/** The profile settings of the game's players, by user id, as they are when it ends. */
async function settingsOf(
  db: Db,
  record: FinishedGameRecord,
): Promise<Map<number, SharingSettings>> {
  const ids = record.players.flatMap((p) => (p.userId == null ? [] : [p.userId]));
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, settings: users.settings })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, sharingSettings(row.settings)]));
}

/**
 * The one call the game node makes when a game ends: stores the game record with its players,
 * chat and (when saveReplay is set) replay; counts the game in each user's gamesPlayed; for a
 * ranked game updates both players' Elo ratings and rankedGamesPlayed. All in one transaction,
 * and recording the same gameId twice changes nothing.
 */
export async function recordFinishedGame(
  ctx: Pick<ServerContext, 'database'>,
  record: FinishedGameRecord,
): Promise<RecordedGame> {
  const { startedAt, finishedAt } = checkRecord(record);
  return ctx.database.db.transaction(async (tx) => {
    const replaySaved = record.saveReplay && record.replay !== null;
    const sharing = replaySharing(
      record.players.map((p) => ({ name: p.name, userId: p.userId ?? null })),
      await settingsOf(tx, record),
      replaySaved,
    );
    const [inserted] = await tx
      .insert(games)
      .values({
        gameId: record.gameId,
        name: record.name,
        label: record.label || null,
        gameType: record.gameType,
        gameFormat: record.gameFormat,
        solo: record.solo,
        startedAt,
        finishedAt,
        winner: record.winner,
        winReason: record.winReason,
        rounds: record.rounds,
        saveReplay: replaySaved,
        replayShared: sharing.shared,
        replayHands: sharing.hands,
        isPublic: record.isPublic,
        pairingTag: record.pairing?.tag ?? null,
        league: record.pairing?.league ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: games.id });
    if (!inserted) {
      const [existing] = await tx
        .select({ id: games.id })
        .from(games)
        .where(eq(games.gameId, record.gameId));
      return { id: existing?.id ?? 0, created: false, elo: [] };
    }

    const elo = new Map<number, { before: number; after: number }>();
    const pair = ratedPair(record);
    if (pair) {
      // Lock both rows so two games ending at once cannot lose an update.
      const rows = await tx
        .select({ id: users.id, eloRating: users.eloRating })
        .from(users)
        .where(inArray(users.id, [pair.winnerId, pair.loserId]))
        .for('update');
      const winner = rows.find((r) => r.id === pair.winnerId);
      const loser = rows.find((r) => r.id === pair.loserId);
      if (winner && loser) {
        const result = rateGame(winner.eloRating, loser.eloRating);
        elo.set(winner.id, { before: winner.eloRating, after: result.winner });
        elo.set(loser.id, { before: loser.eloRating, after: result.loser });
        for (const [userId, change] of elo) {
          await tx
            .update(users)
            .set({
              eloRating: change.after,
              rankedGamesPlayed: sql`${users.rankedGamesPlayed} + 1`,
            })
            .where(eq(users.id, userId));
        }
      }
    }

    const userIds = [
      ...new Set(record.players.flatMap((p) => (p.userId == null ? [] : [p.userId]))),
    ];
    if (userIds.length > 0) {
      await tx
        .update(users)
        .set({ gamesPlayed: sql`${users.gamesPlayed} + 1` })
        .where(inArray(users.id, userIds));
    }

    await tx.insert(gamePlayers).values(
      record.players.map((player, seat) => {
        const change = player.userId == null ? undefined : elo.get(player.userId);
        return {
          gameId: inserted.id,
          seat,
          userId: player.userId,
          name: player.name,
          deckId: player.deck.id,
          deckName: player.deck.name,
          phoenixborn: player.deck.phoenixborn,
          phoenixbornStub: player.deck.phoenixbornStub,
          wounds: player.wounds,
          diceSpent: player.diceSpent,
          cardsPlayed: player.cardsPlayed,
          level: player.level ?? null,
          stage: player.stage ?? null,
          won: record.winner !== null && player.name === record.winner,
          eloBefore: change?.before ?? null,
          eloAfter: change?.after ?? null,
        };
      }),
    );

    if (record.chat.length > 0) {
      await tx.insert(gameMessages).values(
        record.chat.map((message) => ({
          gameId: inserted.id,
          name: message.name,
          message: message.message,
          sentAt: toDate(message.at, 'chat time'),
        })),
      );
    }

    if (record.saveReplay && record.replay) {
      await tx.insert(replays).values({
        gameId: inserted.id,
        seed: record.replay.seed,
        setup: record.replay.setup ?? {},
        commands: record.replay.commands,
        engineVersion: record.replay.engineVersion ?? null,
      });
    }

    return {
      id: inserted.id,
      created: true,
      elo: [...elo].map(([userId, change]) => ({ userId, ...change })),
    };
  });
}
