import {
  boolean,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { Card } from '../../../domain/cards';
import type { PreconDeck } from '../../../domain/catalogue';

/** The card catalogue, keyed by stub; `data` holds the parsed card. */
export const cards = pgTable('cards', {
  stub: text('stub').primaryKey(),
  name: text('name').notNull(),
  type: text('type').notNull(),
  deckType: text('deck_type').notNull(),
  releaseStub: text('release_stub'),
  data: jsonb('data').$type<Card>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Curated decks of the collections (DECK_COLLECTIONS), one row per precon of a collection. */
export const preconDecks = pgTable(
  'precon_decks',
  {
    id: serial('id').primaryKey(),
    collection: text('collection').notNull(),
    preconId: integer('precon_id').notNull(),
    name: text('name').notNull(),
    phoenixborn: text('phoenixborn'),
    premium: boolean('premium').notNull().default(false),
    restricted: boolean('restricted').notNull().default(false),
    data: jsonb('data').$type<PreconDeck>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('precon_decks_collection_precon').on(t.collection, t.preconId)],
);

export const altArts = pgTable(
  'alt_arts',
  {
    id: serial('id').primaryKey(),
    stub: text('stub').notNull(),
    name: text('name').notNull(),
    alt: text('alt').notNull(),
    category: text('category').notNull(),
  },
  (t) => [unique('alt_arts_stub_alt').on(t.stub, t.alt)],
);
