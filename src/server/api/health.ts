import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';

export const CATALOGUE_EMPTY_HINT =
  'The card catalogue is empty. Set ASHES_DATA_DIR to a folder in the ashes.live data layout (or make ASHES_LIVE_API_URL reachable) and run `npm run import-data`.';

/** GET /api/health: liveness plus what the server has loaded. */
export function registerHealthRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/api/health', async () => ({
    ok: true,
    version: ctx.version,
    db: ctx.database.kind,
    cards: ctx.catalogue.cardCount,
    precons: ctx.catalogue.precons,
    ...(ctx.catalogue.isEmpty ? { message: CATALOGUE_EMPTY_HINT } : {}),
  }));
}
