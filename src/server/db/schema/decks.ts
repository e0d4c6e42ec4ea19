import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { DeckCardEntry } from '../../../domain/catalogue';
import type { DicePoolEntry } from '../../../domain/dice';
import { users } from './users';

/** The card lists of a personal deck, kept together as one JSON document. */
export interface DeckListsData {
  phoenixborn: DeckCardEntry[];
  cards: DeckCardEntry[];
  conjurations: DeckCardEntry[];
  dicepool: DicePoolEntry[];
}

/**
 * Personal decks. `phoenixborn` repeats the Phoenixborn stub of `lists` so that the deck list
 * can filter by it in SQL.
 */
export const decks = pgTable(
  'decks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phoenixborn: text('phoenixborn').notNull(),
    favourite: boolean('favourite').notNull().default(false),
    notes: text('notes').notNull().default(''),
    format: text('format'),
    ashesLiveUuid: text('ashes_live_uuid'),
    lists: jsonb('lists').$type<DeckListsData>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('decks_user_updated').on(t.userId, t.lastUpdated),
    index('decks_user_name').on(t.userId, sql`lower(${t.name})`),
  ],
);
