import { sql } from 'drizzle-orm';
import type { ResultGameType } from '../../../protocol/results';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** Finished games: the results list, stats, Elo history and tagged games read these. */
export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    /** The live game's id, as in /api/game/{id}. */
    gameId: text('game_id').notNull(),
    name: text('name').notNull(),
    label: text('label'),
    gameType: text('game_type').$type<ResultGameType>().notNull(),
    gameFormat: text('game_format').notNull(),
    solo: boolean('solo').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    winner: text('winner'),
    winReason: text('win_reason'),
    rounds: integer('rounds').notNull().default(0),
    saveReplay: boolean('save_replay').notNull().default(false),
    isPublic: boolean('is_public').notNull().default(false),
    pairingTag: text('pairing_tag'),
    league: text('league'),
    /** Anyone may watch the replay at /replay/{gameId}: every player allowed it (migration 0010). */
    replayShared: boolean('replay_shared').notNull().default(false),
    /** The players whose hand the shared replay shows, by name. */
    replayHands: jsonb('replay_hands').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('games_game_id').on(t.gameId),
    index('games_finished_at').on(t.finishedAt),
    index('games_label_lower').on(sql`lower(${t.label})`),
    index('games_pairing_tag_lower').on(sql`lower(${t.pairingTag})`),
  ],
);

/** One row per seat of a finished game; user_id is null for the Chimera. */
export const gamePlayers = pgTable(
  'game_players',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    seat: integer('seat').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    deckId: integer('deck_id'),
    deckName: text('deck_name').notNull(),
    phoenixborn: text('phoenixborn').notNull(),
    phoenixbornStub: text('phoenixborn_stub'),
    wounds: integer('wounds').notNull().default(0),
    diceSpent: integer('dice_spent').notNull().default(0),
    cardsPlayed: integer('cards_played').notNull().default(0),
    level: text('level'),
    stage: integer('stage'),
    won: boolean('won').notNull().default(false),
    eloBefore: real('elo_before'),
    eloAfter: real('elo_after'),
  },
  (t) => [
    unique('game_players_seat').on(t.gameId, t.seat),
    index('game_players_user').on(t.userId),
    index('game_players_deck').on(t.deckId),
  ],
);

/** The in-game chat of a finished game; moderators mark messages deleted. */
export const gameMessages = pgTable(
  'game_messages',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    name: text('name'),
    message: text('message').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    deleted: boolean('deleted').notNull().default(false),
    deletedBy: text('deleted_by'),
  },
  (t) => [index('game_messages_game').on(t.gameId)],
);

/** Seed, setup and command log of a game whose replay was saved. */
export const replays = pgTable('replays', {
  gameId: integer('game_id')
    .primaryKey()
    .references(() => games.id, { onDelete: 'cascade' }),
  seed: text('seed').notNull(),
  setup: jsonb('setup').notNull(),
  commands: jsonb('commands').$type<{ player: string | null; command: unknown }[]>().notNull(),
  engineVersion: text('engine_version'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A user's favourite (starred) replays; the Famous games list counts them. */
export const replayStars = pgTable(
  'replay_stars',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId] }), index('replay_stars_game').on(t.gameId)],
);

/** Binary data: node-postgres reads bytea as a Buffer, PGlite as a Uint8Array. */
const bytes = customType<{ data: Buffer; driverData: Uint8Array | string }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) =>
    typeof value === 'string' ? Buffer.from(value.replace(/^\\x/, ''), 'hex') : Buffer.from(value),
});

/** A saved replay built once as the API sends it (gzipped JSON), so it is not rebuilt. */
export const replayBuilds = pgTable(
  'replay_builds',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => replays.gameId, { onDelete: 'cascade' }),
    /**
     * The spectator's replay (`full`), one player's own (`player:{name}`, with their hand) or the
     * one anyone may watch by its link (`shared`).
     */
    kind: text('kind').$type<'full' | 'shared' | `player:${string}`>().notNull().default('full'),
    /** The replay format it was built in (see api/results.ts). */
    format: integer('format').notNull(),
    body: bytes('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.kind] })],
);
