import type { RegisteredRoute } from '../../src/server/app';
import type { FuzzRandom } from './values';
import { fuzzObject, fuzzString, fuzzValue } from './values';
import type { FuzzReport } from './report';

/** Field names the API's bodies use: fuzzed objects favour them, so schemas are reached. */
const BODY_KEYS = [
  'username',
  'password',
  'email',
  'token',
  'id',
  'uuid',
  'deckName',
  'phoenixborn',
  'cards',
  'conjurations',
  'dicepool',
  'notes',
  'format',
  'resync',
  'deckId',
  'favourite',
  'ip',
  'message',
  'type',
  'settings',
  'optionSettings',
  'permissions',
  'verified',
  'disabled',
  'captcha',
  'code',
  'league',
  'pairings',
  'alts',
  'avatar',
  'enableGravatar',
];

export interface RestTarget {
  base: string;
  /** Bearer tokens to choose from (a user and an admin); none is tried too. */
  tokens: string[];
  /** Names and ids that exist, so some requests get past "not found". */
  knownParams: string[];
  /** What the database holds that no refused request may change. */
  fingerprint(): Promise<string>;
}

/** A route's path with its parameters filled in, mostly hostile, sometimes real. */
function fillPath(r: FuzzRandom, url: string, known: readonly string[]): string {
  return url.replace(/:[A-Za-z]+/g, () => {
    const raw = r.chance(0.4) ? r.pick(known) : fuzzString(r).slice(0, 2_000);
    try {
      return encodeURIComponent(raw);
    } catch {
      return 'x%00';
    }
  });
}

function fuzzQuery(r: FuzzRandom): string {
  if (!r.chance(0.3)) return '';
  const pairs = Array.from({ length: 1 + r.int(3) }, () => {
    const key = r.pick([
      'username',
      'page',
      'pageSize',
      'sort',
      'filter',
      'type',
      'q',
      '__proto__',
    ]);
    const value = r.chance(0.5) ? String(r.int(100)) : fuzzString(r).slice(0, 500);
    try {
      return `${key}=${encodeURIComponent(value)}`;
    } catch {
      return `${key}=%00`;
    }
  });
  return `?${pairs.join('&')}`;
}

/** A body as a careless or hostile client sends it, with the content type it would claim. */
function fuzzBody(r: FuzzRandom): { body?: string; contentType?: string } {
  switch (r.int(10)) {
    case 0:
      return { body: '{"unterminated": ', contentType: 'application/json' };
    case 1:
      return { contentType: 'application/json' };
    case 2:
      return { body: JSON.stringify(fuzzValue(r)), contentType: 'application/json' };
    case 3:
      return { body: fuzzString(r).slice(0, 5_000), contentType: 'text/plain' };
    default:
      return { body: JSON.stringify(fuzzObject(r, 0, BODY_KEYS)), contentType: 'application/json' };
  }
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Sends `count` fuzzed requests one after another, recording 5xx and refused changes. */
export async function fuzzRest(
  target: RestTarget,
  routes: readonly RegisteredRoute[],
  r: FuzzRandom,
  count: number,
  report: FuzzReport,
  deadline: number,
): Promise<void> {
  const usable = routes.filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS');
  for (let i = 0; i < count && Date.now() < deadline; i++) {
    const route = r.pick(usable);
    const path = fillPath(r, route.url, target.knownParams) + fuzzQuery(r);
    const headers: Record<string, string> = {};
    const token = r.chance(0.75) ? r.pick(target.tokens) : null;
    if (token) headers.authorization = `Bearer ${token}`;
    const { body, contentType } = MUTATING.has(route.method) ? fuzzBody(r) : {};
    if (contentType) headers['content-type'] = contentType;
    const before = MUTATING.has(route.method) ? await target.fingerprint() : null;
    let status: number;
    try {
      const response = await fetch(`${target.base}${path}`, {
        method: route.method,
        headers,
        body,
      });
      await response.arrayBuffer();
      status = response.status;
    } catch (error) {
      report.finding('crash', `${route.method} ${route.url}: no answer (${String(error)})`);
      continue;
    }
    report.requests += 1;
    const what = `${route.method} ${path.slice(0, 120)} ${body?.slice(0, 120) ?? ''}`;
    if (status >= 500) report.finding('5xx', `${status} ${what}`);
    if (before !== null && status >= 400 && (await target.fingerprint()) !== before)
      report.finding('refusedChange', `${status} ${what}`);
  }
}
