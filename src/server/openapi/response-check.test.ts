import { gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { describeApiRoutes } from './register-openapi';
import { checkResponses } from './response-check';
import type { ResponseMismatch } from './response-check';

const answer = {
  200: {
    type: 'object',
    properties: { success: { const: true }, name: { type: 'string' } },
    required: ['success', 'name'],
  },
  '4xx': {
    type: 'object',
    properties: { success: { const: false }, message: { type: 'string' } },
    required: ['success', 'message'],
  },
};

async function serverWith(mismatches: ResponseMismatch[]) {
  const app = Fastify();
  // As the server is set up: answers written as they are, so a wrong type reaches the check
  // (Fastify's default serialiser would quietly turn the 7 below into "7").
  describeApiRoutes(app);
  checkResponses(app, (mismatch) => mismatches.push(mismatch));
  app.get('/api/good', { schema: { response: answer } }, async () => ({
    success: true,
    name: 'x',
  }));
  app.get('/api/missing-field', { schema: { response: answer } }, async () => ({ success: true }));
  app.get('/api/wrong-type', { schema: { response: answer } }, async () => ({
    success: true,
    name: 7,
  }));
  app.get('/api/refused', { schema: { response: answer } }, async (_request, reply) =>
    reply.code(404).send({ success: false, message: 'Not found' }),
  );
  app.get('/api/undeclared', { schema: { response: answer } }, async (_request, reply) =>
    reply.code(500).send({ success: false, message: 'Internal server error' }),
  );
  app.get('/api/no-schema', async () => ({ success: true }));
  app.get('/api/gzipped', { schema: { response: answer } }, async (_request, reply) =>
    reply
      .header('content-encoding', 'gzip')
      .type('application/json')
      .send(gzipSync(JSON.stringify({ success: true }))),
  );
  app.get('/elsewhere', async () => ({ anything: true }));
  return app;
}

describe('checkResponses', () => {
  let close: (() => Promise<void>) | null = null;
  afterEach(async () => {
    await close?.();
    close = null;
  });

  it('reports answers their route schema does not allow, and only those', async () => {
    const mismatches: ResponseMismatch[] = [];
    const app = await serverWith(mismatches);
    close = () => app.close();
    for (const url of [
      '/api/good',
      '/api/missing-field',
      '/api/wrong-type',
      '/api/refused',
      '/api/undeclared',
      '/api/no-schema',
      '/api/gzipped',
      '/elsewhere',
      '/api/unknown-path',
    ]) {
      await app.inject({ url });
    }
    const byUrl = Object.fromEntries(mismatches.map((m) => [m.url, m]));
    expect(Object.keys(byUrl).sort()).toEqual([
      '/api/gzipped',
      '/api/missing-field',
      '/api/no-schema',
      '/api/undeclared',
      '/api/wrong-type',
    ]);
    expect(byUrl['/api/missing-field']?.problem).toContain("must have required property 'name'");
    expect(byUrl['/api/gzipped']?.problem).toContain("must have required property 'name'");
    expect(byUrl['/api/wrong-type']?.problem).toContain('must be string');
    expect(byUrl['/api/undeclared']).toMatchObject({
      status: 500,
      problem: 'no response schema for status 500',
    });
    expect(byUrl['/api/no-schema']?.problem).toBe('no response schema for status 200');
  });
});
