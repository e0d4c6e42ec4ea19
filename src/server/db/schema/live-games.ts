import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * Games being played, each under a node's lease (gamenodes/game-log-store.ts reads and writes
 * these): the spec the lobby started it with, the engine setup with its secret seed, and the
 * clock shift that keeps downtime off the players' clocks.
 */
export const liveGames = pgTable(
  'live_games',
  {
    gameId: text('game_id').primaryKey(),
    spec: jsonb('spec').notNull(),
    setup: jsonb('setup'),
    lobbyId: text('lobby_id').notNull(),
    node: text('node').notNull(),
    leaseEpoch: integer('lease_epoch').notNull().default(1),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }).notNull(),
    shiftMs: bigint('shift_ms', { mode: 'number' }).notNull().default(0),
    aliveAt: bigint('alive_at', { mode: 'number' }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('live_games_unfinished')
      .on(t.leaseExpiresAt)
      .where(sql`${t.finishedAt} IS NULL`),
  ],
);

/** The command log of a live game: (game, seq) is unique, so no command is stored twice. */
export const liveGameCommands = pgTable(
  'live_game_commands',
  {
    gameId: text('game_id')
      .notNull()
      .references(() => liveGames.gameId, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    player: text('player'),
    command: jsonb('command').notNull(),
    at: bigint('at', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.seq] })],
);
