/**
 * The lobby's shared vocabulary (lobby-and-results.md sections 3, 4 and 7): games as the game
 * list and the pending game screen show them, lobby users, chat messages, the handoff to a
 * game node and node status. Both directions of the lobby socket build on these types.
 */

export const GAME_TYPES = ['casual', 'competitive'] as const;
export type GameType = (typeof GAME_TYPES)[number];

export const NEW_GAME_TYPES = ['pvp', 'chimera', 'league', 'practice'] as const;
export type NewGameType = (typeof NEW_GAME_TYPES)[number];

export const CLOCK_TYPES = ['chess', 'timer', 'hourglass', 'byoyomi'] as const;
export type ClockType = (typeof CLOCK_TYPES)[number];

/** Clock types the form offers; hourglass and byoyomi exist only as defaults. */
export const OFFERED_CLOCK_TYPES: readonly ClockType[] = ['chess', 'timer'];

/** Default time limit (minutes) per clock type. */
export const CLOCK_DEFAULT_LIMITS: Record<ClockType, number> = {
  timer: 50,
  chess: 30,
  hourglass: 15,
  byoyomi: 0,
};

export const GAME_FORMATS = [
  'constructed',
  'firstadventure',
  'aparty',
  'precon',
  'coaloff',
  'solo',
  'hl2pvp',
  'onecollection',
] as const;
export type GameFormat = (typeof GAME_FORMATS)[number];

export const GAME_FORMAT_LABELS: Record<GameFormat, string> = {
  constructed: 'Constructed',
  firstadventure: 'First Adventure',
  aparty: 'Adventuring Party',
  precon: 'Precon',
  coaloff: 'Coal Off',
  solo: 'Solo (chimera, beta)',
  hl2pvp: 'Heroic Level 2',
  onecollection: 'One Collection',
};

export const GAME_NAME_MAX = 64;
export const GAME_TIME_LIMIT_MIN = 1;
export const GAME_TIME_LIMIT_MAX = 120;
export const GAME_TIME_LIMIT_DEFAULT = 30;

export const LEAGUES = ['phx', 'ffl'] as const;
export type League = (typeof LEAGUES)[number];
export const LEAGUE_NAMES: Record<League, string> = {
  phx: 'Phoenix League',
  ffl: 'First Five League',
};
/** Labels the league presets put on their games. */
export const LEAGUE_LABELS: Record<League, string> = { phx: 'PHX', ffl: 'FFL' };

/** Chimera difficulty: S(tandard) or H(eroic); stage 1 to 3. */
export const SOLO_LEVELS = ['S', 'H'] as const;
export type SoloLevel = (typeof SOLO_LEVELS)[number];
export const SOLO_STAGES = [1, 2, 3] as const;
export type SoloStage = (typeof SOLO_STAGES)[number];

/** The 11 sets of the select-deck modal, by their "Choose for me" type index. */
export const DECK_SET_NAMES = [
  'My Decks',
  'Precons',
  'Adventuring Party',
  'Building Basics',
  'First Adventure',
  'Chimera',
  'Red Rains Precons',
  'Master Set Upgrade',
  'Dual Duel',
  'Corpse Rebuild',
  'One Collection',
] as const;
export const DECK_SET_COUNT = DECK_SET_NAMES.length;

/** The Chimera's seat in a solo game's players. */
export const CHIMERA_PLAYER_NAME = 'Chimera';

/**
 * Who a practice game is against: the computer at a level, or a goldfish that only ever
 * passes (to try a deck's draws, dice and combos).
 */
export const PRACTICE_OPPONENTS = ['easy', 'normal', 'goldfish'] as const;
export type PracticeOpponent = (typeof PRACTICE_OPPONENTS)[number];

export const PRACTICE_OPPONENT_LABELS: Record<PracticeOpponent, string> = {
  easy: 'Easy',
  normal: 'Normal',
  goldfish: 'Goldfish',
};

/**
 * The computer's seat name in a practice game. A space and brackets are never part of a
 * username (USERNAME_PATTERN), so it cannot clash with a player's.
 */
export function computerPlayerName(opponent: PracticeOpponent): string {
  return `Computer (${PRACTICE_OPPONENT_LABELS[opponent]})`;
}

/** The deck status flags of a chosen deck (decks.md section 3), as the pending screen reads them. */
export interface LobbyDeckStatus {
  basicRules: boolean;
  maxThree: boolean;
  hasConjurations: boolean;
  tenDice: boolean;
  uniques: boolean;
  legalToPlay: boolean;
}

