import type { DeckCardEntry } from '../domain/catalogue';
import type { DicePoolEntry } from '../domain/dice';
import type { DeckStatus } from '../domain/legality';

/**
 * Deck calls of decks.md section 7: the deck as both sides see it, the answers, the texts and
 * the import-link rules. The request schemas (yup) are in deck-schemas.ts.
 */
export type { DeckListQuery, ImportLinkForm, SaveDeckRequest } from './deck-schemas';

/**
 * A deck as the API sends it. Every deck carries `_id` (the spec's deck picker selects by it);
 * collection decks also carry `preconDeckId`, the same row id, which tells them apart.
 */
export interface DeckDto {
  _id?: number;
  /** Row id of a collection deck (GET /api/{collection}-decks). */
  preconDeckId?: number;
  /** DECK_COLLECTIONS key of a collection deck. */
  collection?: string;
  preconId?: number;
  name: string;
  favourite: boolean;
  premium: boolean;
  /** A premium deck the requesting user may not open: its card lists are left out. */
  locked: boolean;
  restricted: boolean;
  notes: string;
  ashesLiveUuid: string | null;
  lastUpdated: string | null;
  listClass: string | null;
  mode: string | null;
  deckType: string;
  format: string | null;
  phoenixborn: DeckCardEntry[];
  cards: DeckCardEntry[];
  conjurations: DeckCardEntry[];
  dicepool: DicePoolEntry[];
  status: DeckStatus;
  wins: number;
  played: number;
  /** Percentage 0–100, rounded; 0 when no games were played. */
  winRate: number;
}

/** The id of a user's own deck (edit, delete, favourite, resync); undefined for collection decks. */
export function personalDeckId(deck: Pick<DeckDto, '_id' | 'preconDeckId'>): number | undefined {
  return deck.preconDeckId === undefined ? deck._id : undefined;
}

export const DECK_NAME_MAX = 100;
export const DECK_NOTES_MAX = 10_000;
export const MAX_CARD_ENTRIES = 60;

/** Matches a standard 8-4-4-4-12 hexadecimal identifier. */
export const UUID_PATTERN = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const ZERO_UUID = '00000000-0000-0000-0000-000000000000';

export const IMPORT_LINK_REQUIRED = 'You must specify the deck link';
export const IMPORT_LINK_INVALID =
  'The URL you entered is invalid.  Please check it and try again.';
export const IMPORT_FAILED =
  'An error occurred importing your deck. Please check the Url or try again later.';
/** When ashes.live could not be reached or did not answer in time: the link is not at fault. */
export const IMPORT_UNREACHABLE =
  'ashes.live could not be reached, so your deck was not imported. Please try again later.';
export const UUID_REQUIRED = 'uuid must be specified';
export const DECK_NOT_FOUND = 'The specified deck was not found';
export const NO_SUCH_DECK = 'No such deck';
export const DECK_ADDED = 'Deck added successfully';
export const DECK_UPDATED = 'Deck updated successfully';
export const DECK_DELETED = 'Deck deleted successfully';
export const DECK_SAVED = 'Deck saved successfully';

/** The identifier of an ashes.live share link, or null when the link is not one. */
export function shareLinkUuid(link: string): string | null {
  if (link.includes(ZERO_UUID)) return null;
  const match = UUID_PATTERN.exec(link);
  return match ? match[0].toLowerCase() : null;
}

export const DECK_SORTS = ['lastUpdated', 'name', 'created'] as const;
export type DeckSort = (typeof DECK_SORTS)[number];

export interface DeckListResponse {
  success: true;
  decks: DeckDto[];
  numDecks: number;
}

export interface DeckResponse {
  success: true;
  deck: DeckDto;
  message?: string;
}

export interface DeleteDeckResponse {
  success: true;
  deckId: number;
  message: string;
}

export interface FavouriteResponse {
  success: true;
  deckId: number;
  isFave: boolean;
}

export interface CollectionDecksResponse {
  success: true;
  decks: DeckDto[];
}

/** Percentage of games won, rounded; 0 without games. */
export function winRate(wins: number, played: number): number {
  return played > 0 ? Math.round((wins / played) * 100) : 0;
}

/** Supporters (patreon pledged, or the isSupporter permission) may open premium decks. */
export function isDeckSupporter(
  user: { patreon?: string | null; permissions?: Partial<Record<string, boolean>> } | null,
): boolean {
  if (!user) return false;
  return user.patreon === 'pledged' || user.permissions?.isSupporter === true;
}

/** Collections whose restricted decks only deck verifiers see. */
export const RESTRICTED_COLLECTIONS: readonly string[] = ['chimera', 'pve'];
