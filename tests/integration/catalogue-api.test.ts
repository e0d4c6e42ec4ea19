import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cards, preconDecks } from '../../src/server/db/schema';
import { fetchCatalogueFromApi } from '../../src/server/services/catalogue/fetch-api';
import { importCatalogue } from '../../src/server/services/catalogue/import';
import type { FakeApi, FakeApiMode } from '../helpers/catalogue';
import { closedPortUrl, importDeps, sharedPlayerCards, startFakeApi } from '../helpers/catalogue';
import { databaseKinds } from '../helpers/databases';
import type { TestServer } from '../helpers/server';
import { SHARED_DATA_DIR, startTestServer } from '../helpers/server';

const PLAYER_CARDS = sharedPlayerCards().length;

describe('ashes.live API client against a fake API', () => {
  let api: FakeApi | null = null;
  afterEach(async () => {
    await api?.close();
    api = null;
  });

  it.each<FakeApiMode>(['next-links', 'offset-only'])(
    'reads every page of /v2/cards (%s)',
    async (mode) => {
      api = await startFakeApi(mode);
      const data = await fetchCatalogueFromApi(`${api.url}/`, { pageSize: 100 });
      expect(Object.keys(data.cards)).toHaveLength(PLAYER_CARDS);
      expect(data.cards['coal-roarkwin']?.type).toBe('Phoenixborn');
      expect(data.precons).toBeNull();
      expect(api.requests).toHaveLength(Math.ceil(PLAYER_CARDS / 100));
      expect(api.requests[1]).toBe('/v2/cards?limit=100&offset=100');
    },
  );

  it.each<[FakeApiMode, string, RegExp]>([
    ['html', 'CatalogueDataError', /offset=100 did not answer with JSON \(text\/html\)/],
    ['error-500', 'CatalogueUnavailableError', /offset=100 answered HTTP 500/],
    ['hang', 'CatalogueUnavailableError', /offset=100 did not answer within 300 ms/],
    ['bad-card', 'CatalogueDataError', /offset=100\[0\]: "stub" must be a non-empty string/],
  ])('fails clearly when the second page is broken (%s)', async (mode, kind, message) => {
    api = await startFakeApi(mode);
    // Only the hanging page should hit the timeout, even on a loaded machine.
    const timeoutMs = mode === 'hang' ? 300 : 30_000;
    const failure = fetchCatalogueFromApi(api.url, { pageSize: 100, timeoutMs });
    await expect(failure).rejects.toMatchObject({ name: kind });
    await expect(failure).rejects.toThrow(message);
  });

  it('fails clearly when nothing listens', async () => {
    const url = await closedPortUrl();
    await expect(fetchCatalogueFromApi(url)).rejects.toThrow(
      `${url}/v2/cards?limit=100&offset=0 is unreachable (fetch failed: connect ECONNREFUSED`,
    );
  });
});

describe.each(await databaseKinds())('import from the API on %s', (kind) => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer(kind);
  });
  afterAll(() => test?.close());

  async function counts() {
    const db = test.testDb.database.db;
    const [c] = await db.select({ n: sql<number>`count(*)::int` }).from(cards);
    const [p] = await db.select({ n: sql<number>`count(*)::int` }).from(preconDecks);
    return { cards: c?.n, precons: p?.n };
  }

  it('imports the cards when ASHES_DATA_DIR is unset, keeping the precons', async () => {
    await importCatalogue(importDeps(test, { ashesDataDir: SHARED_DATA_DIR }));
    const before = await counts();
    const api = await startFakeApi('next-links');
    try {
      const result = await importCatalogue({
        ...importDeps(test, { ashesDataDir: null, ashesLiveApiUrl: api.url }),
        api: { pageSize: 200 },
      });
      expect(result.cards).toMatchObject({ total: PLAYER_CARDS, inserted: 0, updated: 0 });
      expect(result.precons).toBeNull();
    } finally {
      await api.close();
    }
    expect(await counts()).toEqual(before);
  });

  it.each<FakeApiMode>(['html', 'error-500', 'hang'])(
    'changes nothing when the API fails (%s)',
    async (mode) => {
      const before = await counts();
      const api = await startFakeApi(mode);
      try {
        await expect(
          importCatalogue({
            ...importDeps(test, { ashesDataDir: null, ashesLiveApiUrl: api.url }),
            api: { pageSize: 100, timeoutMs: mode === 'hang' ? 300 : 30_000 },
          }),
        ).rejects.toThrow(/offset=100/);
      } finally {
        await api.close();
      }
      expect(await counts()).toEqual(before);
      expect(test.server.ctx.catalogue.cardCount).toBe(before.cards);
    },
  );
});
