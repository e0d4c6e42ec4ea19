import { and, asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { CardCatalogue } from '../../domain/cards';
import { isConjurationType } from '../../domain/cards';
import type { DeckCardEntry } from '../../domain/catalogue';
import type { DicePoolEntry } from '../../domain/dice';
import { deckStatus } from '../../domain/legality';
import type { DeckDto, DeckListQuery, SaveDeckRequest } from '../../protocol/decks';
import { winRate } from '../../protocol/decks';
import type { Db } from '../db/client';
import { decks } from '../db/schema';
import type { DeckListsData } from '../db/schema';
import { recordedGameStatsForDecks } from './decks-stats';
import type { DeckGameStats } from './decks-stats';

/** Personal decks in the database: every call is scoped to one owner. */

export type DeckRow = typeof decks.$inferSelect;

/** The format personal decks are judged in unless a save names another. */
export const PERSONAL_DECK_FORMAT = 'constructed';

/** A deck body that names cards we cannot accept; the message says which. */
export class DeckContentError extends Error {}

function cleanEntries(entries: readonly { id: string; count?: number; ff?: boolean }[]) {
  const merged = new Map<string, DeckCardEntry>();
  for (const entry of entries) {
    const existing = merged.get(entry.id);
    const count = entry.count ?? 1;
    if (existing) {
      existing.count += count;
      if (entry.ff) existing.ff = true;
    } else {
      merged.set(entry.id, entry.ff ? { id: entry.id, count, ff: true } : { id: entry.id, count });
    }
  }
  return [...merged.values()];
}

function cleanDice(dice: readonly DicePoolEntry[]): DicePoolEntry[] {
  return dice.filter((die) => die.count > 0).map((die) => ({ magic: die.magic, count: die.count }));
}

/** Normalises a validated save body and checks its cards against the catalogue. */
export function deckListsFromBody(body: SaveDeckRequest, catalogue: CardCatalogue): DeckListsData {
  const lists: DeckListsData = {
    phoenixborn: cleanEntries(body.phoenixborn).map((e) => ({ id: e.id, count: 1 })),
    cards: cleanEntries(body.cards),
    conjurations: cleanEntries(body.conjurations).map((e) => ({ id: e.id, count: e.count })),
    dicepool: cleanDice(body.dicepool),
  };
  checkDeckCards(lists, catalogue);
  return lists;
}

/** Refuses unknown card ids and cards in the wrong place (chimera cards, conjurations...). */
export function checkDeckCards(lists: DeckListsData, catalogue: CardCatalogue): void {
  const all = [...lists.phoenixborn, ...lists.cards, ...lists.conjurations];
  const unknown = [...new Set(all.filter((e) => !catalogue[e.id]).map((e) => e.id))];
  if (unknown.length > 0) throw new DeckContentError(`Unknown card ids: ${unknown.join(', ')}`);
  const phoenixborn = catalogue[lists.phoenixborn[0]?.id ?? ''];
  if (phoenixborn?.type !== 'Phoenixborn' || phoenixborn.deckType !== 'player') {
    throw new DeckContentError(`${phoenixborn?.name ?? 'That card'} is not a Phoenixborn`);
  }
  for (const entry of lists.cards) {
    const card = catalogue[entry.id];
    if (card?.type === 'Phoenixborn') {
      throw new DeckContentError(`${card.name} is a Phoenixborn, not a deck card`);
    }
    if (card && card.deckType !== 'player') {
      throw new DeckContentError(`${card.name} cannot be used in a player deck`);
    }
  }
  for (const entry of lists.conjurations) {
    const card = catalogue[entry.id];
    if (card && (!isConjurationType(card.type) || card.deckType !== 'player')) {
      throw new DeckContentError(`${card.name} is not a conjuration`);
    }
  }
}

export function personalDeckDto(
  row: DeckRow,
  catalogue: CardCatalogue,
  stats: DeckGameStats = { played: 0, wins: 0 },
): DeckDto {
  const format = row.format ?? PERSONAL_DECK_FORMAT;
  return {
    _id: row.id,
    name: row.name,
    favourite: row.favourite,
    premium: false,
    locked: false,
    restricted: false,
    notes: row.notes,
    ashesLiveUuid: row.ashesLiveUuid,
    lastUpdated: row.lastUpdated.toISOString(),
    listClass: null,
    mode: null,
    deckType: 'player',
    format,
    phoenixborn: row.lists.phoenixborn,
    cards: row.lists.cards,
    conjurations: row.lists.conjurations,
    dicepool: row.lists.dicepool,
    status: deckStatus(row.lists, catalogue, { format }),
    played: stats.played,
    wins: stats.wins,
    winRate: winRate(stats.wins, stats.played),
  };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export class DeckStore {
  constructor(
    private readonly db: Db,
    private readonly catalogue: () => CardCatalogue,
  ) {}

  private async toDtos(rows: DeckRow[]): Promise<DeckDto[]> {
    const stats = await recordedGameStatsForDecks(
      this.db,
      rows.map((r) => r.id),
    );
    return rows.map((row) => personalDeckDto(row, this.catalogue(), stats.get(row.id)));
  }

  async toDto(row: DeckRow): Promise<DeckDto> {
    const [dto] = await this.toDtos([row]);
    return dto as DeckDto;
  }

  /** One page of the owner's decks, filtered and sorted in SQL, plus the filtered total. */
  async list(
    userId: number,
    query: DeckListQuery,
  ): Promise<{ decks: DeckDto[]; numDecks: number }> {
    const conditions: SQL[] = [eq(decks.userId, userId)];
    if (query.pb) conditions.push(eq(decks.phoenixborn, query.pb));
    if (query.name) conditions.push(ilike(decks.name, `%${escapeLike(query.name)}%`));
    if (query.favourite === 'true' || query.favourite === '1') {
      conditions.push(eq(decks.favourite, true));
    }
    const where = and(...conditions);
    const column =
      query.sort === 'name'
        ? sql`lower(${decks.name})`
        : query.sort === 'created'
          ? decks.createdAt
          : decks.lastUpdated;
    const direction = query.sortDir === 'asc' ? asc : desc;
    const rows = await this.db
      .select()
      .from(decks)
      .where(where)
      .orderBy(direction(column), direction(decks.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    const [total] = await this.db.select({ n: count() }).from(decks).where(where);
    return { decks: await this.toDtos(rows), numDecks: total?.n ?? 0 };
  }

  /** The deck if it exists and belongs to the user; otherwise null (never someone else's). */
  async findOwn(userId: number, deckId: number): Promise<DeckRow | null> {
    const [row] = await this.db
      .select()
      .from(decks)
      .where(and(eq(decks.id, deckId), eq(decks.userId, userId)));
    return row ?? null;
  }

  async create(
    userId: number,
    deck: { name: string; notes: string; format?: string | null; ashesLiveUuid?: string | null },
    lists: DeckListsData,
  ): Promise<DeckRow> {
    const [row] = await this.db
      .insert(decks)
      .values({
        userId,
        name: deck.name,
        notes: deck.notes,
        format: deck.format ?? null,
        ashesLiveUuid: deck.ashesLiveUuid ?? null,
        phoenixborn: lists.phoenixborn[0]?.id ?? '',
        lists,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  }

  async update(
    userId: number,
    deckId: number,
    deck: { name: string; notes: string; format?: string | null; ashesLiveUuid?: string | null },
    lists: DeckListsData,
  ): Promise<DeckRow | null> {
    const [row] = await this.db
      .update(decks)
      .set({
        name: deck.name,
        notes: deck.notes,
        ...(deck.format !== undefined ? { format: deck.format } : {}),
        ...(deck.ashesLiveUuid !== undefined ? { ashesLiveUuid: deck.ashesLiveUuid } : {}),
        phoenixborn: lists.phoenixborn[0]?.id ?? '',
        lists,
        lastUpdated: new Date(),
      })
      .where(and(eq(decks.id, deckId), eq(decks.userId, userId)))
      .returning();
    return row ?? null;
  }

  async remove(userId: number, deckId: number): Promise<boolean> {
    const rows = await this.db
      .delete(decks)
      .where(and(eq(decks.id, deckId), eq(decks.userId, userId)))
      .returning({ id: decks.id });
    return rows.length > 0;
  }

  async setFavourite(userId: number, deckId: number, favourite: boolean): Promise<boolean> {
    const rows = await this.db
      .update(decks)
      .set({ favourite })
      .where(and(eq(decks.id, deckId), eq(decks.userId, userId)))
      .returning({ id: decks.id });
    return rows.length > 0;
  }
}
