import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AltArtsResponse, ApiCard, CardsResponse } from '../../protocol/cards';
import type { ServerContext } from '../context';

interface CachedBody {
  revision: number;
  json: string;
  /** The catalogue is about half a megabyte of JSON and a tenth of that gzipped. */
  gzipped: Buffer;
  etag: string;
}

function cached(json: string, revision: number): CachedBody {
  const hash = createHash('sha256').update(json).digest('base64url').slice(0, 27);
  return { revision, json, gzipped: gzipSync(json), etag: `"${hash}"` };
}

function acceptsGzip(request: FastifyRequest): boolean {
  const header = request.headers['accept-encoding'];
  return typeof header === 'string' && /\bgzip\b/.test(header);
}

function matchesEtag(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');
}

/** Sends a prepared JSON body with its ETag, or 304 when the client already holds it. */
function sendCached(request: FastifyRequest, reply: FastifyReply, body: CachedBody) {
  reply
    .header('etag', body.etag)
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding');
  if (matchesEtag(request, body.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (acceptsGzip(request)) return reply.header('content-encoding', 'gzip').send(body.gzipped);
  return reply.send(body.json);
}

/**
 * GET /api/cards and GET /api/cards/alts: the catalogue for everyone (no sign-in needed).
 * The bodies change only on import, so they are serialised once per catalogue load and
 * revalidated by ETag.
 */
export function registerCardRoutes(app: FastifyInstance, ctx: ServerContext): void {
  let cardsBody: CachedBody | null = null;
  let altsBody: CachedBody | null = null;

  function currentCards(): CachedBody {
    const { revision } = ctx.catalogue;
    if (cardsBody?.revision === revision) return cardsBody;
    const altsByStub = new Map<string, string[]>();
    for (const alt of ctx.catalogue.altArts) {
      altsByStub.set(alt.stub, [...(altsByStub.get(alt.stub) ?? []), alt.alt]);
    }
    const cards: Record<string, ApiCard> = {};
    for (const [stub, card] of Object.entries(ctx.catalogue.cards)) {
      cards[stub] = { ...card, altArts: altsByStub.get(stub) ?? [] };
    }
    const body: CardsResponse = { success: true, cards };
    cardsBody = cached(JSON.stringify(body), revision);
    return cardsBody;
  }

  function currentAlts(): CachedBody {
    const { revision } = ctx.catalogue;
    if (altsBody?.revision === revision) return altsBody;
    const body: AltArtsResponse = { success: true, alts: [...ctx.catalogue.altArts] };
    altsBody = cached(JSON.stringify(body), revision);
    return altsBody;
  }

  app.get('/api/cards', (request, reply) => sendCached(request, reply, currentCards()));
  app.get('/api/cards/alts', (request, reply) => sendCached(request, reply, currentAlts()));
}
