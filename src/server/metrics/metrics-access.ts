import { createHash, timingSafeEqual } from 'node:crypto';
import type { ServerMetrics } from './server-metrics';

/** An HTTP answer to a scrape, the same for Fastify (lobby) and the game node's own server. */
export interface MetricsAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** Compares in constant time, so the answer's timing tells nothing about the token. */
function tokenMatches(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/** The bearer token of an Authorization header, or null. */
function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}

const json = (status: number, message: string, extra: Record<string, string> = {}) => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8', ...extra },
  body: JSON.stringify({ success: false, message }),
});

/**
 * GET /metrics: off (404) unless METRICS_TOKEN is set, and then only for a request that
 * carries it as `Authorization: Bearer <token>`.
 */
export async function answerMetrics(
  metrics: ServerMetrics,
  token: string | null,
  authorization: string | undefined,
): Promise<MetricsAnswer> {
  if (token === null) return json(404, 'Not found');
  const given = bearerToken(authorization);
  if (given === null || !tokenMatches(given, token)) {
    return json(401, 'A valid metrics token is required', {
      'www-authenticate': 'Bearer realm="metrics"',
    });
  }
  return {
    status: 200,
    headers: { 'content-type': metrics.contentType, 'cache-control': 'no-store' },
    body: await metrics.text(),
  };
}
