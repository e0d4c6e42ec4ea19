import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { API_ROUTE_SCHEMAS } from '../api/schemas';
import { route } from '../api/schemas/common';
import { attachRouteSchemas } from './route-schemas';

/**
 * The docs page may run only its own scripts and styles, as helmet's default policy allows
 * (swagger-ui loads nothing inline); the spec's `validator.swagger.io` badge is turned off.
 */
const DOCS_CSP =
  "default-src 'self'; base-uri 'self'; font-src 'self' data:; frame-ancestors 'self'; " +
  "img-src 'self' data:; object-src 'none'; script-src 'self'; script-src-attr 'none'; " +
  "style-src 'self' 'unsafe-inline'";

/**
 * Gives every `/api` route its schema. Call first, before any route registers.
 *
 * The schemas describe; they do not change what the API does. Requests are still validated
 * by each handler with the shared yup schema the description was made from (so its messages
 * stay the spec's), and answers are written with JSON.stringify: Fastify's schema-driven
 * serialiser would silently drop any field a schema forgot. Tests check every answer against
 * its schema instead (see response-check.ts).
 */
export function describeApiRoutes(app: FastifyInstance): void {
  app.setValidatorCompiler(() => () => true);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  attachRouteSchemas(app, API_ROUTE_SCHEMAS);
}

/**
 * The OpenAPI 3.1 document built from the route schemas at `/api/openapi.json`, and the
 * browsable page at `/api/docs`. Call before the API's routes register: the document lists
 * the routes registered after it.
 */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Ashtable API',
        version,
        description:
          'The REST API of Ashtable. Sign-in: `Authorization: Bearer <token>` from ' +
          '/api/account/login. Every failure answers `{success: false, message}`.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: DOCS_CSP,
    uiConfig: { validatorUrl: null },
    uiHooks: {
      // swagger-ui redirects its static index.html to the page by rewriting the URL's end,
      // so with a query string it redirects to itself forever: send those to the page.
      onRequest: (request, reply, done) => {
        if (
          request.routeOptions.url === '/api/docs/static/index.html' &&
          request.url.includes('?')
        ) {
          void reply.redirect('/api/docs/');
          return;
        }
        done();
      },
    },
  });
  const documentSchema = route({
    summary: 'This description of the API (OpenAPI 3.1)',
    tags: ['docs'],
    ok: { 200: { type: 'object', required: ['openapi', 'info', 'paths'] } },
  });
  app.get('/api/openapi.json', { schema: documentSchema }, async () => app.swagger());
}
