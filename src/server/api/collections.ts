import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DECK_COLLECTIONS } from '../../domain/collections';
import type { CollectionDecksResponse } from '../../protocol/decks';
import { isDeckSupporter } from '../../protocol/decks';
import type { ServerContext } from '../context';
import { users } from '../db/schema';
import { collectionDecks } from '../services/decks-collections';
import type { CollectionViewer } from '../services/decks-collections';

/**
 * GET /api/{collection}-decks for the ten curated collections (decks.md section 7). Anyone
 * may list them; premium decks open only for supporters and restricted chimera and pve decks
 * are listed only for deck verifiers.
 */
export function registerCollectionRoutes(app: FastifyInstance, ctx: ServerContext): void {
  async function viewer(request: FastifyRequest): Promise<CollectionViewer> {
    const user = request.user;
    if (!user) return { supporter: false, canVerifyDecks: false };
    const [row] = await ctx.database.db
      .select({ patreon: users.patreon })
      .from(users)
      .where(eq(users.id, user.id));
    return {
      supporter: isDeckSupporter({ patreon: row?.patreon ?? null, permissions: user.permissions }),
      canVerifyDecks: user.permissions.canVerifyDecks === true,
    };
  }

  for (const collection of DECK_COLLECTIONS) {
    app.get(`/api/${collection.endpoint}`, async (request) => {
      const decks = await collectionDecks(
        ctx.database.db,
        collection,
        ctx.catalogue.cards,
        await viewer(request),
      );
      const body: CollectionDecksResponse = { success: true, decks };
      return body;
    });
  }
}
