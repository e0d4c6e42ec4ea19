import { create } from 'zustand';
import type {
  BannerNotice,
  GameFormat,
  GameHandoff,
  LobbyChatMessage,
  LobbyGame,
  LobbyUser,
  NewGameType,
  NodeStatus,
  RatingChange,
} from '../../protocol/lobby';
import type { LobbyServerMessage } from '../../protocol/lobby-server';

/**
 * The lobby as the browser holds it (lobby-and-results.md section 3, accounts-and-shell.md
 * section 3): filled from the lobby socket by `reduceLobby`, read by the lobby page and by the
 * shell (user and game counters, connection status, in-game actions).
 */
export interface ShellPlayer {
  name: string;
  left?: boolean;
  disconnected?: boolean;
}

/** The part of a game the shell needs; lobby games carry much more (see LobbyGame). */
export interface ShellGame {
  id: string;
  name: string;
  started: boolean;
  /** Keyed by player name. */
  players: Record<string, ShellPlayer>;
  spectators: { name: string }[];
  winner?: string | null;
  /** The signed-in player's Elo change, once a ranked game has been recorded. */
  ratingChanges?: RatingChange[];
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

export type JoinType = 'Join' | 'Watch';

export interface LobbyState extends ConnectionState {
  users: LobbyUser[];
  games: LobbyGame[];
  /** Listed games not sent yet (the list comes in pages): Show more asks for them. */
  moreGames: number;
  /** Show more was pressed and its page has not come yet. */
  loadingGames: boolean;
  messages: LobbyChatMessage[];
  currentGame: ShellGame | null;
  /** The game node connection while a game is open. */
  gameConnection: ConnectionState;
  newGame: boolean;
  newGameType: NewGameType | null;
  /** A password-protected game awaiting its password, and whether to join or watch it. */
  passwordGame: LobbyGame | null;
  passwordJoinType: JoinType | null;
  passwordError: string | null;
  gameError: string | null;
  lobbyError: string | null;
  notice: BannerNotice | null;
  /** Set when Start was pressed until the handoff (or an error) arrives. */
  startRequested: boolean;
  /** The game node we are connecting to, after a handoff. */
  handoff: GameHandoff | null;
  /** The lobby connection dropped after having been up (the connection-lost text shows). */
  connectionLost: boolean;
  /** Node status for the Nodes admin page; null until the lobby has answered. */
  nodeStatus: NodeStatus[] | null;
  /** Sends the concede message; the lobby client replaces this no-op with the real sender. */
  concede(): void;
  /** Sends leavegame and closes the game connection; replaced by the lobby client. */
  leaveGame(): void;
}

export const DISCONNECTED: ConnectionState = {
  connected: false,
  connecting: false,
  responseTime: null,
};

export const INITIAL_LOBBY: Omit<LobbyState, 'concede' | 'leaveGame'> = {
  ...DISCONNECTED,
  users: [],
  games: [],
  moreGames: 0,
  loadingGames: false,
  messages: [],
  currentGame: null,
  gameConnection: DISCONNECTED,
  newGame: false,
  newGameType: null,
  passwordGame: null,
  passwordJoinType: null,
  passwordError: null,
  gameError: null,
  lobbyError: null,
  notice: null,
  startRequested: false,
  handoff: null,
  connectionLost: false,
  nodeStatus: null,
};

export const useLobbyStore = create<LobbyState>(() => ({
  ...INITIAL_LOBBY,
  concede: () => undefined,
  leaveGame: () => undefined,
}));

function byName(a: { name: string }, b: { name: string }): number {
  return a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });
}

/**
 * A whole list (or a first page, which holds the user's own game first): if the current game
 * is no longer in it, the current game and the new-game state are cleared (section 4).
 */
function replaceGames(state: LobbyState, games: LobbyGame[]): Partial<LobbyState> {
  const current = state.currentGame;
  if (current && !games.some((g) => g.id === current.id)) {
    return { games, currentGame: null, newGame: false, newGameType: null };
  }
  return { games };
}

