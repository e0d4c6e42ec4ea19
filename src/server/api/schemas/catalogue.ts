import { DECK_COLLECTIONS } from '../../../domain/collections';
import type { AltArtsResponse, CardsResponse } from '../../../protocol/cards';
import type { ClientConfigResponse } from '../../../protocol/client-config';
import type { CollectionDecksResponse } from '../../../protocol/decks';
import {
  bool,
  integer,
  listOf,
  notModified,
  nullable,
  oneOfValues,
  recordOf,
  route,
  shapeOf,
  successOf,
  text,
} from './common';
import type { RouteSchemas } from './common';
import { altArt, apiCard, deckDto, readiness } from './shapes';

/** Schemas of the public routes: catalogue, collections, client settings and health. */

const collectionDecks = route({
  summary: 'The decks of a curated collection',
  tags: ['decks'],
  ok: { 200: successOf<CollectionDecksResponse>({ decks: listOf(deckDto) }) },
});

interface HealthAnswer {
  ok: boolean;
  version: string;
  db: string;
  redis: boolean;
  cards: number;
  precons: number;
  message?: string;
}

export const catalogueRouteSchemas: RouteSchemas = {
  'GET /api/cards': route({
    summary: 'The card catalogue by stub (ETag; 304 when the client holds it)',
    tags: ['catalogue'],
    ok: {
      200: successOf<CardsResponse>({ cards: recordOf(apiCard) }),
      304: notModified,
    },
  }),
  'GET /api/cards/alts': route({
    summary: 'Every alternative card art (ETag; 304 when the client holds it)',
    tags: ['catalogue'],
    ok: { 200: successOf<AltArtsResponse>({ alts: listOf(altArt) }), 304: notModified },
  }),
  'GET /api/config': route({
    summary: 'Public client settings',
    tags: ['catalogue'],
    ok: {
      200: successOf<ClientConfigResponse>({ cardImageBaseUrl: nullable(text) }),
    },
  }),
  'GET /api/health': route({
    summary: 'What the server has loaded',
    tags: ['health'],
    ok: {
      200: shapeOf<HealthAnswer>(
        {
          ok: bool,
          version: text,
          db: oneOfValues(['pglite', 'postgres']),
          redis: bool,
          cards: integer,
          precons: integer,
          message: text,
        },
        ['message'],
      ),
    },
  }),
  'GET /api/health/live': route({
    summary: 'Liveness: the process answers',
    tags: ['health'],
    ok: { 200: shapeOf<{ ok: boolean }>({ ok: bool }) },
  }),
  'GET /api/health/ready': route({
    summary: 'Readiness: database, Redis (when configured) and catalogue',
    tags: ['health'],
    ok: { 200: readiness, 503: readiness },
  }),
  ...Object.fromEntries(
    DECK_COLLECTIONS.map((collection) => [`GET /api/${collection.endpoint}`, collectionDecks]),
  ),
};
