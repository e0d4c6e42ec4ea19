/** User-visible texts of the results screens (lobby-and-results.md, accounts-and-shell.md). */
export const NO_RECORDED_GAMES = 'You have no recorded games.';
export const LOADING_GAMES = 'Loading games from the server...';
export const NO_TAGGED_STANDINGS = 'No recorded games.';
export const NO_TAGGED_GAMES = 'No matching games.';
export const LOADING_LADDER = 'Loading the Elo standings from the server...';
export const EMPTY_LADDER = 'Nobody is on the Elo ladder yet.';
