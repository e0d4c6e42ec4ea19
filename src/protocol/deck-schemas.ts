import * as yup from 'yup';
import { DECK_CARD_COUNT, DECK_DICE_COUNT } from '../domain/constants';
import { MAGIC_TYPES } from '../domain/dice';
import {
  DECK_NAME_MAX,
  DECK_NOTES_MAX,
  DECK_SORTS,
  IMPORT_LINK_INVALID,
  IMPORT_LINK_REQUIRED,
  MAX_CARD_ENTRIES,
  UUID_REQUIRED,
  shareLinkUuid,
} from './decks';

/**
 * The yup schemas of the deck calls (decks.md section 7), shared by the deck editor and the
 * server. They live apart from decks.ts so that pages which only show decks do not load yup.
 */

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
