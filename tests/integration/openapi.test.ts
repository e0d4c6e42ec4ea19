import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTE_SCHEMAS } from '../../src/server/api/schemas';
import { routeKey } from '../../src/server/openapi/route-schemas';
import type { RegisteredRoute } from '../../src/server/app';
import { startTestServer } from '../helpers/server';
import type { TestServer } from '../helpers/server';

/** The docs page's own files (swagger-ui's HTML, scripts, styles) are not API calls. */
const isApiCall = (route: RegisteredRoute) =>
  route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && route.method !== 'HEAD';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function pathParams(url: string): string[] {
  return [...url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
}

/** What is missing from a route's schema; empty when it describes requests and answers. */
function schemaGaps(route: RegisteredRoute): string[] {
  const schema = route.schema;
  if (!schema) return ['no schema'];
  const gaps: string[] = [];
  const responses = isRecord(schema.response) ? Object.keys(schema.response) : [];
  if (!responses.some((status) => status.startsWith('2'))) gaps.push('no successful answer');
  if (!responses.includes('400') || !responses.includes('500')) gaps.push('no 400/500 failure');
  const params = pathParams(route.url);
  const declared = isRecord(schema.params) ? schema.params : {};
  const properties = isRecord(declared.properties) ? Object.keys(declared.properties) : [];
  const required = Array.isArray(declared.required) ? declared.required : [];
  for (const param of params) {
    if (!properties.includes(param) || !required.includes(param)) gaps.push(`param ${param}`);
  }
  if (params.length === 0 && schema.params) gaps.push('params on a path without any');
  if (['POST', 'PUT', 'PATCH'].includes(route.method) && !isRecord(schema.body)) {
    gaps.push('no body schema');
  }
  return gaps;
}

describe('API description', () => {
  let test: TestServer;
  let document: Record<string, unknown>;

  beforeAll(async () => {
    test = await startTestServer();
    const response = await fetch(`${test.url}/api/openapi.json`);
    expect(response.status).toBe(200);
    document = await response.json();
  });
  afterAll(async () => {
    await test?.close();
  });

  it('every /api route has request and response schemas', () => {
    const routes = test.server.routes.filter(isApiCall);
    expect(routes.length).toBeGreaterThan(60);
    const gaps = routes.flatMap((route) =>
      schemaGaps(route).map((gap) => `${route.method} ${route.url}: ${gap}`),
    );
    expect(gaps).toEqual([]);
  });

  it('every schema of the table belongs to a registered route', () => {
    const registered = new Set(
      test.server.routes.map((route) => routeKey(route.method, route.url)),
    );
    const stale = Object.keys(API_ROUTE_SCHEMAS).filter((key) => !registered.has(key));
    expect(stale).toEqual([]);
  });

  it('/api/openapi.json is an OpenAPI 3.1 document listing every /api route', () => {
    expect(document.openapi).toBe('3.1.0');
    const paths = isRecord(document.paths) ? document.paths : {};
    const missing = test.server.routes.filter(isApiCall).filter((route) => {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      const operations = paths[path];
      return !isRecord(operations) || !isRecord(operations[route.method.toLowerCase()]);
    });
    expect(missing.map((route) => `${route.method} ${route.url}`)).toEqual([]);

    const login = isRecord(paths['/api/account/login']) ? paths['/api/account/login'] : {};
    // The request body is the shared yup schema's; the answers include the failures.
    expect(login.post).toMatchObject({
      requestBody: {
        content: {
          'application/json': {
            schema: {
              required: ['username', 'password'],
              properties: { password: { maxLength: 200 } },
            },
          },
        },
      },
      responses: { 200: {}, 400: {}, 401: {}, 429: {}, 500: {} },
    });
  });

  it('/api/docs serves the browsable page with its own strict content security policy', async () => {
    const page = await fetch(`${test.url}/api/docs/`, { redirect: 'follow' });
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    const html = await page.text();
    // Nothing inline for the policy to refuse: every script is a file of the page itself.
    expect(html).not.toMatch(/<script>(?!\s*<\/script>)|<script(?![^>]*\bsrc=)[^>]*>\s*\S/);
    const sources = [...html.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      const script = await fetch(new URL(source, page.url));
      expect(script.status, source).toBe(200);
    }
    // The page reads the same document as /api/openapi.json, from beside itself.
    const beside = await fetch(new URL('./json', page.url));
    expect(await beside.json()).toEqual(document);
  });
});
