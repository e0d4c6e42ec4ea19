import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ValidationError } from 'yup';
import type { AnyObjectSchema, InferType } from 'yup';
import {
  DECK_ADDED,
  DECK_DELETED,
  DECK_UPDATED,
  IMPORT_FAILED,
  IMPORT_UNREACHABLE,
  NO_SUCH_DECK,
} from '../../protocol/decks';
import {
  deckListQuerySchema,
  favouriteSchema,
  importDeckSchema,
  resyncDeckSchema,
  saveDeckSchema,
} from '../../protocol/deck-schemas';
import type {
  DeckListResponse,
  DeckResponse,
  DeleteDeckResponse,
  FavouriteResponse,
} from '../../protocol/decks';
import { requireUser } from '../auth/guard';
import { shapeProblem } from './schema-shape';
import type { ServerContext } from '../context';
import { AshesLiveError, checkImportedCards, fetchSharedDeck } from '../services/ashes-live-decks';
import type { ImportedDeck } from '../services/ashes-live-decks';
import { DeckContentError, DeckStore, deckListsFromBody } from '../services/decks';

function fail(reply: FastifyReply, code: number, message: string | string[]) {
  return reply.code(code).send({ success: false, message });
}

/** Validates against a shared schema; on failure answers 400 with the schema's messages. */
async function validated<S extends AnyObjectSchema>(
  schema: S,
  input: unknown,
  reply: FastifyReply,
): Promise<InferType<S> | null> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    void fail(reply, 400, 'The request body must be a JSON object');
    return null;
  }
  const wrongType = shapeProblem(schema, input);
  if (wrongType) {
    void fail(reply, 400, wrongType);
    return null;
  }
  try {
    return (await schema.validate(input, {
      abortEarly: false,
      stripUnknown: true,
    })) as InferType<S>;
  } catch (error) {
    if (error instanceof ValidationError) {
      const messages = [...new Set(error.errors)];
      void fail(reply, 400, messages.length === 1 ? (messages[0] as string) : messages);
      return null;
    }
    throw error;
  }
}

