import type { FastifyInstance, FastifySchema } from 'fastify';

/**
 * Gives each `/api` route its schema from a table keyed by `METHOD /url`, as the route
 * registers: the handlers stay as they are and the schemas of an area live together.
 * A trailing slash is ignored (the spec's client uses both spellings of a few paths), and a
 * HEAD route Fastify adds for a GET shares the GET's schema.
 */
export function attachRouteSchemas(
  app: FastifyInstance,
  schemas: Readonly<Record<string, FastifySchema>>,
): void {
  app.addHook('onRoute', (route) => {
    if (route.schema || !route.url.startsWith('/api/')) return;
    const methods = [route.method].flat().map((method) => (method === 'HEAD' ? 'GET' : method));
    for (const method of methods) {
      const schema = schemas[routeKey(method, route.url)];
      if (schema) {
        route.schema = schema;
        return;
      }
    }
  });
}

/** The table key of a route: its method and URL without a trailing slash. */
export function routeKey(method: string, url: string): string {
  const path = url.length > 1 && url.endsWith('/') ? url.slice(0, -1) : url;
  return `${method} ${path}`;
}
