/**
 * Results, stats, the Elo ladder and replays: what the game node hands over when a game ends
 * (`FinishedGameRecord`, stored by `recordFinishedGame`), and the REST shapes read by the
 * results pages (`/api/games`, `/api/stats`, `/api/stats/elo`, `/api/game/{id}`, its chat
 * and its replay).
 */
import type { StatsRow } from '../domain/stats';
import type { PatchedReplaySteps } from './replay-format';

export type { StatsRow } from '../domain/stats';

export const GAME_TYPES = ['competitive', 'casual', 'solo', 'practice'] as const;
/** competitive is shown as Ranked; only competitive games move Elo ratings. */
export type ResultGameType = (typeof GAME_TYPES)[number];

/** Period filter values in months; 0 means all games. */
export const RESULT_PERIODS = [0, 1, 3, 12] as const;

/** The deck a player brought to the game. */
export interface FinishedGameDeck {
  /** The decks table id; null for precon or generated decks without a saved row. */
  id: number | null;
  name: string;
  /** Phoenixborn (or Chimera behaviour) name, e.g. 'Aradel Summergaard'. */
  phoenixborn: string;
  phoenixbornStub: string | null;
}

export interface FinishedGamePlayer {
  /** The users table id; null for the Chimera of a solo game. */
  userId: number | null;
  /** Username (or the Chimera's display name). */
  name: string;
  deck: FinishedGameDeck;
  /** Damage on the Phoenixborn at the end (the loser's is the Blood Pts column). */
  wounds: number;
  diceSpent: number;
  cardsPlayed: number;
  /** Solo opponents only: difficulty level ('S' standard or 'H' heroic) and stage 1 to 3. */
  level?: string | null;
  stage?: number | null;
}

export interface FinishedGameChatMessage {
  /** Sender's username; null for game-log notices. */
  name: string | null;
  message: string;
  at: string | Date;
}

/**
 * One command as the game node applied it, in order: `player` is the actor name it passed to
 * the engine's applyCommand (the username; null for the node itself), `command` the parsed
 * GameCommand. A clock running out on the node is logged as the node's own `clockZero`.
 */
export interface ReplayCommand {
  player: string | null;
  command: unknown;
  /** When the node applied it (epoch ms), for the clocks; absent in replays stored before. */
  at?: number;
}

/** Everything needed to play a game back through the engine: seed + setup + command log. */
export interface StoredReplayInput {
  seed: string;
  /** The engine's GameSetup createGame was given (players with decks, owner, clock). */
  setup: unknown;
  commands: ReplayCommand[];
  /** Engine version that produced it, so old logs can be told apart. */
  engineVersion?: string;
}

/**
 * What the game node passes to `recordFinishedGame(ctx, record)` when a game ends
 * (won, conceded, timed out or abandoned with a winner).
 */
export interface FinishedGameRecord {
  /** The live game's id (uuid); unique, used in /api/game/{id}. */
  gameId: string;
  name: string;
  label: string | null;
  gameType: ResultGameType;
  gameFormat: string;
  solo: boolean;
  startedAt: string | Date;
  finishedAt: string | Date;
  /** Winner's name (one of players[].name), or null when nobody won. */
  winner: string | null;
  /** e.g. 'phoenixborn destroyed', 'concede', 'time', 'leftgame'. */
  winReason: string | null;
  rounds: number;
  /** Seat order: the game's owner first. */
  players: FinishedGamePlayer[];
  chat: FinishedGameChatMessage[];
  /** The replay is stored only when set (ranked games always set it). */
  saveReplay: boolean;
  /**
   * Public by its settings (spectators allowed, no password): then anyone may read its chat
   * and replay; otherwise only its players and staff with canManageGames.
   */
  isPublic: boolean;
  /** League pairing the game was played for. */
  pairing: { tag: string; league: string } | null;
  replay: StoredReplayInput | null;
}

/** A player of a stored game as the REST API shows it. */
export interface GameRecordPlayer {
  name: string;
  deck: { id: number | null; name: string; phoenixborn: string; phoenixbornStub: string | null };
  wounds: number;
  diceSpent: number;
  cardsPlayed: number;
  level: string | null;
  stage: number | null;
  /** Ranked games only: rating before and after this game. */
  eloBefore: number | null;
  eloAfter: number | null;
}

