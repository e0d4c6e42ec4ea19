import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Accounts. Usernames and emails are unique without regard to case. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    activated: boolean('activated').notNull().default(true),
    verified: boolean('verified').notNull().default(false),
    disabled: boolean('disabled').notNull().default(false),
    permissions: jsonb('permissions').$type<Record<string, boolean>>().notNull().default({}),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    avatar: text('avatar'),
    faveColor: text('fave_color'),
    patreon: text('patreon'),
    eloRating: real('elo_rating').notNull().default(1500),
    rankedGamesPlayed: integer('ranked_games_played').notNull().default(0),
    gamesPlayed: integer('games_played').notNull().default(0),
    blockList: jsonb('block_list').$type<string[]>().notNull().default([]),
    altArts: jsonb('alt_arts').$type<Record<string, string[]>>().notNull().default({}),
    registrationIp: text('registration_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Wrong passwords since the last good login (login-lockout.ts). */
    failedLogins: integer('failed_logins').notNull().default(0),
    /** No login is tried for the account before this moment. */
    loginLockedUntil: timestamp('login_locked_until', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_username_lower').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower').on(sql`lower(${t.email})`),
  ],
);
