import * as yup from 'yup';
import {
  CLOCK_TYPES,
  GAME_FORMATS,
  GAME_NAME_MAX,
  GAME_TIME_LIMIT_MAX,
  GAME_TIME_LIMIT_MIN,
  GAME_TYPES,
  LEAGUES,
  NEW_GAME_TYPES,
  PRACTICE_OPPONENTS,
} from './lobby';
import type { NewGameDetails } from './lobby-newgame';

/**
 * The new game form's schema: the same rules validate the form in the browser and the
 * `newgame` message on the server. Apart from lobby-newgame.ts so that the lobby's first
 * page does not load yup.
 */
export const newGameSchema: yup.ObjectSchema<NewGameDetails> = yup
  .object({
    name: yup
      .string()
      .trim()
      .required('You must specify a name for the game')
      .max(GAME_NAME_MAX, 'Game name must be less than 64 characters'),
    newGameType: yup.string().oneOf(NEW_GAME_TYPES).required(),
    gameType: yup.string().oneOf(GAME_TYPES).required(),
    gameFormat: yup.string().oneOf(GAME_FORMATS).required(),
    allowSpectators: yup.boolean().required(),
    showHand: yup.boolean().required(),
    clockType: yup.string().oneOf(CLOCK_TYPES).required(),
    useGameTimeLimit: yup.boolean().required(),
    gameTimeLimit: yup
      .number()
      .typeError('Games must be at least 10 minutes long')
      .required()
      .min(GAME_TIME_LIMIT_MIN, 'Games must be at least 10 minutes long')
      .max(GAME_TIME_LIMIT_MAX, 'Games must be less than 2 hours'),
    ranked: yup.boolean().required(),
    saveReplay: yup.boolean().required(),
    password: yup.string().max(64).defined().default(''),
    label: yup.string().max(64).defined().default(''),
    pairing: yup.number().integer().min(1).nullable().defined().default(null),
    league: yup.string().oneOf(LEAGUES).nullable().defined().default(null),
    practiceOpponent: yup
      .string()
      .oneOf(PRACTICE_OPPONENTS, 'Choose Easy, Normal or Goldfish as the opponent')
      .optional(),
  })
  .noUnknown()
  .strict(false);
