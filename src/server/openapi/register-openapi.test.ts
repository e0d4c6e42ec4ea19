import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { describeApiRoutes, registerOpenApi } from './register-openapi';

describe('registerOpenApi', () => {
  it('serves the document and never redirects the docs page to itself', async () => {
    const app = Fastify();
    describeApiRoutes(app);
    await registerOpenApi(app, '1.2.3');
    const document = await app.inject({ url: '/api/openapi.json' });
    expect(document.json()).toMatchObject({ openapi: '3.1.0', info: { version: '1.2.3' } });
    // A query string once made swagger-ui redirect this URL to itself forever.
    const withQuery = await app.inject({ url: '/api/docs/static/index.html?x=1' });
    expect(withQuery.statusCode).toBe(302);
    expect(withQuery.headers.location).toBe('/api/docs/');
    const plain = await app.inject({ url: '/api/docs/static/index.html' });
    expect(plain.headers.location).toBe('/api/docs/');
    await app.close();
  });
});
