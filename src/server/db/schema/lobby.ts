import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** League rounds loaded by tournament staff; product_p1/p2 are the players' names here. */
export const leaguePairings = pgTable('league_pairings', {
  id: serial('id').primaryKey(),
  league: text('league').notNull(),
  tag: text('tag').notNull(),
  datePaired: timestamp('date_paired', { withTimezone: true }).notNull().defaultNow(),
  player1: text('player1').notNull(),
  player2: text('player2').notNull(),
  productP1: text('product_p1').notNull(),
  productP2: text('product_p2').notNull(),
  played: boolean('played').notNull().default(false),
  gameId: text('game_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Lobby chat; deleted messages stay, marked with who removed them. */
export const lobbyMessages = pgTable('lobby_messages', {
  id: serial('id').primaryKey(),
  username: text('username').notNull(),
  message: text('message').notNull(),
  postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
  deleted: boolean('deleted').notNull().default(false),
  deletedBy: text('deleted_by'),
});

/** The lobby banner notice: one row (id 1) while a notice is shown, none otherwise. */
export const lobbyNotice = pgTable('lobby_notice', {
  id: integer('id').primaryKey(),
  message: text('message').notNull(),
  type: text('type').notNull(),
  setBy: text('set_by').notNull(),
  setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
});
