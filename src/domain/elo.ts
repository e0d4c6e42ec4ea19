/**
 * The Elo ladder of ranked (competitive) games.
 *
 * Formula: the standard logistic Elo rating. For player A rated Ra against B rated Rb,
 * A's expected score is Ea = 1 / (1 + 10^((Rb - Ra) / 400)); after the game A's rating
 * becomes Ra + K * (Sa - Ea), where Sa is 1 for a win and 0 for a loss (games always have a
 * winner). B moves by the same amount the other way, so the pool's total is conserved.
 *
 * K-factor: a constant 32 for everyone. Ratings are kept unrounded and shown rounded.
 *
 * Only ranked games count. New players start at 1500. A player is listed on the ladder once
 * they have 6 ranked games, while their last ranked game is at most 3 months old, and unless
 * they opted out in their profile.
 */

export const INITIAL_ELO = 1500;
export const ELO_K_FACTOR = 32;
export const LADDER_MIN_RANKED_GAMES = 6;
export const LADDER_INACTIVITY_MONTHS = 3;

/** The chance (0..1) the Elo model gives a player rated `rating` of beating `opponent`. */
export function expectedScore(rating: number, opponent: number): number {
  return 1 / (1 + 10 ** ((opponent - rating) / 400));
}

export interface EloResult {
  winner: number;
  loser: number;
  /** Points moved from the loser to the winner. */
  change: number;
}

/** The new ratings after `winner` (rated winnerRating) beat `loser`. */
export function rateGame(winnerRating: number, loserRating: number, k = ELO_K_FACTOR): EloResult {
  const change = k * (1 - expectedScore(winnerRating, loserRating));
  return { winner: winnerRating + change, loser: loserRating - change, change };
}

export interface LadderCandidate {
  rankedGamesPlayed: number;
  /** When their most recent ranked game finished; null if never. */
  lastRankedGameAt: Date | null;
  eloOptOut: boolean;
}

/** The earliest last-ranked-game time that still keeps a player on the ladder at `now`. */
export function ladderCutoff(now: Date): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - LADDER_INACTIVITY_MONTHS);
  return cutoff;
}

export function isOnLadder(player: LadderCandidate, now: Date): boolean {
  if (player.eloOptOut) return false;
  if (player.rankedGamesPlayed < LADDER_MIN_RANKED_GAMES) return false;
  if (!player.lastRankedGameAt) return false;
  return player.lastRankedGameAt.getTime() >= ladderCutoff(now).getTime();
}
