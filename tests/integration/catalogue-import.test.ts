import { Writable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAINED_CARD_NAMES } from '../../src/domain/cards';
import { cards, preconDecks } from '../../src/server/db/schema';
import {
  importCatalogue,
  importCatalogueIfEmpty,
} from '../../src/server/services/catalogue/import';
import { CatalogueDataError } from '../../src/server/services/catalogue/source';
import type { DataCopy } from '../helpers/catalogue';
import { closedPortUrl, copySharedData, EXPECTED_PRECONS, importDeps } from '../helpers/catalogue';
import { databaseKinds } from '../helpers/databases';
import type { TestServer } from '../helpers/server';
import { SHARED_DATA_DIR, startTestServer } from '../helpers/server';

/** A logger whose lines the test can read. */
function capturingLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), text: () => lines.join('') };
}

describe.each(await databaseKinds())('catalogue import on %s', (kind) => {
  let test: TestServer;
  let copy: DataCopy;
  beforeAll(async () => {
    [test, copy] = await Promise.all([startTestServer(kind), Promise.resolve(copySharedData())]);
  });
  afterAll(async () => {
    await test?.close();
    copy?.dispose();
  });

  async function counts() {
    const db = test.testDb.database.db;
    const [c] = await db.select({ n: sql<number>`count(*)::int` }).from(cards);
    const [p] = await db.select({ n: sql<number>`count(*)::int` }).from(preconDecks);
    return { cards: c?.n, precons: p?.n };
  }

  async function health() {
    return (await (await fetch(`${test.url}/api/health`)).json()) as Record<string, unknown>;
  }

  it('starts empty when no source is reachable, saying so in the log and /api/health', async () => {
    for (const config of [
      { ashesDataDir: '/nonexistent/ashes-data' },
      { ashesDataDir: null, ashesLiveApiUrl: await closedPortUrl() },
    ]) {
      const log = capturingLogger();
      const deps = { ...importDeps(test, config), logger: log.logger };
      expect(await importCatalogueIfEmpty({ ...deps, catalogue: test.server.ctx.catalogue })).toBe(
        null,
      );
      expect(log.text()).toContain('The card catalogue is empty');
      expect(log.text()).toContain('npm run import-data');
    }
    expect(await counts()).toEqual({ cards: 0, precons: 0 });
    const body = await health();
    expect(body).toMatchObject({ cards: 0, precons: 0 });
    expect(String(body.message)).toContain('ASHES_DATA_DIR');
  });

  it('imports the shared catalogue on first start: cards, boss cards and every collection', async () => {
    const result = await importCatalogueIfEmpty({
      ...importDeps(test, { ashesDataDir: SHARED_DATA_DIR }),
      catalogue: test.server.ctx.catalogue,
    });
    expect(result?.cards.inserted).toBe(result?.cards.total);
    const all = Object.values(test.server.ctx.catalogue.cards);
    expect(all.filter((c) => c.deckType === 'player').length).toBeGreaterThanOrEqual(526);
    expect(all.filter((c) => c.deckType === 'chimera').length).toBeGreaterThan(50);
    expect(all.filter((c) => c.deckType === 'dragonborn').length).toBeGreaterThan(0);
    expect(
      all
        .filter((c) => c.isChained)
        .map((c) => c.name)
        .sort(),
    ).toEqual([...CHAINED_CARD_NAMES]);
    expect(test.server.ctx.catalogue.get('corpse-of-viros')?.deckType).toBe('chimera');

    const rows = await test.testDb.database.db
      .select({ collection: preconDecks.collection, n: sql<number>`count(*)::int` })
      .from(preconDecks)
      .groupBy(preconDecks.collection);
    const perCollection = Object.fromEntries(rows.map((r) => [r.collection, r.n]));
    for (const [key, n] of Object.entries(EXPECTED_PRECONS)) {
      expect(perCollection[key] ?? 0, key).toBe(n);
    }
    const total = Object.values(EXPECTED_PRECONS).reduce((a, b) => a + b, 0);
    const body = await health();
    expect(body).toMatchObject({ cards: all.length, precons: total });
    expect(body.message).toBeUndefined();

    // Once there are cards, a later start does not import again.
    const again = await importCatalogueIfEmpty({
      ...importDeps(test, { ashesDataDir: '/nonexistent' }),
      catalogue: test.server.ctx.catalogue,
    });
    expect(again).toBeNull();
  });

  it('re-imports idempotently: same counts, same precon rows, nothing rewritten', async () => {
    const before = await counts();
    const ids = await test.testDb.database.db
      .select({ id: preconDecks.id })
      .from(preconDecks)
      .orderBy(preconDecks.id);
    const result = await importCatalogue(importDeps(test, { ashesDataDir: SHARED_DATA_DIR }));
    expect(result.cards).toMatchObject({ inserted: 0, updated: 0, unchanged: before.cards });
    expect(await counts()).toEqual(before);
    const idsAfter = await test.testDb.database.db
      .select({ id: preconDecks.id })
      .from(preconDecks)
      .orderBy(preconDecks.id);
    expect(idsAfter).toEqual(ids);
  });

  it('runs simultaneous imports one after the other, without duplicates', async () => {
    const before = await counts();
    const results = await Promise.all([
      importCatalogue(importDeps(test, { ashesDataDir: SHARED_DATA_DIR })),
      importCatalogue(importDeps(test, { ashesDataDir: SHARED_DATA_DIR })),
    ]);
    expect(results.map((r) => r.cards.total)).toEqual([before.cards, before.cards]);
    expect(await counts()).toEqual(before);
  });

  it('updates a card whose data changed', async () => {
    const before = await counts();
    const original = copy.read('cards/all-cards.json');
    const edited = JSON.parse(original) as { results: { stub: string; text?: string }[] };
    const card = edited.results.find((c) => c.stub === 'anchornaut');
    if (!card) throw new Error('anchornaut is missing from the shared data');
    card.text = 'Edited rules text.';
    copy.write('cards/all-cards.json', JSON.stringify(edited));
    try {
      const result = await importCatalogue(importDeps(test, { ashesDataDir: copy.dir }));
      expect(result.cards).toMatchObject({ inserted: 0, updated: 1 });
      expect(await counts()).toEqual(before);
      expect(test.server.ctx.catalogue.get('anchornaut')?.text).toBe('Edited rules text.');
      const [row] = await test.testDb.database.db
        .select({ data: cards.data })
        .from(cards)
        .where(eq(cards.stub, 'anchornaut'));
      expect(row?.data.text).toBe('Edited rules text.');
    } finally {
      copy.write('cards/all-cards.json', original);
    }
    const restored = await importCatalogue(importDeps(test, { ashesDataDir: copy.dir }));
    expect(restored.cards.updated).toBe(1);
  });

  it.each([
    ['cards/all-cards.json', (text: string) => text.slice(0, 5000)],
    ['cards/chimera.json', (text: string) => text.replace('"type": "Chimera"', '"type": "Wizard"')],
    ['decks/precon-core.json', (text: string) => text.replace(/"precon_id":\s*\d+,/, '')],
    ['decks/novelty-island.json5', () => '{ not: json5 ]'],
    ['altarts/phg.json', () => '{"results": [{"name": "x", "stub": "y"}]}'],
  ])('reports malformed %s by name and changes nothing', async (file, breakIt) => {
    const before = await counts();
    const [core] = await test.testDb.database.db
      .select({ name: preconDecks.name })
      .from(preconDecks)
      .where(and(eq(preconDecks.collection, 'standalone'), eq(preconDecks.preconId, 1)));
    const original = copy.read(file);
    // A change that would be written if the import went ahead.
    const allCards = copy.read('cards/all-cards.json');
    copy.write(
      'cards/all-cards.json',
      allCards.replace('"name": "Anchornaut"', '"name": "Renamed"'),
    );
    copy.write(file, breakIt(file === 'cards/all-cards.json' ? copy.read(file) : original));
    try {
      const failure = importCatalogue(importDeps(test, { ashesDataDir: copy.dir }));
      await expect(failure).rejects.toBeInstanceOf(CatalogueDataError);
      await expect(failure).rejects.toMatchObject({ file });
      await expect(failure).rejects.toThrow(file);
    } finally {
      copy.write(file, original);
      copy.write('cards/all-cards.json', allCards);
    }
    expect(await counts()).toEqual(before);
    expect(test.server.ctx.catalogue.get('anchornaut')?.name).toBe('Anchornaut');
    const [coreAfter] = await test.testDb.database.db
      .select({ name: preconDecks.name })
      .from(preconDecks)
      .where(and(eq(preconDecks.collection, 'standalone'), eq(preconDecks.preconId, 1)));
    expect(coreAfter).toEqual(core);
  });
});
