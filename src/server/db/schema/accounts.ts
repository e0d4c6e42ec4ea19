import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Refresh tokens: each row is one signed-in device, listed on the Active Sessions screen. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    previousTokenHash: text('previous_token_hash'),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

/** Addresses an account has signed in from (possibly linked accounts share one). */
export const userIps = pgTable(
  'user_ips',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.ip] }), index('user_ips_ip').on(t.ip)],
);

/** IP addresses that may neither register nor log in. */
export const banlist = pgTable('banlist', {
  id: serial('id').primaryKey(),
  ip: text('ip').notNull().unique(),
  addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  addedBy: text('added_by').notNull(),
});

/** The OAuth tokens of a linked supporter-service account. */
export const supporterLinks = pgTable('supporter_links', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  providerUserId: text('provider_user_id'),
  accessToken: text('access_token').notNull(),
  refreshToken: text('refresh_token'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Captcha solutions already used once. */
export const captchaSpent = pgTable('captcha_spent', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
