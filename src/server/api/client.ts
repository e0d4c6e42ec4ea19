import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';

/**
 * Serves the built client; any other GET that is not an API or socket path gets index.html
 * so that client routes survive a reload. Unknown API paths get a JSON 404.
 */
export async function registerClientRoutes(app: FastifyInstance, ctx: ServerContext) {
  const { clientDir, serveClient } = ctx.config;
  const hasBuild = serveClient && existsSync(join(clientDir, 'index.html'));
  if (hasBuild) {
    // The build wrote .br and .gz copies beside the text assets (scripts/precompress.ts):
    // a browser that accepts one gets it, with Content-Encoding and Vary set.
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      preCompressed: true,
    });
  } else if (serveClient) {
    ctx.logger.warn({ clientDir }, 'No built client found; run `npm run build` to serve the app');
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path.startsWith('/api/') || path === '/api' || path.includes('/socket.io');
    if (request.method !== 'GET' || isApi || !hasBuild) {
      return reply.code(404).send({ success: false, message: 'Not found' });
    }
    if (/\.[a-z0-9]+$/i.test(path) && !path.endsWith('.html')) {
      return reply.code(404).send('Not found');
    }
    return reply.type('text/html').sendFile('index.html', clientDir);
  });
}
