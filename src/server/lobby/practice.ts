import { PRACTICE_OPPONENTS } from '../../protocol/lobby';
import type { NewGameDetails } from '../../protocol/lobby-newgame';
import { Refusal } from './refusal';

/**
 * Practice games: one player against the computer (Easy or Normal) or a goldfish that only
 * ever passes. Their seat for the computer is filled at creation, so the owner chooses both
 * decks and starts at once; they are never ranked, never timed and never league games.
 */

export const PRACTICE_TEXTS = {
  noOpponent: 'Choose Easy, Normal or Goldfish as the opponent of a practice game',
  opponentOutsidePractice: 'Only a practice game has a computer opponent',
  joinPractice: 'You cannot join a practice game',
  solo: 'A practice game cannot use the solo format',
  restartOutsidePractice: 'Only a practice game can be restarted',
  restartNotStarted: 'A practice game can be restarted once it has started',
} as const;

/** The settings the server enforces for a practice game, whatever the form sent. */
export function practiceDetails(details: NewGameDetails, supporter: boolean): NewGameDetails {
  const opponent = details.practiceOpponent;
  if (!opponent || !PRACTICE_OPPONENTS.includes(opponent)) {
    throw new Refusal(PRACTICE_TEXTS.noOpponent);
  }
  if (details.gameFormat === 'solo') throw new Refusal(PRACTICE_TEXTS.solo);
  return {
    ...details,
    name: details.name.trim(),
    gameType: 'casual',
    ranked: false,
    useGameTimeLimit: false,
    saveReplay: supporter && details.saveReplay,
    pairing: null,
    league: null,
    practiceOpponent: opponent,
  };
}

/** A game other than practice has no computer opponent; one sent with it is refused. */
export function refuseStrayOpponent(details: NewGameDetails): void {
  if (details.practiceOpponent !== undefined) {
    throw new Refusal(PRACTICE_TEXTS.opponentOutsidePractice);
  }
}
