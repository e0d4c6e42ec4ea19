import * as yup from 'yup';
import type { DeckCardEntry } from '../domain/catalogue';
import { DECK_CARD_COUNT, DECK_DICE_COUNT } from '../domain/constants';
import type { DicePoolEntry } from '../domain/dice';
import { MAGIC_TYPES } from '../domain/dice';
import type { DeckStatus } from '../domain/legality';

/**
 * Deck calls of decks.md section 7: the deck as both sides see it, the request bodies with
 * the yup schemas shared by the deck editor and the server, and the import-link rules.
 */

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

const entrySchema = (maxCount: number) =>
  yup
    .object({
      id: yup
        .string()
        .trim()
        .required('Every card needs an id')
        .max(100, 'Card ids are at most 100 characters'),
      count: yup
        .number()
        .typeError('Card counts must be numbers')
        .integer('Card counts must be whole numbers')
        .min(1, 'Card counts must be at least 1')
        .max(maxCount, `Card counts must be at most ${maxCount}`)
        .default(1),
      ff: yup.boolean().typeError('ff must be true or false').optional(),
    })
    .noUnknown(false);

const diceSchema = yup
  .array(
    yup.object({
      magic: yup
        .string()
        .required('Every die needs a magic type')
        .oneOf([...MAGIC_TYPES], 'Unknown magic type'),
      count: yup
        .number()
        .typeError('Dice counts must be numbers')
        .integer('Dice counts must be whole numbers')
        .min(0, 'Dice counts cannot be negative')
        .max(DECK_DICE_COUNT, 'A deck has at most 10 dice')
        .required('Every die needs a count'),
    }),
  )
  .default([])
  .test(
    'ten-dice',
    'A deck has at most 10 dice',
    (dice) => (dice ?? []).reduce((total, die) => total + die.count, 0) <= DECK_DICE_COUNT,
  );

/** POST /api/decks/ (create or duplicate) and PUT /api/decks/{id}. */
export const saveDeckSchema = yup
  .object({
    deckName: yup
      .string()
      .trim()
      .required('You must specify a deck name')
      .max(DECK_NAME_MAX, `Deck names are at most ${DECK_NAME_MAX} characters`),
    phoenixborn: yup
      .array(entrySchema(1))
      .required('You must choose a Phoenixborn')
      .length(1, 'A deck has exactly one Phoenixborn'),
    cards: yup
      .array(entrySchema(DECK_CARD_COUNT))
      .default([])
      .max(MAX_CARD_ENTRIES, 'Too many card entries')
      .test(
        'thirty-cards',
        'A deck has at most 30 cards',
        (cards) => (cards ?? []).reduce((total, c) => total + c.count, 0) <= DECK_CARD_COUNT,
      ),
    conjurations: yup
      .array(entrySchema(DECK_CARD_COUNT))
      .default([])
      .max(MAX_CARD_ENTRIES, 'Too many conjuration entries'),
    dicepool: diceSchema,
    notes: yup
      .string()
      .default('')
      .max(DECK_NOTES_MAX, `Deck notes are at most ${DECK_NOTES_MAX} characters`),
    format: yup.string().max(30).nullable().optional(),
  })
  .noUnknown(false)
  .required();
export type SaveDeckRequest = yup.InferType<typeof saveDeckSchema>;

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

/** The import form (decks.md section 5): only the identifier is sent. */
export const importLinkSchema = yup
  .object({
    deckLink: yup
      .string()
      .trim()
      .required(IMPORT_LINK_REQUIRED)
      .test('share-link', IMPORT_LINK_INVALID, (link) => !link || shareLinkUuid(link) !== null),
  })
  .required();
export type ImportLinkForm = yup.InferType<typeof importLinkSchema>;

const uuidField = () =>
  yup
    .string()
    .trim()
    .required(UUID_REQUIRED)
    .test(
      'uuid',
      IMPORT_LINK_INVALID,
      (uuid) => !uuid || shareLinkUuid(uuid) === uuid?.toLowerCase(),
    );

/** POST /api/decks/ with a uuid: import a shared ashes.live deck. */
export const importDeckSchema = yup.object({ uuid: uuidField() }).required();

/** POST /api/decks/ with resync: refresh an imported deck from its source. */
export const resyncDeckSchema = yup
  .object({
    deckId: yup
      .number()
      .typeError('deckId must be a number')
      .integer()
      .positive()
      .required('deckId must be specified'),
    uuid: uuidField(),
    resync: yup.boolean().oneOf([true]).required(),
  })
  .required();

/** PATCH /api/decks/{id} */
export const favouriteSchema = yup
  .object({
    favourite: yup
      .boolean()
      .strict()
      .typeError('favourite must be true or false')
      .required('favourite must be specified'),
  })
  .required();

export const DECK_SORTS = ['lastUpdated', 'name', 'created'] as const;
export type DeckSort = (typeof DECK_SORTS)[number];

/** GET /api/decks query. */
export const deckListQuerySchema = yup.object({
  pageSize: yup
    .number()
    .typeError('pageSize must be a number')
    .integer()
    .min(1)
    .max(100)
    .default(8),
  page: yup.number().typeError('page must be a number').integer().min(1).max(100_000).default(1),
  sort: yup
    .string()
    .oneOf([...DECK_SORTS], 'sort must be lastUpdated, name or created')
    .default('lastUpdated'),
  sortDir: yup.string().oneOf(['asc', 'desc'], 'sortDir must be asc or desc').default('desc'),
  pb: yup.string().trim().max(100).optional(),
  name: yup.string().trim().max(DECK_NAME_MAX).optional(),
  favourite: yup
    .string()
    .oneOf(['true', 'false', '1', '0', ''], 'favourite must be true or false')
    .optional(),
});
export type DeckListQuery = yup.InferType<typeof deckListQuerySchema>;

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
