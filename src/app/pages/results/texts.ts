import { ELO_INACTIVE_MONTHS, ELO_MIN_RANKED_GAMES, ELO_START } from '../../../domain/constants';

/** User-visible texts of the results screens (lobby-and-results.md, accounts-and-shell.md). */
export const NO_RECORDED_GAMES = 'You have no recorded games.';
export const LOADING_GAMES = 'Loading games from the server...';
export const NO_TAGGED_STANDINGS = 'No recorded games.';
export const NO_TAGGED_GAMES = 'No matching games.';
export const LOADING_LADDER = 'Loading the Elo standings from the server...';
export const EMPTY_LADDER = 'Nobody is on the Elo ladder yet.';
/** Why the ladder holds whom it holds (lobby-and-results.md, Elo rules). */
export const LADDER_RULES = `Only ranked games count. Everyone starts at ${ELO_START}; a player appears after ${ELO_MIN_RANKED_GAMES} ranked games and leaves the ladder after ${ELO_INACTIVE_MONTHS} months without one. You can opt out in your profile.`;
export const LOADING_FAMOUS = 'Loading the famous games from the server...';
export const NO_FAMOUS_GAMES = 'No shared replay has been starred yet.';
export const FAMOUS_RULES =
  'The shared replays most starred by players. Anyone can watch them; log in to star a replay.';
