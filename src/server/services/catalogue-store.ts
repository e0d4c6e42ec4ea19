import { count } from 'drizzle-orm';
import type { Card, CardCatalogue } from '../../domain/cards';
import type { Db } from '../db/client';
import { cards, preconDecks } from '../db/schema';

/**
 * The card catalogue held in memory for fast lookups (legality, engine, card API), loaded
 * from the database at start and reloaded after an import.
 */
export class CatalogueStore {
  private byStub: CardCatalogue = {};
  private preconCount = 0;

  constructor(private readonly db: Db) {}

  async reload(): Promise<void> {
    const rows = await this.db.select({ data: cards.data }).from(cards);
    const next: CardCatalogue = {};
    for (const row of rows) next[row.data.stub] = row.data;
    this.byStub = next;
    const [precons] = await this.db.select({ n: count() }).from(preconDecks);
    this.preconCount = precons?.n ?? 0;
  }

  get cards(): CardCatalogue {
    return this.byStub;
  }

  get(stub: string): Card | undefined {
    return this.byStub[stub];
  }

  get cardCount(): number {
    return Object.keys(this.byStub).length;
  }

  get precons(): number {
    return this.preconCount;
  }

  get isEmpty(): boolean {
    return this.cardCount === 0;
  }
}