export const NO_DECK_STATUS: LobbyDeckStatus = {
  basicRules: false,
  maxThree: false,
  hasConjurations: false,
  tenDice: false,
  uniques: false,
  legalToPlay: false,
};

/**
 * A player's deck as the lobby shows it: no card lists, just what the pending screen needs.
 * A player who has not chosen yet has one too, with `selected: false` (the spec's client
 * reads the deck's fields without checking for null).
 */
export interface LobbyDeck {
  name: string;
  /** The Phoenixborn (or chimera) stub, for its picture; empty before a deck is chosen. */
  stub: string;
  selected: boolean;
  status: LobbyDeckStatus;
  isChimera: boolean;
}

export interface LobbyPlayer {
  name: string;
  username: string;
  deck: LobbyDeck;
  left?: boolean;
  disconnected?: boolean;
}

export interface LobbySpectator {
  id: number;
  name: string;
}

/** A game in the list and on the pending screen; never holds the password or card lists. */
export interface LobbyGame {
  id: string;
  /** The game's chat in the lobby model: always empty here, the chat lives on the game node. */
  messages: unknown[];
  name: string;
  gameType: GameType;
  gameFormat: GameFormat;
  newGameType: NewGameType;
  label: string;
  started: boolean;
  full: boolean;
  solo: boolean;
  owner: string;
  players: Record<string, LobbyPlayer>;
  spectators: LobbySpectator[];
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  allowSpectators: boolean;
  showHand: boolean;
  openHands: boolean;
  needsPassword: boolean;
  gamePrivate: boolean;
  /** Name of the game node hosting it once started; shown to staff only. */
  node: string | null;
  useGameTimeLimit: boolean;
  gameTimeLimit: number;
  clockType: ClockType;
  saveReplay: boolean;
  ranked: boolean;
  pairing: number | null;
  league: League | null;
  soloLevel: SoloLevel;
  soloStage: SoloStage;
  winner: string | null;
  /**
   * Once a finished ranked game is recorded, in the game state a player receives: that
   * player's own Elo before and after it (never in the game list, nor for others).
   */
  ratingChanges?: RatingChange[];
}

/** A player's Elo rating before and after a ranked game (for the win splash). */
export interface RatingChange {
  name: string;
  before: number;
  after: number;
}

export interface LobbyUser {
  name: string;
  role: string;
  avatar: string | null;
  faveColor: string | null;
}

export interface LobbyChatMessage {
  _id: string;
  user: { username: string; role: string; faveColor: string | null };
  message: string;
  time: string;
  deleted: boolean;
  deletedBy: string | null;
}

/** Where a player goes when the game starts; the port is left out for 80 and 443. */
export interface GameHandoff {
  address: string;
  port?: number;
  authToken: string;
  user: string;
  gameId: string;
  name: string;
}

export interface NodeStatus {
  name: string;
  numGames: number;
  status: 'active' | 'disabled';
  version: string;
}

export interface BannerNotice {
  message: string;
  type?: 'info' | 'warning' | 'danger' | 'success';
}

export interface LeaguePairing {
  id: number;
  league: League;
  tag: string;
  datePaired: string;
  player1: string;
  player2: string;
  /** Names on this product; the wire names are {product}P1 and {product}P2. */
  ashtableP1: string;
  ashtableP2: string;
  played: boolean;
}

export interface LeaguePairingGroup {
  tag: string;
  datePaired: string;
  pairings: LeaguePairing[];
}

export type LeaguePairingsResponse = Record<League, LeaguePairingGroup[]>;

/** The link that auto-joins or watches a game. */
export function gameLink(origin: string, gameId: string): string {
  return `${origin}/play?gameId=${encodeURIComponent(gameId)}`;
}

/** The game socket's origin from a handoff: the port is omitted for 80 and 443. */
export function handoffOrigin(handoff: GameHandoff, secure: boolean): string {
  const port = handoff.port && handoff.port !== 80 && handoff.port !== 443 ? handoff.port : null;
  return `${secure ? 'https' : 'http'}://${handoff.address}${port ? `:${port}` : ''}`;
}

/** The socket.io path of a game node. */
export function gameNodePath(nodeName: string): string {
  return `/${nodeName}/socket.io`;
}
