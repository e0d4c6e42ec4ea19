import type { FastifyInstance } from 'fastify';
import type { ClientConfigResponse } from '../../protocol/client-config';
import type { ServerContext } from '../context';

/** GET /api/config: public client settings (never secrets). */
export function registerClientConfigRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/api/config', async (): Promise<ClientConfigResponse> => ({
    success: true,
    cardImageBaseUrl: ctx.config.cardImageBaseUrl,
  }));
}
