import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Card } from '../../../domain/cards';
import type { AltArt, PreconDeck } from '../../../domain/catalogue';
import type { Db } from '../../db/client';
import { altArts, cards, preconDecks } from '../../db/schema';
import type { CatalogueData } from './source';

export interface WriteSummary {
  cards: { total: number; inserted: number; updated: number; unchanged: number };
  /** Decks per collection key, or null when the source had no decks (left as they were). */
  precons: Record<string, number> | null;
  altArts: number | null;
}

/** JSON with sorted keys, so that a card read back from jsonb compares equal to a parsed one. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function cardRow(card: Card) {
  return {
    stub: card.stub,
    name: card.name,
    type: card.type,
    deckType: card.deckType,
    releaseStub: card.release?.stub || null,
    data: card,
  };
}

const CHUNK = 200;
/** Advisory lock key of the catalogue import (any constant unique to it). */
const IMPORT_LOCK = 7_412_001;

function chunks<T>(items: T[]): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) result.push(items.slice(i, i + CHUNK));
  return result;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Inserts new cards and updates changed ones; cards no longer listed are kept for old decks. */
async function writeCards(tx: Tx, incoming: Card[]): Promise<WriteSummary['cards']> {
  const existing = new Map<string, string>();
  for (const row of await tx.select({ stub: cards.stub, data: cards.data }).from(cards)) {
    existing.set(row.stub, stableJson(row.data));
  }
  let inserted = 0;
  let updated = 0;
  const changed = incoming.filter((card) => {
    const before = existing.get(card.stub);
    if (before === undefined) inserted += 1;
    else if (before !== stableJson(card)) updated += 1;
    else return false;
    return true;
  });
  for (const batch of chunks(changed)) {
    await tx
      .insert(cards)
      .values(batch.map(cardRow))
      .onConflictDoUpdate({
        target: cards.stub,
        set: {
          name: sql`excluded.name`,
          type: sql`excluded.type`,
          deckType: sql`excluded.deck_type`,
          releaseStub: sql`excluded.release_stub`,
          data: sql`excluded.data`,
          updatedAt: sql`now()`,
        },
      });
  }
  const unchanged = incoming.length - changed.length;
  return { total: incoming.length, inserted, updated, unchanged };
}

/** Makes each collection hold exactly the given decks; rows keep their ids across imports. */
async function writePrecons(tx: Tx, precons: Map<string, PreconDeck[]>) {
  const counts: Record<string, number> = {};
  for (const [collection, decks] of precons) {
    counts[collection] = decks.length;
    const ids = decks.map((deck) => deck.preconId);
    await tx
      .delete(preconDecks)
      .where(
        ids.length > 0
          ? and(eq(preconDecks.collection, collection), notInArray(preconDecks.preconId, ids))
          : eq(preconDecks.collection, collection),
      );
    for (const batch of chunks(decks)) {
      await tx
        .insert(preconDecks)
        .values(
          batch.map((deck) => ({
            collection,
            preconId: deck.preconId,
            name: deck.name,
            phoenixborn: deck.phoenixborn[0]?.id ?? null,
            premium: deck.premium,
            restricted: deck.restricted,
            data: deck,
          })),
        )
        .onConflictDoUpdate({
          target: [preconDecks.collection, preconDecks.preconId],
          set: {
            name: sql`excluded.name`,
            phoenixborn: sql`excluded.phoenixborn`,
            premium: sql`excluded.premium`,
            restricted: sql`excluded.restricted`,
            data: sql`excluded.data`,
            updatedAt: sql`now()`,
          },
        });
    }
  }
  return counts;
}

/** Makes the alt-art table hold exactly the given entries. */
async function writeAltArts(tx: Tx, entries: AltArt[]) {
  const keep = new Set(entries.map((e) => `${e.stub}\n${e.alt}`));
  const rows = await tx
    .select({ id: altArts.id, stub: altArts.stub, alt: altArts.alt })
    .from(altArts);
  const stale = rows.filter((row) => !keep.has(`${row.stub}\n${row.alt}`)).map((row) => row.id);
  for (const batch of chunks(stale)) await tx.delete(altArts).where(inArray(altArts.id, batch));
  for (const batch of chunks(entries)) {
    await tx
      .insert(altArts)
      .values(batch)
      .onConflictDoUpdate({
        target: [altArts.stub, altArts.alt],
        set: { name: sql`excluded.name`, category: sql`excluded.category` },
      });
  }
  return entries.length;
}

/** Writes a validated catalogue in one transaction: all of it or, on any error, nothing. */
export function writeCatalogue(db: Db, data: CatalogueData): Promise<WriteSummary> {
  return db.transaction(async (tx) => {
    // Several processes starting on one empty PostgreSQL import one after the other.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${IMPORT_LOCK})`);
    return {
      cards: await writeCards(tx, Object.values(data.cards)),
      precons: data.precons ? await writePrecons(tx, data.precons) : null,
      altArts: data.altArts ? await writeAltArts(tx, data.altArts) : null,
    };
  });
}