/** A deck id path parameter: a positive integer, anything else is "no such deck". */
function deckIdParam(request: FastifyRequest): number | null {
  const raw = (request.params as { id?: string }).id ?? '';
  if (!/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/**
 * The personal deck calls of decks.md section 7. Every call needs a signed-in user and reaches
 * only that user's decks: another user's deck answers 404 exactly like a missing one.
 */
export function registerDeckRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const store = new DeckStore(ctx.database.db, () => ctx.catalogue.cards);

  app.get('/api/decks', async (request, reply) => {
    const user = requireUser(request, reply);
    if (!user) return reply;
    const query = await validated(deckListQuerySchema, request.query ?? {}, reply);
    if (!query) return reply;
    const page = await store.list(user.id, query);
    const body: DeckListResponse = { success: true, ...page };
    return body;
  });

  app.get('/api/decks/:id', async (request, reply) => {
    const user = requireUser(request, reply);
    if (!user) return reply;
    const id = deckIdParam(request);
    const row = id === null ? null : await store.findOwn(user.id, id);
    if (!row) return fail(reply, 404, NO_SUCH_DECK);
    const body: DeckResponse = { success: true, deck: await store.toDto(row) };
    return body;
  });

  /** Imports (uuid), resyncs (deckId, uuid, resync) or creates (a deck body). */
  const post = async (request: FastifyRequest, reply: FastifyReply) => {
    const user = requireUser(request, reply);
    if (!user) return reply;
    const input = request.body;
    const fields = typeof input === 'object' && input !== null ? (input as object) : {};
    if ('resync' in fields) return resync(user.id, input, reply);
    if ('uuid' in fields) return importDeck(user.id, input, reply);
    const body = await validated(saveDeckSchema, input, reply);
    if (!body) return reply;
    try {
      const lists = deckListsFromBody(body, ctx.catalogue.cards);
      const row = await store.create(
        user.id,
        { name: body.deckName, notes: body.notes, format: body.format ?? null },
        lists,
      );
      const response: DeckResponse = { success: true, deck: await store.toDto(row) };
      return reply.code(201).send(response);
    } catch (error) {
      if (error instanceof DeckContentError) return fail(reply, 400, error.message);
      throw error;
    }
  };
  // The spec writes the path with a trailing slash; both spellings are accepted.
  app.post('/api/decks', post);
  app.post('/api/decks/', post);

  app.put('/api/decks/:id', async (request, reply) => {
    const user = requireUser(request, reply);
    if (!user) return reply;
    const id = deckIdParam(request);
    if (id === null || !(await store.findOwn(user.id, id))) return fail(reply, 404, NO_SUCH_DECK);
    const body = await validated(saveDeckSchema, request.body, reply);
    if (!body) return reply;
    try {
      const lists = deckListsFromBody(body, ctx.catalogue.cards);
      const row = await store.update(
        user.id,
        id,
        {
          name: body.deckName,
          notes: body.notes,
          ...(body.format !== undefined ? { format: body.format } : {}),
        },
        lists,
      );
      if (!row) return fail(reply, 404, NO_SUCH_DECK);
      const response: DeckResponse = { success: true, deck: await store.toDto(row) };
      return response;
    } catch (error) {
      if (error instanceof DeckContentError) return fail(reply, 400, error.message);
      throw error;
    }
  });

  app.delete('/api/decks/:id', async (request, reply) => {
    const user = requireUser(request, reply);
    if (!user) return reply;
    const id = deckIdParam(request);
    if (id === null || !(await store.remove(user.id, id))) return fail(reply, 404, NO_SUCH_DECK);
    const body: DeleteDeckResponse = { success: true, deckId: id, message: DECK_DELETED };
    return body;
  });

  app.patch('/api/decks/:id', async (request, reply) => {
    const user = requireUser(request, reply);
    if (!user) return reply;
    const id = deckIdParam(request);
    if (id === null) return fail(reply, 404, NO_SUCH_DECK);
    const body = await validated(favouriteSchema, request.body, reply);
    if (!body) return reply;
    if (!(await store.setFavourite(user.id, id, body.favourite))) {
      return fail(reply, 404, NO_SUCH_DECK);
    }
    const response: FavouriteResponse = { success: true, deckId: id, isFave: body.favourite };
    return response;
  });

  /** Fetches and checks a shared deck; failures are logged and answered with the import text. */
  async function loadShared(
    uuid: string,
    followSnapshot: boolean,
    reply: FastifyReply,
  ): Promise<ImportedDeck | null> {
    try {
      const deck = await fetchSharedDeck(ctx.config.ashesLiveApiUrl, uuid, { followSnapshot });
      checkImportedCards(deck, ctx.catalogue.cards);
      return deck;
    } catch (error) {
      if (!(error instanceof AshesLiveError)) throw error;
      ctx.logger.warn({ uuid, reason: error.message }, 'ashes.live deck import failed');
      if (error.unreachable) void fail(reply, 504, IMPORT_UNREACHABLE);
      else void fail(reply, error.upstream ? 502 : 422, IMPORT_FAILED);
      return null;
    }
  }

  async function importDeck(userId: number, input: unknown, reply: FastifyReply) {
    const body = await validated(importDeckSchema, input, reply);
    if (!body) return reply;
    const deck = await loadShared(body.uuid.toLowerCase(), false, reply);
    if (!deck) return reply;
    const row = await store.create(
      userId,
      { name: deck.name, notes: deck.notes, ashesLiveUuid: deck.uuid },
      deck,
    );
    const response: DeckResponse = {
      success: true,
      deck: await store.toDto(row),
      message: DECK_ADDED,
    };
    return reply.code(201).send(response);
  }

  async function resync(userId: number, input: unknown, reply: FastifyReply) {
    const body = await validated(resyncDeckSchema, input, reply);
    if (!body) return reply;
    if (!(await store.findOwn(userId, body.deckId))) return fail(reply, 404, NO_SUCH_DECK);
    const deck = await loadShared(body.uuid.toLowerCase(), true, reply);
    if (!deck) return reply;
    const row = await store.update(
      userId,
      body.deckId,
      { name: deck.name, notes: deck.notes, ashesLiveUuid: deck.uuid },
      deck,
    );
    if (!row) return fail(reply, 404, NO_SUCH_DECK);
    const response: DeckResponse = {
      success: true,
      deck: await store.toDto(row),
      message: DECK_UPDATED,
    };
    return response;
  }
}
