import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PreconDeck } from '../../src/domain/catalogue';
import { DECK_COLLECTIONS } from '../../src/domain/collections';
import type { DeckDto } from '../../src/protocol/decks';
import { decks, preconDecks, users } from '../../src/server/db/schema';
import { createLogger } from '../../src/server/logger';
import { importCatalogue } from '../../src/server/services/catalogue/import';
import { databaseKinds } from '../helpers/databases';
import type { FakeAshesLive } from '../helpers/fake-ashes-live';
import { ashesLiveDeck, startFakeAshesLive } from '../helpers/fake-ashes-live';
import type { TestServer } from '../helpers/server';
import { SHARED_DATA_DIR, startTestServer } from '../helpers/server';

const IMPORT_UNREACHABLE =
  'ashes.live could not be reached, so your deck was not imported. Please try again later.';
const IMPORT_FAILED =
  'An error occurred importing your deck. Please check the Url or try again later.';

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

describe.each(await databaseKinds())('deck API on %s', (kind) => {
  let test: TestServer;
  let fake: FakeAshesLive;
  const tokens: Record<string, string> = {};
  let precons: PreconDeck[] = [];

  async function call(
    method: string,
    path: string,
    who: string | null,
    body?: unknown,
  ): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (who) headers.authorization = `Bearer ${tokens[who]}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${test.url}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  async function addUser(username: string, extra: Partial<typeof users.$inferInsert> = {}) {
    const [row] = await test.testDb.database.db
      .insert(users)
      .values({ username, email: `${username}@example.com`, passwordHash: 'x', ...extra })
      .returning({ id: users.id });
    tokens[username] = await test.server.ctx.signer.signAccess({
      userId: row?.id ?? 0,
      username,
    });
    return row?.id ?? 0;
  }

  function saveBody(precon: PreconDeck, name = precon.name) {
    return {
      deckName: name,
      phoenixborn: precon.phoenixborn,
      cards: precon.cards,
      conjurations: precon.conjurations,
      dicepool: precon.dicepool,
      notes: 'Line one\nLine two',
    };
  }

  async function deckCount(): Promise<number> {
    return (await test.testDb.database.db.select().from(decks)).length;
  }

  beforeAll(async () => {
    fake = await startFakeAshesLive();
    process.env.ASHES_LIVE_TIMEOUT_MS = '1500';
    test = await startTestServer(kind, { ASHES_LIVE_API_URL: fake.url });
    await importCatalogue({
      config: { ...test.server.ctx.config, ashesDataDir: SHARED_DATA_DIR },
      database: test.testDb.database,
      logger: createLogger('silent'),
      catalogue: test.server.ctx.catalogue,
    });
    const rows = await test.testDb.database.db
      .select({ data: preconDecks.data })
      .from(preconDecks)
      .where(eq(preconDecks.collection, 'standalone'));
    precons = rows.map((r) => r.data);
    await addUser('alice');
    await addUser('bob');
    await addUser('patron', { patreon: 'pledged' });
    await addUser('helper', { permissions: { isSupporter: true, canVerifyDecks: true } });
  });
  afterAll(async () => {
    await test?.close();
    await fake?.close();
    delete process.env.ASHES_LIVE_TIMEOUT_MS;
  });

  const precon = (index: number) => precons[index] as PreconDeck;

  it('needs a signed-in user', async () => {
    expect((await call('GET', '/api/decks', null)).status).toBe(401);
    expect((await call('POST', '/api/decks', null, saveBody(precon(0)))).status).toBe(401);
    expect(await deckCount()).toBe(0);
  });

  it('creates a legal deck and reads it back with its status and zero games', async () => {
    const created = await call('POST', '/api/decks/', 'alice', saveBody(precon(0)));
    expect(created.status).toBe(201);
    const deck = created.body.deck as DeckDto;
    expect(deck).toMatchObject({
      name: precon(0).name,
      favourite: false,
      notes: 'Line one\nLine two',
      played: 0,
      wins: 0,
      winRate: 0,
      phoenixborn: [{ id: precon(0).phoenixborn[0]?.id, count: 1 }],
    });
    expect(deck.status).toMatchObject({ basicRules: true, legalToPlay: true });
    const read = await call('GET', `/api/decks/${deck._id}`, 'alice');
    expect(read.status).toBe(200);
    expect((read.body.deck as DeckDto).cards).toEqual(deck.cards);
  });

  it('saves an incomplete deck but reports it as not legal', async () => {
    const body = { ...saveBody(precon(1), 'Half built'), cards: precon(1).cards.slice(0, 2) };
    const created = await call('POST', '/api/decks', 'alice', body);
    expect(created.status).toBe(201);
    const deck = created.body.deck as DeckDto;
    expect(deck.status.basicRules).toBe(false);
    expect(deck.status.legalToPlay).toBe(false);
    await call('DELETE', `/api/decks/${deck._id}`, 'alice');
  });

  it("keeps other users' decks out of reach: 404, nothing leaked or changed", async () => {
    const created = await call('POST', '/api/decks', 'alice', saveBody(precon(2), 'Private'));
    const id = (created.body.deck as DeckDto)._id;
    const read = await call('GET', `/api/decks/${id}`, 'bob');
    expect(read).toEqual({ status: 404, body: { success: false, message: 'No such deck' } });
    const put = await call('PUT', `/api/decks/${id}`, 'bob', saveBody(precon(3), 'Stolen'));
    expect(put.status).toBe(404);
    expect((await call('PATCH', `/api/decks/${id}`, 'bob', { favourite: true })).status).toBe(404);
    expect((await call('DELETE', `/api/decks/${id}`, 'bob')).status).toBe(404);
    const resync = await call('POST', '/api/decks', 'bob', {
      deckId: id,
      uuid: crypto.randomUUID(),
      resync: true,
    });
    expect(resync.status).toBe(404);
    const bobList = await call('GET', '/api/decks', 'bob');
    expect(bobList.body).toMatchObject({ decks: [], numDecks: 0 });
    const after = (await call('GET', `/api/decks/${id}`, 'alice')).body.deck as DeckDto;
    expect(after).toMatchObject({ name: 'Private', favourite: false });
  });

  it('answers unknown and malformed ids with 404', async () => {
    for (const id of ['999999', 'abc', '-1', '1.5', '0']) {
      expect((await call('GET', `/api/decks/${id}`, 'alice')).status).toBe(404);
    }
  });

  it('refuses malformed bodies, 31-card decks and unknown cards with clear messages', async () => {
    const before = await deckCount();
    const base = saveBody(precon(0));
    const cases: [unknown, string | RegExp][] = [
      ['not json at all', /./],
      [[1, 2, 3], 'The request body must be a JSON object'],
      [{ ...base, deckName: '' }, 'You must specify a deck name'],
      [{ ...base, phoenixborn: [] }, 'A deck has exactly one Phoenixborn'],
      [{ ...base, cards: [{ id: 'anchornaut', count: 'lots' }] }, 'Card counts must be numbers'],
      [{ ...base, cards: 'everything' }, /./],
      [
        { ...base, cards: [...base.cards, { id: 'anchornaut', count: 1 }] },
        'A deck has at most 30 cards',
      ],
      [
        { ...base, cards: [...base.cards.slice(1), { id: 'no-such-card', count: 1 }] },
        'Unknown card ids: no-such-card',
      ],
      [
        { ...base, phoenixborn: [{ id: 'anchornaut', count: 1 }] },
        'Anchornaut is not a Phoenixborn',
      ],
      [
        { ...base, cards: [{ id: base.phoenixborn[0]?.id, count: 1 }] },
        /is a Phoenixborn, not a deck card/,
      ],
      [{ ...base, dicepool: [{ magic: 'fire', count: 10 }] }, 'Unknown magic type'],
      [{ ...base, dicepool: [{ magic: 'charm', count: 11 }] }, /at most 10 dice/],
    ];
    for (const [body, message] of cases) {
      const answer = await call('POST', '/api/decks', 'alice', body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      // Unparsable JSON is refused by the framework's body parser, before the deck route.
      if (body !== 'not json at all') expect(answer.body.success).toBe(false);
      const text = JSON.stringify(answer.body.message);
      if (typeof message === 'string') expect(text).toContain(message);
      else expect(text).toMatch(message);
    }
    expect(await deckCount()).toBe(before);
  });

  it('updates, favourites and deletes its own decks', async () => {
    const created = await call('POST', '/api/decks', 'alice', saveBody(precon(4), 'Before'));
    const id = (created.body.deck as DeckDto)._id as number;
    const put = await call('PUT', `/api/decks/${id}`, 'alice', saveBody(precon(5), 'After'));
    expect(put.status).toBe(200);
    expect(put.body.deck).toMatchObject({
      _id: id,
      name: 'After',
      phoenixborn: precon(5).phoenixborn,
    });
    const bad = await call('PUT', `/api/decks/${id}`, 'alice', { deckName: 'x' });
    expect(bad.status).toBe(400);
    const fave = await call('PATCH', `/api/decks/${id}`, 'alice', { favourite: true });
    expect(fave.body).toEqual({ success: true, deckId: id, isFave: true });
    expect((await call('PATCH', `/api/decks/${id}`, 'alice', { favourite: 'yes' })).status).toBe(
      400,
    );
    const read = (await call('GET', `/api/decks/${id}`, 'alice')).body.deck as DeckDto;
    expect(read).toMatchObject({ name: 'After', favourite: true });
    const removed = await call('DELETE', `/api/decks/${id}`, 'alice');
    expect(removed.body).toMatchObject({ success: true, deckId: id });
    expect((await call('GET', `/api/decks/${id}`, 'alice')).status).toBe(404);
    expect((await call('DELETE', `/api/decks/${id}`, 'alice')).status).toBe(404);
  });

  it('pages, sorts and filters in the database', async () => {
    await addUser('pager');
    for (let i = 0; i < 20; i += 1) {
      const p = precon(i % 2 === 0 ? 6 : 7);
      const name = `Deck ${String(i).padStart(2, '0')}${i % 5 === 0 ? ' special' : ''}`;
      const answer = await call('POST', '/api/decks', 'pager', saveBody(p, name));
      if (i % 4 === 0) {
        await call('PATCH', `/api/decks/${(answer.body.deck as DeckDto)._id}`, 'pager', {
          favourite: true,
        });
      }
    }
    const list = async (query: string) => {
      const answer = await call('GET', `/api/decks?${query}`, 'pager');
      expect(answer.status).toBe(200);
      return answer.body as { decks: DeckDto[]; numDecks: number };
    };
    const first = await list('pageSize=8&page=1&sort=lastUpdated&sortDir=desc');
    expect(first.numDecks).toBe(20);
    expect(first.decks.map((d) => d.name)[0]).toBe('Deck 19');
    expect(first.decks).toHaveLength(8);
    const third = await list('pageSize=8&page=3&sort=lastUpdated&sortDir=desc');
    expect(third.decks.map((d) => d.name)).toEqual([
      'Deck 03',
      'Deck 02',
      'Deck 01',
      'Deck 00 special',
    ]);
    const byName = await list('pageSize=3&page=1&sort=name&sortDir=asc');
    expect(byName.decks.map((d) => d.name)).toEqual(['Deck 00 special', 'Deck 01', 'Deck 02']);
    const named = await list('name=SPECIAL');
    expect(named.numDecks).toBe(4);
    expect(named.decks.every((d) => d.name.endsWith('special'))).toBe(true);
    const pb = precon(7).phoenixborn[0]?.id ?? '';
    const byPb = await list(`pb=${pb}&pageSize=80`);
    expect(byPb.numDecks).toBe(10);
    expect(byPb.decks.every((d) => d.phoenixborn[0]?.id === pb)).toBe(true);
    const faves = await list('favourite=true&pageSize=80');
    expect(faves.decks.map((d) => d.name).sort()).toEqual([
      'Deck 00 special',
      'Deck 04',
      'Deck 08',
      'Deck 12',
      'Deck 16',
    ]);
    const wildcard = await list('name=%25');
    expect(wildcard.numDecks).toBe(0);
    const invalid = await call('GET', '/api/decks?pageSize=abc', 'pager');
    expect(invalid.status).toBe(400);
    expect((await call('GET', '/api/decks?sort=password', 'pager')).status).toBe(400);
  });

  describe('import and resync from ashes.live', () => {
    it('imports a shared deck with its title, dice, cards, conjurations and description', async () => {
      const uuid = crypto.randomUUID();
      fake.setDeck(uuid, ashesLiveDeck(precon(8), test.server.ctx.catalogue.cards, uuid));
      const answer = await call('POST', '/api/decks', 'alice', { uuid });
      expect(answer.status).toBe(201);
      expect(answer.body.message).toBe('Deck added successfully');
      const deck = answer.body.deck as DeckDto;
      expect(deck).toMatchObject({
        name: precon(8).name,
        ashesLiveUuid: uuid,
        notes: `Imported ${precon(8).name}\nSecond line`,
        phoenixborn: precon(8).phoenixborn,
      });
      expect(deck.dicepool).toEqual(precon(8).dicepool);
      expect(deck.cards.map((c) => [c.id, c.count, c.ff === true])).toEqual(
        precon(8).cards.map((c) => [c.id, c.count, c.ff === true]),
      );
      expect(deck.conjurations).toEqual(precon(8).conjurations);
      expect(deck.status.legalToPlay).toBe(true);
    });

    it('resyncs a deck after the shared deck changed, following a snapshot to its source', async () => {
      const uuid = crypto.randomUUID();
      const catalogue = test.server.ctx.catalogue.cards;
      fake.setDeck(uuid, ashesLiveDeck(precon(9), catalogue, uuid));
      const imported = await call('POST', '/api/decks', 'alice', { uuid });
      const id = (imported.body.deck as DeckDto)._id as number;

      fake.setDeck(uuid, ashesLiveDeck(precon(10), catalogue, uuid, { title: 'Changed' }));
      const resynced = await call('POST', '/api/decks', 'alice', {
        deckId: id,
        uuid,
        resync: true,
      });
      expect(resynced.status).toBe(200);
      expect(resynced.body.message).toBe('Deck updated successfully');
      expect(resynced.body.deck).toMatchObject({
        _id: id,
        name: 'Changed',
        phoenixborn: precon(10).phoenixborn,
      });

      const snapshotUuid = crypto.randomUUID();
      const latestUuid = crypto.randomUUID();
      fake.setDeck(
        snapshotUuid,
        ashesLiveDeck(precon(11), catalogue, snapshotUuid, { is_snapshot: true, source_id: 77 }),
      );
      fake.setPublished(
        77,
        ashesLiveDeck(precon(12), catalogue, latestUuid, {
          title: 'Latest published',
          is_snapshot: true,
          is_public: true,
          source_id: 77,
        }),
      );
      const followed = await call('POST', '/api/decks', 'alice', {
        deckId: id,
        uuid: snapshotUuid,
        resync: true,
      });
      expect(followed.body.deck).toMatchObject({
        name: 'Latest published',
        ashesLiveUuid: latestUuid,
        phoenixborn: precon(12).phoenixborn,
      });
      expect(fake.requests).toContain('/v2/decks/77');
    });

    it('reports each failure with the import text and changes nothing', async () => {
      const catalogue = test.server.ctx.catalogue.cards;
      const kept = crypto.randomUUID();
      fake.setDeck(kept, ashesLiveDeck(precon(13), catalogue, kept));
      const imported = await call('POST', '/api/decks', 'alice', { uuid: kept });
      const id = (imported.body.deck as DeckDto)._id as number;
      const before = await deckCount();
      const snapshot = JSON.stringify((await call('GET', `/api/decks/${id}`, 'alice')).body);

      const html = crypto.randomUUID();
      fake.fail(html, 'html');
      const hang = crypto.randomUUID();
      fake.fail(hang, 'hang');
      const broken = crypto.randomUUID();
      fake.fail(broken, 'error-500');
      const unknownCards = crypto.randomUUID();
      fake.setDeck(
        unknownCards,
        ashesLiveDeck(precon(13), catalogue, unknownCards, {
          cards: [{ name: 'Mystery', stub: 'mystery-card', type: 'Ally', count: 3 }],
        }),
      );
      const notADeck = crypto.randomUUID();
      fake.setDeck(notADeck, { nothing: true } as never);
      const missing = crypto.randomUUID();

      // No answer in time: the link is not to blame, and the message says so.
      const timedOut = await call('POST', '/api/decks', 'alice', { uuid: hang });
      expect(timedOut.body).toEqual({ success: false, message: IMPORT_UNREACHABLE });
      expect(timedOut.status).toBe(504);

      for (const uuid of [html, broken, unknownCards, notADeck, missing]) {
        const imported2 = await call('POST', '/api/decks', 'alice', { uuid });
        expect(imported2.body, uuid).toEqual({ success: false, message: IMPORT_FAILED });
        expect(imported2.status).toBeGreaterThanOrEqual(400);
        const resync = await call('POST', '/api/decks', 'alice', {
          deckId: id,
          uuid,
          resync: true,
        });
        expect(resync.body).toEqual({ success: false, message: IMPORT_FAILED });
      }
      expect(await deckCount()).toBe(before);
      expect(JSON.stringify((await call('GET', `/api/decks/${id}`, 'alice')).body)).toBe(snapshot);

      const invalid = await call('POST', '/api/decks', 'alice', { uuid: 'not-a-uuid' });
      expect(invalid.body).toEqual({
        success: false,
        message: 'The URL you entered is invalid.  Please check it and try again.',
      });
      const noUuid = await call('POST', '/api/decks', 'alice', { deckId: id, resync: true });
      expect(noUuid.body).toEqual({ success: false, message: 'uuid must be specified' });
      expect(await deckCount()).toBe(before);
    });
  });

  describe('collections', () => {
    it('serves the ten collections, each {decks}, to anyone', async () => {
      for (const collection of DECK_COLLECTIONS) {
        const answer = await call('GET', `/api/${collection.endpoint}`, null);
        expect(answer.status, collection.endpoint).toBe(200);
        const list = answer.body.decks as DeckDto[];
        expect(Array.isArray(list)).toBe(true);
        for (const deck of list) {
          expect(deck.collection).toBe(collection.key);
          expect(deck.status.legalToPlay, `${collection.key}: ${deck.name}`).toBe(true);
        }
      }
      const standalone = await call('GET', '/api/standalone-decks', null);
      expect((standalone.body.decks as DeckDto[]).length).toBe(28);
      const empty = await call('GET', '/api/msu-decks', null);
      expect(empty.body).toEqual({ success: true, decks: [] });
    });

    it('opens premium decks only for supporters', async () => {
      const premiumOf = async (who: string | null) => {
        const answer = await call('GET', '/api/chimera-decks', who);
        return (answer.body.decks as DeckDto[]).filter((d) => d.premium);
      };
      const anonymous = await premiumOf(null);
      expect(anonymous.length).toBeGreaterThan(0);
      expect(anonymous.every((d) => d.locked && d.cards.length === 0)).toBe(true);
      expect((await premiumOf('alice')).every((d) => d.locked)).toBe(true);
      for (const who of ['patron', 'helper']) {
        const open = await premiumOf(who);
        expect(open.every((d) => !d.locked && d.cards.length > 0)).toBe(true);
      }
    });

    it('lists restricted chimera and pve decks only for deck verifiers', async () => {
      const db = test.testDb.database.db;
      const [row] = await db
        .select({ id: preconDecks.id })
        .from(preconDecks)
        .where(eq(preconDecks.collection, 'pve'))
        .limit(1);
      await db
        .update(preconDecks)
        .set({ restricted: true })
        .where(eq(preconDecks.id, row?.id ?? 0));
      const ids = async (who: string | null) =>
        ((await call('GET', '/api/pve-decks', who)).body.decks as DeckDto[]).map(
          (d) => d.preconDeckId,
        );
      expect(await ids(null)).not.toContain(row?.id);
      expect(await ids('alice')).not.toContain(row?.id);
      expect(await ids('patron')).not.toContain(row?.id);
      expect(await ids('helper')).toContain(row?.id);
      await db
        .update(preconDecks)
        .set({ restricted: false })
        .where(eq(preconDecks.id, row?.id ?? 0));
    });
  });
});
