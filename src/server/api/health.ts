import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { CATALOGUE_EMPTY_HINT } from '../services/catalogue/hint';
import { checkReadiness } from '../services/readiness';

export { CATALOGUE_EMPTY_HINT };

/**
 * GET /api/health: what the server has loaded. For orchestration, two separate answers:
 * GET /api/health/live (the process answers at all; restart it when not) and
 * GET /api/health/ready (database, Redis when configured, and the catalogue are there; send
 * it no traffic while 503).
 */
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

  app.get('/api/health/live', async () => ({ ok: true }));

  app.get('/api/health/ready', async (_request, reply) => {
    const readiness = await checkReadiness(ctx);
    return reply.code(readiness.ready ? 200 : 503).send(readiness);
  });
}