/** A game of GET /api/games, /api/games/{tag} and /api/game/{id}. */
export interface GameRecord {
  gameId: string;
  name: string;
  label: string | null;
  gameType: ResultGameType;
  gameFormat: string;
  solo: boolean;
  startedAt: string;
  finishedAt: string;
  winner: string | null;
  winReason: string | null;
  rounds: number;
  /** The game has chat messages. */
  chat: boolean;
  /** A replay is stored for it. */
  saveReplay: boolean;
  /** Its replay can be watched by anyone at /replay/{gameId} (its players allowed it). */
  replayShared: boolean;
  isPublic: boolean;
  /** Played for a league pairing. */
  pairing: boolean;
  pairingTag: string | null;
  league: string | null;
  players: GameRecordPlayer[];
}

export interface GamesResponse {
  success: true;
  games: GameRecord[];
}

export interface GameResponse {
  success: true;
  game: GameRecord;
}

/** A row of the tagged games Standings tab. */
export interface TagReportRow {
  name: string;
  count: number;
  wins: number;
}

export interface TagReportResponse {
  success: true;
  report: TagReportRow[];
}

export interface StatsResponse {
  success: true;
  /** By Phoenixborn, sorted by win rate, ending with the Total row. */
  stats: StatsRow[];
  /** The same by deck (named by deck name). */
  decks: StatsRow[];
}

export interface EloEntry {
  username: string;
  eloRating: number;
}

export interface EloResponse {
  success: true;
  list: EloEntry[];
}

export interface GameChatEntry {
  id: number;
  name: string | null;
  message: string;
  at: string;
  deleted: boolean;
  deletedBy: string | null;
}

export interface GameChatResponse {
  success: true;
  messages: GameChatEntry[];
}

export const REPLAY_STEP_TAGS = [
  'prepare',
  'ability',
  'begin-turn',
  'attackers-declared',
  'defenders-declared',
  'battle-resolved',
  'end',
] as const;
export type ReplayStepTag = (typeof REPLAY_STEP_TAGS)[number];

export function isReplayStepTag(value: unknown): value is ReplayStepTag {
  return REPLAY_STEP_TAGS.some((tag) => tag === value);
}

/** How the replay controls label each tag. */
export const REPLAY_TAG_LABELS: Record<ReplayStepTag, string> = {
  prepare: 'Start of Round',
  ability: 'Player Action',
  'begin-turn': 'Start of Turn',
  'attackers-declared': 'Attackers Declared',
  'defenders-declared': 'Defenders Declared',
  'battle-resolved': 'Battle Resolved',
  end: 'Game End',
};

/** One moment of a replay; `state` is the game view the board renders. */
export interface ReplayStep {
  tag: ReplayStepTag;
  state: unknown;
}

/** A replay as the viewer walks it: every step a whole view (see replay-format.ts). */
export interface Replay {
  gameId: string;
  name: string;
  players: string[];
  /** The game's format (e.g. 'precon'), for the board's chain icons; older files have none. */
  format?: string;
  steps: ReplayStep[];
}

/**
 * GET /api/game/{id}/replay/ — and the JSON inside a downloaded replay file. The API sends
 * format 2 (`PatchedReplay`); files saved before hold format 1 (`Replay`, no version).
 */
export interface ReplayResponse {
  success: boolean;
  replay: PatchedReplay;
}

/** Replay format 2: the game's names with its steps written as patches. */
export type PatchedReplay = Omit<Replay, 'steps'> & PatchedReplaySteps;

/** File extension of downloaded replays: `{gameId}.ashtable`. */
export const REPLAY_FILE_EXTENSION = 'ashtable';

/** Query of GET /api/games and /api/stats; unknown values are rejected by the server. */
export interface ResultsQuery {
  months: number;
  gameType: ResultGameType | '';
}

/** Parses months and gameType query values; returns an error text for bad input. */
export function parseResultsQuery(
  query: Record<string, unknown>,
): { ok: true; value: ResultsQuery } | { ok: false; message: string } {
  const rawMonths = query.months ?? '0';
  const months = Number(rawMonths === '' ? '0' : rawMonths);
  if (!RESULT_PERIODS.some((period) => period === months)) {
    return { ok: false, message: 'months must be one of 0, 1, 3 or 12' };
  }
  const rawType = query.gameType ?? '';
  if (rawType === '') return { ok: true, value: { months, gameType: '' } };
  const gameType = GAME_TYPES.find((type) => type === rawType);
  if (!gameType)
    return { ok: false, message: 'gameType must be competitive, casual, solo or practice' };
  return { ok: true, value: { months, gameType } };
}
