import { count } from 'drizzle-orm';
import type { Card, CardCatalogue } from '../../domain/cards';
import type { AltArt } from '../../domain/catalogue';
import type { Db } from '../db/client';
import { altArts, cards, preconDecks } from '../db/schema';
import { automatedStubs } from './catalogue/automated';

/**
 * The card catalogue held in memory for fast lookups (legality, engine, card API), loaded
 * from the database at start and reloaded after an import.
 */
export class CatalogueStore {
  private byStub: CardCatalogue = {};
  private alts: AltArt[] = [];
  private preconCount = 0;
  private loads = 0;

  constructor(private readonly db: Db) {}

  async reload(): Promise<void> {
    const rows = await this.db.select({ data: cards.data }).from(cards);
    const next: CardCatalogue = {};
    // `automated` follows the engine this process runs, even before the next import.
    const automated = automatedStubs();
    for (const row of rows) {
      next[row.data.stub] = { ...row.data, automated: automated.has(row.data.stub) };
    }
    const altRows = await this.db
      .select({
        name: altArts.name,
        stub: altArts.stub,
        alt: altArts.alt,
        category: altArts.category,
      })
      .from(altArts)
      .orderBy(altArts.id);
    const [precons] = await this.db.select({ n: count() }).from(preconDecks);
    this.byStub = next;
    this.alts = altRows;
    this.preconCount = precons?.n ?? 0;
    this.loads += 1;
  }

  get cards(): CardCatalogue {
    return this.byStub;
  }

  get(stub: string): Card | undefined {
    return this.byStub[stub];
  }

  /** Alt-art entries in import order. */
  get altArts(): readonly AltArt[] {
    return this.alts;
  }

  /** Changes on every reload, so that derived caches (the card API's body) know to refresh. */
  get revision(): number {
    return this.loads;
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
