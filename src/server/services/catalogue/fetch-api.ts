import type { Card } from '../../../domain/cards';
import { buildCatalogue, CatalogueFormatError, parseCardFile } from '../../../domain/catalogue';
import type { CatalogueData } from './source';
import { CatalogueDataError, CatalogueUnavailableError } from './source';

export interface ApiFetchOptions {
  /** Per request; a page slower than this fails the import. */
  timeoutMs?: number;
  pageSize?: number;
  /** Guards against a listing whose `next` links never end. */
  maxPages?: number;
}

interface Page {
  cards: Card[];
  count: number | null;
  next: string | null;
}

function errorText(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return `${error.message}${cause}`;
  }
  return String(error);
}

async function getJson(url: string, timeoutMs: number): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') {
      throw new CatalogueUnavailableError(`${url} did not answer within ${timeoutMs} ms`);
    }
    throw new CatalogueUnavailableError(`${url} is unreachable (${errorText(error)})`);
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'failed';
    throw new CatalogueUnavailableError(`${url}: reading the answer ${reason}`);
  }
  if (!response.ok) {
    throw new CatalogueUnavailableError(`${url} answered HTTP ${response.status}`);
  }
  try {
    return JSON.parse(text);
  } catch {
    const type = response.headers.get('content-type') ?? 'no content type';
    throw new CatalogueDataError(`${url} did not answer with JSON (${type})`, url);
  }
}

/** Validates one page of the paged listing: `{count?, next?, results: [card...]}`. */
function parsePage(raw: unknown, url: string): Page {
  let cards: Card[];
  try {
    cards = parseCardFile(raw, url);
  } catch (error) {
    if (error instanceof CatalogueFormatError) throw new CatalogueDataError(error.message, url);
    throw error;
  }
  const body = raw as Record<string, unknown>;
  const count = typeof body.count === 'number' ? body.count : null;
  const next = typeof body.next === 'string' && body.next !== '' ? body.next : null;
  return { cards, count, next };
}

function pageUrl(base: string, offset: number, limit: number): string {
  const url = new URL(`${base}/v2/cards`);
  url.searchParams.set('limit', String(limit));
  url.searchParams.set('offset', String(offset));
  return url.toString();
}

/**
 * Reads the card listing of an ashes.live API (`GET /v2/cards`, paged with limit/offset and a
 * `next` link). Every page is validated and the total checked against `count`; any failure
 * throws before anything is written. The API has no precon or alt-art listing in our format,
 * so those stay as they are.
 */
export async function fetchCatalogueFromApi(
  baseUrl: string,
  options: ApiFetchOptions = {},
): Promise<CatalogueData> {
  const { timeoutMs = 15_000, pageSize = 100, maxPages = 500 } = options;
  const base = baseUrl.replace(/\/+$/, '');
  const pages: Card[][] = [];
  const visited = new Set<string>();
  let url: string | null = pageUrl(base, 0, pageSize);
  let received = 0;
  let expected: number | null = null;
  while (url) {
    if (visited.has(url) || visited.size >= maxPages) {
      throw new CatalogueDataError(`${url}: the listing's pages loop or never end`, url);
    }
    visited.add(url);
    const page = parsePage(await getJson(url, timeoutMs), url);
    pages.push(page.cards);
    received += page.cards.length;
    expected = page.count ?? expected;
    if (page.next) url = new URL(page.next, url).toString();
    else if (expected !== null && received < expected && page.cards.length > 0) {
      url = pageUrl(base, received, pageSize);
    } else url = null;
  }
  if (expected !== null && received !== expected) {
    throw new CatalogueDataError(
      `${base}/v2/cards announced ${expected} cards but listed ${received}`,
      `${base}/v2/cards`,
    );
  }
  if (received === 0) throw new CatalogueDataError(`${base}/v2/cards listed no cards`, base);
  return { source: base, cards: buildCatalogue(pages), precons: null, altArts: null, warnings: [] };
}
