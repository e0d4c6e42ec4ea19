import {
  deckListQuerySchema,
  favouriteSchema,
  importDeckSchema,
  resyncDeckSchema,
  saveDeckSchema,
} from '../../../protocol/deck-schemas';
import type {
  DeckListResponse,
  DeckResponse,
  DeleteDeckResponse,
  FavouriteResponse,
} from '../../../protocol/decks';
import {
  bool,
  described,
  fromYup,
  integer,
  listOf,
  objectOf,
  route,
  successOf,
  text,
} from './common';
import type { RouteSchemas } from './common';
import { deckDto } from './shapes';

/** Schemas of the personal deck routes (decks.md section 7). */

const tags = ['decks'];
const deckId = objectOf({ id: described(text, 'The deck id; anything but one answers 404.') });
const deckAnswer = successOf<DeckResponse>({ deck: deckDto, message: text }, ['message']);
const saveOrImport = route({
  summary: 'Create a deck, import a shared ashes.live deck (uuid) or resync one (resync)',
  tags,
  body: {
    anyOf: [
      described(fromYup(saveDeckSchema), 'A new deck.'),
      described(fromYup(importDeckSchema), 'Import the shared deck of this uuid.'),
      described(fromYup(resyncDeckSchema), 'Refresh an imported deck from its source.'),
    ],
  },
  ok: { 200: described(deckAnswer, 'Resynced.'), 201: described(deckAnswer, 'Created.') },
  fails: [401, 404, 422, 502, 504],
});

export const deckRouteSchemas: RouteSchemas = {
  'GET /api/decks': route({
    summary: 'A page of the own decks',
    tags,
    querystring: fromYup(deckListQuerySchema),
    ok: {
      200: successOf<DeckListResponse>({ decks: listOf(deckDto), numDecks: integer }),
    },
    fails: [401],
  }),
  'POST /api/decks': saveOrImport,
  'GET /api/decks/:id': route({
    summary: 'One own deck',
    tags,
    params: deckId,
    ok: { 200: deckAnswer },
    fails: [401, 404],
  }),
  'PUT /api/decks/:id': route({
    summary: 'Save an own deck',
    tags,
    params: deckId,
    body: fromYup(saveDeckSchema),
    ok: { 200: deckAnswer },
    fails: [401, 404],
  }),
  'DELETE /api/decks/:id': route({
    summary: 'Delete an own deck',
    tags,
    params: deckId,
    ok: {
      200: successOf<DeleteDeckResponse>({ deckId: integer, message: text }),
    },
    fails: [401, 404],
  }),
  'PATCH /api/decks/:id': route({
    summary: 'Mark or unmark an own deck as favourite',
    tags,
    params: deckId,
    body: fromYup(favouriteSchema),
    ok: { 200: successOf<FavouriteResponse>({ deckId: integer, isFave: bool }) },
    fails: [401, 404],
  }),
};