/** The new state after one lobby server message (section 4, "Server message handling"). */
export function reduceLobby(state: LobbyState, message: LobbyServerMessage): Partial<LobbyState> {
  switch (message.type) {
    case 'games':
      return replaceGames(state, message.payload);
    case 'gamepage': {
      const { games, first, remaining, signedIn } = message.payload;
      const paged = { moreGames: remaining, loadingGames: false };
      if (first && (signedIn || remaining === 0))
        return { ...replaceGames(state, games), ...paged };
      if (first) return { games, ...paged };
      const ids = new Set(state.games.map((g) => g.id));
      return { games: [...state.games, ...games.filter((g) => !ids.has(g.id))], ...paged };
    }
    case 'newgame': {
      const added = message.payload;
      const ids = new Set(added.map((g) => g.id));
      return { games: [...added, ...state.games.filter((g) => !ids.has(g.id))] };
    }
    case 'removegame': {
      const ids = new Set(message.payload.map((g) => g.id));
      return { games: state.games.filter((g) => !ids.has(g.id)) };
    }
    case 'updategame': {
      const updated = new Map(message.payload.map((g) => [g.id, g]));
      return { games: state.games.map((g) => updated.get(g.id) ?? g) };
    }
    case 'users':
      return { users: message.payload };
    case 'newuser': {
      const user = message.payload;
      return { users: [...state.users.filter((u) => u.name !== user.name), user].sort(byName) };
    }
    case 'userleft': {
      const name = message.payload.name;
      return { users: state.users.filter((u) => u.name !== name) };
    }
    case 'passworderror':
      return { passwordError: message.payload };
    case 'gameerror':
      return { gameError: message.payload, startRequested: false };
    case 'lobbychat':
      return { messages: [...state.messages, message.payload] };
    case 'nochat':
      return { lobbyError: message.payload };
    case 'lobbymessages':
      return { messages: message.payload };
    case 'removemessage': {
      const { messageId, deletedBy } = message.payload;
      return {
        messages: state.messages.map((m) =>
          m._id === messageId ? { ...m, deleted: true, deletedBy } : m,
        ),
      };
    }
    case 'banner':
      return { notice: message.payload };
    case 'gamestate': {
      const game = message.payload;
      const patch: Partial<LobbyState> = { currentGame: game };
      if (!game || !game.started) {
        patch.newGame = false;
        patch.newGameType = null;
      }
      if (game) {
        patch.passwordGame = null;
        patch.passwordJoinType = null;
        patch.passwordError = null;
      }
      if (game?.started) patch.gameError = null;
      return patch;
    }
    case 'cleargamestate':
      return { currentGame: null, startRequested: false, handoff: null, gameError: null };
    case 'handoff':
      return { handoff: message.payload, startRequested: false, gameError: null };
    case 'authfailed':
      return { lobbyError: message.payload };
    case 'nodestatus':
      return { nodeStatus: message.payload };
    case 'playertyping':
      return {};
    case 'ratingchange': {
      const { gameId, change } = message.payload;
      const game = state.currentGame;
      if (game?.id !== gameId) return {};
      return { currentGame: { ...game, ratingChanges: [change] } };
    }
  }
}

/** What the shell reads of a game node's view: who plays, who watches, who won. */
export interface NodeViewSummary {
  winner: string | null;
  players: Record<string, { name: string; left: boolean; disconnected: boolean }>;
  spectators?: { name: string }[];
}

/**
 * The current game once a game node's view arrives: the lobby sends no `gamestate` after the
 * start, so the node's view says the game has started, who has left and who watches. Lobby
 * fields (format, owner, decks) stay from the pending game or the game list.
 */
export function withNodeView(
  state: LobbyState,
  gameId: string,
  view: NodeViewSummary,
): Partial<LobbyState> {
  const known: ShellGame = (state.currentGame?.id === gameId ? state.currentGame : null) ??
    state.games.find((g) => g.id === gameId) ?? {
      id: gameId,
      name: '',
      started: true,
      players: {},
      spectators: [],
    };
  const players: Record<string, ShellPlayer> = {};
  for (const [key, player] of Object.entries(view.players)) {
    players[key] = {
      ...known.players[key],
      name: player.name,
      left: player.left,
      disconnected: player.disconnected,
    };
  }
  return {
    currentGame: {
      ...known,
      started: true,
      winner: view.winner,
      players,
      spectators: view.spectators?.map((s) => ({ name: s.name })) ?? known.spectators,
    },
    gameError: null,
  };
}

/** The current game with all its lobby fields, or null (the shell may hold a slimmer one). */
export function selectLobbyGame(state: LobbyState): LobbyGame | null {
  const game = state.currentGame;
  return game && isLobbyGame(game) ? game : null;
}

/** The current game's format, which the board needs (chain icons hide in some formats). */
export function selectGameFormat(state: LobbyState): GameFormat | null {
  return selectLobbyGame(state)?.gameFormat ?? null;
}

export function isLobbyGame(game: ShellGame): game is LobbyGame {
  return 'owner' in game && 'gameType' in game && 'createdAt' in game;
}

/** True while the current game has started: the shell then hides the navigation bar. */
export function selectGameStarted(state: LobbyState): boolean {
  return state.currentGame?.started === true;
}

/** Whether the named user is one of the current game's players (not a spectator). */
export function isPlayerIn(game: ShellGame | null, username: string | undefined): boolean {
  if (!game || !username) return false;
  return Object.values(game.players).some((player) => player.name === username);
}
