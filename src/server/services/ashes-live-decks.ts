import type { CardCatalogue } from '../../domain/cards';
import { isConjurationType } from '../../domain/cards';
import type { DeckCardEntry } from '../../domain/catalogue';
import type { DicePoolEntry, Magic } from '../../domain/dice';
import { isMagic } from '../../domain/dice';

/**
 * Reading shared decks from the ashes.live API: GET /v2/decks/shared/{uuid} answers one deck
 * (title, description, phoenixborn {stub}, dice [{name, count}], cards and conjurations
 * [{stub, count}], first_five, is_snapshot, source_id, direct_share_uuid). A snapshot is
 * followed to the latest published snapshot of its source deck through GET /v2/decks/{id},
 * which answers {deck: ...}. Everything read is checked; anything odd is an AshesLiveError.
 */

export class AshesLiveError extends Error {
  constructor(
    message: string,
    /** Whether the other side failed (as opposed to a deck we cannot accept). */
    readonly upstream: boolean,
    /** Whether no answer came at all (offline, refused, timed out): the link may be fine. */
    readonly unreachable = false,
  ) {
    super(message);
  }
}

export interface ImportedDeck {
  name: string;
  notes: string;
  uuid: string;
  phoenixborn: DeckCardEntry[];
  cards: DeckCardEntry[];
  conjurations: DeckCardEntry[];
  dicepool: DicePoolEntry[];
}

const DEFAULT_TIMEOUT_MS = 10_000;
const MAX_BODY_CHARS = 2_000_000;

/** ASHES_LIVE_TIMEOUT_MS bounds each call (read per call so tests can shorten it). */
function timeoutMs(): number {
  const value = Number(process.env.ASHES_LIVE_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_TIMEOUT_MS;
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function getJson(url: string): Promise<Json> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs()),
    });
  } catch (error) {
    throw new AshesLiveError(`request failed: ${(error as Error).message}`, true, true);
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw new AshesLiveError(`reading the answer failed: ${(error as Error).message}`, true);
  }
  if (!response.ok) throw new AshesLiveError(`answered ${response.status}`, true);
  if (text.length > MAX_BODY_CHARS) throw new AshesLiveError('answer too large', true);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AshesLiveError('answer is not JSON', true);
  }
  if (!isObject(body)) throw new AshesLiveError('answer is not an object', true);
  return body;
}

function stubOf(value: unknown): string | null {
  if (typeof value === 'string' && value.length > 0) return value;
  if (isObject(value) && typeof value.stub === 'string' && value.stub.length > 0) return value.stub;
  return null;
}

function cardList(value: unknown, field: string, firstFive: Set<string>): DeckCardEntry[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new AshesLiveError(`${field} is not a list`, true);
  const counts = new Map<string, DeckCardEntry>();
  for (const item of value) {
    const stub = stubOf(item);
    const count = isObject(item) ? (item.count ?? 1) : 1;
    if (!stub || typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > 30) {
      throw new AshesLiveError(`${field} has a malformed entry`, true);
    }
    const entry = counts.get(stub) ?? { id: stub, count: 0 };
    entry.count += count;
    if (firstFive.has(stub)) entry.ff = true;
    counts.set(stub, entry);
  }
  return [...counts.values()];
}

function diceList(value: unknown): DicePoolEntry[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new AshesLiveError('dice is not a list', true);
  const counts = new Map<Magic, number>();
  for (const item of value) {
    if (!isObject(item)) throw new AshesLiveError('dice has a malformed entry', true);
    const raw = typeof item.name === 'string' ? item.name : item.magic;
    const name = typeof raw === 'string' ? raw.toLowerCase() : '';
    const magic = name === 'nature' ? 'natural' : name;
    const count = item.count;
    if (!isMagic(magic) || typeof count !== 'number' || !Number.isInteger(count) || count < 0) {
      throw new AshesLiveError(`unsupported die "${name}"`, false);
    }
    counts.set(magic, (counts.get(magic) ?? 0) + count);
  }
  return [...counts].map(([magic, count]) => ({ magic, count }));
}

/** Turns one ashes.live deck object into our deck lists. */
export function parseSharedDeck(body: Json, uuid: string): ImportedDeck {
  const phoenixborn = stubOf(body.phoenixborn);
  if (!phoenixborn || !Array.isArray(body.cards)) {
    throw new AshesLiveError('answer is not a deck', true);
  }
  const firstFive = new Set(
    Array.isArray(body.first_five)
      ? body.first_five.filter((s): s is string => typeof s === 'string')
      : [],
  );
  const title = typeof body.title === 'string' ? body.title.trim().slice(0, 100) : '';
  const description = typeof body.description === 'string' ? body.description : '';
  const shareUuid =
    typeof body.direct_share_uuid === 'string' && body.direct_share_uuid.length > 0
      ? body.direct_share_uuid.toLowerCase()
      : uuid;
  return {
    name: title || 'Imported Deck',
    notes: description.slice(0, 10_000),
    uuid: shareUuid,
    phoenixborn: [{ id: phoenixborn, count: 1 }],
    cards: cardList(body.cards, 'cards', firstFive),
    conjurations: cardList(body.conjurations, 'conjurations', new Set()),
    dicepool: diceList(body.dice),
  };
}

/** Checks every stub against our catalogue; unknown or misplaced cards refuse the deck. */
export function checkImportedCards(deck: ImportedDeck, catalogue: CardCatalogue): void {
  const unknown = [...deck.phoenixborn, ...deck.cards, ...deck.conjurations]
    .map((e) => e.id)
    .filter((id) => catalogue[id] === undefined);
  if (unknown.length > 0) throw new AshesLiveError(`unknown cards: ${unknown.join(', ')}`, false);
  if (catalogue[deck.phoenixborn[0]?.id ?? '']?.type !== 'Phoenixborn') {
    throw new AshesLiveError('the Phoenixborn is not a Phoenixborn', false);
  }
  if (deck.conjurations.some((e) => !isConjurationType(catalogue[e.id]?.type ?? 'Ally'))) {
    throw new AshesLiveError('a conjuration is not a conjuration', false);
  }
}

/**
 * Fetches a shared deck. With followSnapshot, a snapshot is replaced by the latest published
 * snapshot of its source deck when there is one (the deck's owner may have published since).
 */
export async function fetchSharedDeck(
  baseUrl: string,
  uuid: string,
  options: { followSnapshot?: boolean } = {},
): Promise<ImportedDeck> {
  const shared = await getJson(`${baseUrl}/v2/decks/shared/${encodeURIComponent(uuid)}`);
  const sourceId = shared.source_id;
  if (options.followSnapshot && shared.is_snapshot === true && typeof sourceId === 'number') {
    try {
      const details = await getJson(`${baseUrl}/v2/decks/${sourceId}`);
      if (isObject(details.deck)) return parseSharedDeck(details.deck, uuid);
    } catch (error) {
      // No published snapshot (or the call failed): the shared snapshot itself is the answer.
      if (!(error instanceof AshesLiveError)) throw error;
    }
  }
  return parseSharedDeck(shared, uuid);
}
