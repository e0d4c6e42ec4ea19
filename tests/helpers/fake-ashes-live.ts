import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CardCatalogue } from '../../src/domain/cards';
import type { PreconDeck } from '../../src/domain/catalogue';

/**
 * A stand-in for the ashes.live deck API on a free loopback port:
 * GET /v2/decks/shared/{uuid} answers the deck registered under that uuid (404 otherwise) and
 * GET /v2/decks/{id} answers {deck} for a registered source deck's latest published snapshot.
 * A uuid can be made to misbehave: answer HTML, answer 500, or never answer.
 */
export type FakeDeckFailure = 'html' | 'error-500' | 'hang';

/** A deck in the shape of ashes.live's DeckFullOut (the fields we read, plus a few more). */
export interface AshesLiveDeckBody {
  id: number;
  title: string;
  description: string;
  direct_share_uuid: string;
  is_snapshot: boolean;
  is_public: boolean;
  source_id: number | null;
  phoenixborn: { name: string; stub: string };
  dice: { name: string; count: number }[];
  cards: { name: string; stub: string; type: string; count: number }[];
  conjurations: { name: string; stub: string; type: string; count: number }[];
  first_five: string[];
}

export interface FakeAshesLive {
  url: string;
  /** Paths requested so far. */
  requests: string[];
  setDeck(uuid: string, deck: AshesLiveDeckBody): void;
  /** What GET /v2/decks/{sourceId} answers as the latest published snapshot. */
  setPublished(sourceId: number, deck: AshesLiveDeckBody): void;
  fail(uuid: string, failure: FakeDeckFailure): void;
  close(): Promise<void>;
}

/** An ashes.live deck body with the lists of a precon deck of the shared catalogue. */
export function ashesLiveDeck(
  precon: PreconDeck,
  catalogue: CardCatalogue,
  uuid: string,
  overrides: Partial<AshesLiveDeckBody> = {},
): AshesLiveDeckBody {
  const entry = (e: { id: string; count: number }) => ({
    name: catalogue[e.id]?.name ?? e.id,
    stub: e.id,
    type: catalogue[e.id]?.type ?? 'Ally',
    count: e.count,
  });
  const pb = precon.phoenixborn[0]?.id ?? '';
  return {
    id: precon.preconId + 1000,
    title: precon.name,
    description: `Imported ${precon.name}\nSecond line`,
    direct_share_uuid: uuid,
    is_snapshot: false,
    is_public: false,
    source_id: null,
    phoenixborn: { name: catalogue[pb]?.name ?? pb, stub: pb },
    dice: precon.dicepool.map((d) => ({ name: d.magic, count: d.count })),
    cards: precon.cards.map(entry),
    conjurations: precon.conjurations.map(entry),
    first_five: precon.cards.filter((c) => c.ff).map((c) => c.id),
    ...overrides,
  };
}

export async function startFakeAshesLive(): Promise<FakeAshesLive> {
  const decks = new Map<string, AshesLiveDeckBody>();
  const published = new Map<number, AshesLiveDeckBody>();
  const failures = new Map<string, FakeDeckFailure>();
  const requests: string[] = [];
  const hanging: ServerResponse[] = [];
  const json = (response: ServerResponse, status: number, body: unknown) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    requests.push(path);
    const shared = /^\/v2\/decks\/shared\/([^/]+)$/.exec(path);
    if (shared) {
      const uuid = decodeURIComponent(shared[1] ?? '');
      const failure = failures.get(uuid);
      if (failure === 'html') {
        response
          .writeHead(200, { 'content-type': 'text/html' })
          .end('<!doctype html><html><body>Down for maintenance</body></html>');
        return;
      }
      if (failure === 'error-500') {
        response.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
        return;
      }
      if (failure === 'hang') {
        hanging.push(response);
        return;
      }
      const deck = decks.get(uuid);
      if (!deck) {
        json(response, 404, {
          detail: 'No such deck; it might have been deleted, or your share ID might be wrong.',
        });
        return;
      }
      json(response, 200, deck);
      return;
    }
    const byId = /^\/v2\/decks\/(\d+)$/.exec(path);
    const latest = byId ? published.get(Number(byId[1])) : undefined;
    if (latest) {
      json(response, 200, { deck: latest, releases: [] });
      return;
    }
    json(response, 404, { detail: 'Deck not found.' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setDeck: (uuid, deck) => {
      failures.delete(uuid);
      decks.set(uuid, deck);
    },
    setPublished: (sourceId, deck) => published.set(sourceId, deck),
    fail: (uuid, failure) => failures.set(uuid, failure),
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
