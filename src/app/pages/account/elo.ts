import type { ClientUser } from '../../../protocol/user';

/** Ranked games a player needs before the rating means something (and is shown). */
export const CALIBRATION_GAMES = 6;
export const OPTED_OUT_TEXT = 'Opted out - your Elo will not be displayed in the leaderboard';

/** What the profile shows for the Elo rating, and whether the leaderboard link is offered. */
export function eloDisplay(
  user: Pick<ClientUser, 'eloRating' | 'rankedGamesPlayed' | 'settings'>,
  optedOut = user.settings.eloOptOut === true,
): { text: string; showLeaderboard: boolean } {
  if (optedOut) return { text: OPTED_OUT_TEXT, showLeaderboard: false };
  if (user.rankedGamesPlayed < CALIBRATION_GAMES) {
    return { text: '(calibrating)', showLeaderboard: true };
  }
  return { text: String(Math.round(user.eloRating)), showLeaderboard: true };
}
