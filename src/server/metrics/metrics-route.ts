import type { FastifyInstance } from 'fastify';
import { answerMetrics } from './metrics-access';
import type { ServerMetrics } from './server-metrics';

/**
 * GET /metrics on the lobby's server (see metrics-access.ts for who may read it), and the
 * count of answers of 500 and up (but 503) as errors.
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  metrics: ServerMetrics,
  token: string | null,
): void {
  app.addHook('onResponse', async (_request, reply) => {
    // 503 is the readiness probe's "not yet", not a failure of the request.
    if (reply.statusCode >= 500 && reply.statusCode !== 503) metrics.error('http');
  });
  app.get('/metrics', async (request, reply) => {
    const answer = await answerMetrics(metrics, token, request.headers.authorization);
    return reply.code(answer.status).headers(answer.headers).send(answer.body);
  });
}
