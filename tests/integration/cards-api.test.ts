import { get } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../../src/engine/cards';
import { isAutomated } from '../../src/engine';
import type { AltArtsResponse, CardsResponse } from '../../src/protocol/cards';
import { importCatalogue } from '../../src/server/services/catalogue/import';
import type { DataCopy } from '../helpers/catalogue';
import { copySharedData, importDeps } from '../helpers/catalogue';
import { databaseKinds } from '../helpers/databases';
import type { TestServer } from '../helpers/server';
import { startTestServer } from '../helpers/server';

/** The card fields of decks.md section 3 plus the ones the board and card pages draw. */
const CARD_FIELDS = [
  'id',
  'stub',
  'name',
  'type',
  'dice',
  'altDice',
  'conjurations',
  'copies',
  'imageStub',
  'isChained',
  'deckType',
  'altArts',
  'cost',
  'magicCost',
  'attack',
  'life',
  'recover',
  'battlefield',
  'spellboard',
  'text',
  'release',
  'phoenixborn',
  'automated',
];

describe.each(await databaseKinds())('card API on %s', (kind) => {
  let test: TestServer;
  let copy: DataCopy;
  beforeAll(async () => {
    test = await startTestServer(kind);
    copy = copySharedData();
  });
  afterAll(async () => {
    await test?.close();
    copy?.dispose();
  });

  it('answers an empty catalogue with no cards', async () => {
    const response = await fetch(`${test.url}/api/cards`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, cards: {} });
  });

  it('lists every card by stub with its fields and alt arts', async () => {
    await importCatalogue(importDeps(test, { ashesDataDir: copy.dir }));
    const response = await fetch(`${test.url}/api/cards`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const body = (await response.json()) as CardsResponse;
    expect(body.success).toBe(true);
    const all = Object.values(body.cards);
    expect(all.filter((c) => c.deckType === 'player').length).toBeGreaterThanOrEqual(526);
    for (const card of all) {
      expect(Object.keys(card)).toEqual(expect.arrayContaining(CARD_FIELDS));
      expect(card.automated, card.stub).toBe(isAutomated(card.stub));
    }
    // Every Master Set card plays itself; the newer Phoenixborn files' cards, whose data has no
    // text, are played by hand.
    const masterSet = all.filter((c) => c.release?.stub === 'master-set');
    expect(masterSet).toHaveLength(78);
    expect(masterSet.filter((c) => !c.automated).map((c) => c.stub)).toEqual([]);
    expect(body.cards['abundance']?.automated).toBe(true);
    expect(body.cards['absorption']?.automated).toBe(true);
    expect(body.cards['hurricane']?.automated).toBe(false);

    const coal = body.cards['coal-roarkwin'];
    expect(coal).toMatchObject({
      id: 'coal-roarkwin',
      name: 'Coal Roarkwin',
      type: 'Phoenixborn',
      battlefield: 6,
      life: 15,
      spellboard: 4,
      isChained: false,
      deckType: 'player',
    });
    expect(coal?.altArts).toContain('alt/coal-roarkwin');
    expect(body.cards.meteor?.isChained).toBe(true);
    expect(body.cards.absorption?.altArts).toEqual([]);
  });

  it('sends plain JSON to a client that does not accept gzip', async () => {
    const { status, headers, body } = await new Promise<{
      status: number | undefined;
      headers: IncomingHttpHeaders;
      body: string;
    }>((resolve, reject) => {
      get(`${test.url}/api/cards`, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, headers: response.headers, body: text }),
        );
      }).on('error', reject);
    });
    expect(status).toBe(200);
    expect(headers['content-encoding']).toBeUndefined();
    expect((JSON.parse(body) as CardsResponse).cards['coal-roarkwin']?.name).toBe('Coal Roarkwin');
  });

  it('lists the alt arts', async () => {
    const body = (await (await fetch(`${test.url}/api/cards/alts`)).json()) as AltArtsResponse;
    expect(body.success).toBe(true);
    expect(body.alts.length).toBeGreaterThan(50);
    expect(body.alts).toContainEqual({
      name: 'Coal Angry',
      stub: 'coal-roarkwin',
      alt: 'alt/coal-roarkwin',
      category: 'phg',
    });
  });

  it('is cacheable: an unchanged catalogue answers 304, a re-import with changes a new ETag', async () => {
    const first = await fetch(`${test.url}/api/cards`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const revalidated = await fetch(`${test.url}/api/cards`, {
      headers: { 'if-none-match': etag ?? '' },
    });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');

    const cardsFile = copy.read('cards/all-cards.json');
    copy.write(
      'cards/all-cards.json',
      cardsFile.replace('"name": "Anchornaut"', '"name": "Anchor"'),
    );
    await importCatalogue(importDeps(test, { ashesDataDir: copy.dir }));
    const changed = await fetch(`${test.url}/api/cards`, {
      headers: { 'if-none-match': etag ?? '' },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(((await changed.json()) as CardsResponse).cards.anchornaut?.name).toBe('Anchor');
  });
});
