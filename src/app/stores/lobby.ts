import { create } from 'zustand';

/**
 * What the shell reads of the lobby and of the current game. The lobby client fills it from
 * the lobby socket (users, games, gamestate) and the game socket (connection state).
 */
export interface ShellPlayer {
  name: string;
  left?: boolean;
  disconnected?: boolean;
}

export interface ShellGame {
  id: string;
  name: string;
  started: boolean;
  /** Keyed by player name. */
  players: Record<string, ShellPlayer>;
  spectators: { name: string }[];
  winner?: string | null;
}

export interface ShellLobbyUser {
  name: string;
}

export interface ConnectionState {
  connected: boolean;
  connecting: boolean;
  /** Round trip of the last ping in ms, or null until one has been measured. */
  responseTime: number | null;
}

export interface LobbyState extends ConnectionState {
  users: ShellLobbyUser[];
  games: ShellGame[];
  currentGame: ShellGame | null;
  /** The game node connection while a game is open. */
  gameConnection: ConnectionState;
  /** Sends the concede message; the lobby client replaces this no-op with the real sender. */
  concede(): void;
  /** Sends leavegame and closes the game connection; replaced by the lobby client. */
  leaveGame(): void;
}

const DISCONNECTED: ConnectionState = { connected: false, connecting: false, responseTime: null };

export const useLobbyStore = create<LobbyState>(() => ({
  ...DISCONNECTED,
  users: [],
  games: [],
  currentGame: null,
  gameConnection: DISCONNECTED,
  concede: () => undefined,
  leaveGame: () => undefined,
}));

/** True while the current game has started: the shell then hides the navigation bar. */
export function selectGameStarted(state: LobbyState): boolean {
  return state.currentGame?.started === true;
}

/** Whether the named user is one of the current game's players (not a spectator). */
export function isPlayerIn(game: ShellGame | null, username: string | undefined): boolean {
  if (!game || !username) return false;
  return Object.values(game.players).some((player) => player.name === username);
}
