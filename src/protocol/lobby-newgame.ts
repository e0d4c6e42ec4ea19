import {
  CLOCK_DEFAULT_LIMITS,
  GAME_FORMATS,
  GAME_NAME_MAX,
  GAME_TIME_LIMIT_DEFAULT,
  LEAGUE_LABELS,
} from './lobby';
import type {
  ClockType,
  GameFormat,
  GameType,
  League,
  NewGameType,
  PracticeOpponent,
} from './lobby';

/**
 * The new game form (lobby-and-results.md sections 2, 4 and 5): its fields and rules. The yup
 * schema that validates it in the browser and on the server is in lobby-newgame-schema.ts.
 */
export interface NewGameDetails {
  name: string;
  newGameType: NewGameType;
  gameType: GameType;
  gameFormat: GameFormat;
  allowSpectators: boolean;
  showHand: boolean;
  clockType: ClockType;
  useGameTimeLimit: boolean;
  gameTimeLimit: number;
  ranked: boolean;
  saveReplay: boolean;
  password: string;
  label: string;
  pairing: number | null;
  league: League | null;
  /** A practice game's opponent (the computer's level, or a goldfish); only with `practice`. */
  practiceOpponent?: PracticeOpponent;
}

/** The form's starting values for a user and a chosen game type. */
export function defaultNewGame(username: string, newGameType: NewGameType): NewGameDetails {
  const details = applyGameTypeRules({
    name: `${username}'s game`,
    newGameType,
    gameType: 'casual',
    gameFormat: 'constructed',
    allowSpectators: true,
    showHand: false,
    clockType: 'chess',
    useGameTimeLimit: false,
    gameTimeLimit: GAME_TIME_LIMIT_DEFAULT,
    ranked: false,
    saveReplay: false,
    password: '',
    label: '',
    pairing: null,
    league: null,
  });
  // A practice game starts against the easy computer until the player picks another.
  return newGameType === 'practice' ? { ...details, practiceOpponent: 'easy' } : details;
}

/** Chimera forces the solo format; Solo is offered only for chimera. */
export function applyGameTypeRules(details: NewGameDetails): NewGameDetails {
  if (details.newGameType === 'chimera') return { ...details, gameFormat: 'solo' };
  if (details.gameFormat === 'solo') return { ...details, gameFormat: 'constructed' };
  return details;
}

/** Formats the picker offers for a game type. */
export function formatsFor(newGameType: NewGameType): readonly GameFormat[] {
  return newGameType === 'chimera' ? ['solo'] : GAME_FORMATS.filter((f) => f !== 'solo');
}

/** Turning ranked on turns saveReplay on; a ranked game is a competitive one. */
export function withRanked(details: NewGameDetails, ranked: boolean): NewGameDetails {
  return {
    ...details,
    ranked,
    gameType: ranked ? 'competitive' : 'casual',
    saveReplay: ranked ? true : details.saveReplay,
  };
}

/** Choosing a clock type resets the limit to that type's default. */
export function withClockType(details: NewGameDetails, clockType: ClockType): NewGameDetails {
  return { ...details, clockType, gameTimeLimit: CLOCK_DEFAULT_LIMITS[clockType] };
}

/** The PHX and FFL quick presets of the form. */
export function withLeaguePreset(details: NewGameDetails, league: League): NewGameDetails {
  if (league === 'ffl') {
    return {
      ...details,
      label: LEAGUE_LABELS.ffl,
      gameType: 'casual',
      ranked: false,
      saveReplay: false,
      useGameTimeLimit: false,
    };
  }
  return {
    ...details,
    label: LEAGUE_LABELS.phx,
    gameType: 'competitive',
    ranked: true,
    saveReplay: true,
    useGameTimeLimit: true,
    clockType: 'chess',
    gameTimeLimit: 30,
    gameFormat: 'constructed',
  };
}

/**
 * The settings of a league pairing's game: open to spectators, constructed, replay saved.
 * Phoenix League games are ranked with a 30-minute chess clock unless one player is
 * shadowfire; the other league's games are casual.
 */
export function leagueGameDetails(
  league: League,
  pairingId: number,
  player1: string,
  player2: string,
  leagueName: string,
): NewGameDetails {
  const phx = league === 'phx';
  const clocked = phx && ![player1, player2].some((p) => p.toLowerCase() === 'shadowfire');
  return {
    name: `${leagueName}: ${player1} vs ${player2}`.slice(0, GAME_NAME_MAX),
    newGameType: 'league',
    gameType: phx ? 'competitive' : 'casual',
    gameFormat: 'constructed',
    allowSpectators: true,
    showHand: false,
    clockType: 'chess',
    useGameTimeLimit: clocked,
    gameTimeLimit: 30,
    ranked: phx,
    saveReplay: true,
    password: '',
    label: LEAGUE_LABELS[league],
    pairing: pairingId,
    league,
  };
}
