import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { CATALOGUE_EMPTY_HINT } from '../services/catalogue/hint';

export { CATALOGUE_EMPTY_HINT };

/** GET /api/health: liveness plus what the server has loaded. */
export function registerHealthRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/api/health', async () => ({
    ok: true,
    version: ctx.version,
    db: ctx.database.kind,
    redis: ctx.redis !== null,
    cards: ctx.catalogue.cardCount,
    precons: ctx.catalogue.precons,
    ...(ctx.catalogue.isEmpty ? { message: CATALOGUE_EMPTY_HINT } : {}),
  }));
}
