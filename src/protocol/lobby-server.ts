import type {
  BannerNotice,
  GameHandoff,
  LobbyChatMessage,
  LobbyGame,
  LobbyUser,
  NodeStatus,
  RatingChange,
} from './lobby';
import type { GamePage } from './lobby-pages';
import { typedKeys } from './typed-keys';

/**
 * Lobby → browser: the closed union of lobby socket events (lobby-and-results.md section 4)
 * as a map from event name to its single argument, and the acknowledgement every client
 * message may ask for. `newgame`, `updategame` and `removegame` carry lists of games, as the
 * spec's client applies them (the specs name the events, not their shape).
 */
export interface LobbyServerEvents {
  games: LobbyGame[];
  newgame: LobbyGame[];
  removegame: LobbyGame[];
  updategame: LobbyGame[];
  users: LobbyUser[];
  newuser: LobbyUser;
  userleft: LobbyUser | { name: string };
  passworderror: string;
  gameerror: string;
  lobbychat: LobbyChatMessage;
  nochat: string;
  lobbymessages: LobbyChatMessage[];
  removemessage: { messageId: string; deletedBy: string };
  banner: BannerNotice | null;
  gamestate: LobbyGame | null;
  cleargamestate: null;
  handoff: GameHandoff;
  authfailed: string;
  nodestatus: NodeStatus[];
  playertyping: { name: string; typing: boolean };
  /** The receiving player's Elo change in a ranked game that has just been recorded. */
  ratingchange: { gameId: string; change: RatingChange };
  /** A page of the game list, for a client that asked for pages (lobby-pages.ts). */
  gamepage: GamePage;
}

export type LobbyServerEventName = keyof LobbyServerEvents;

/** One server message as a tagged value, for stores that reduce over them. */
export type LobbyServerMessage = {
  [K in LobbyServerEventName]: { type: K; payload: LobbyServerEvents[K] };
}[LobbyServerEventName];

/** Every event name once; an event left out of (or added to) the map fails to compile here. */
const LOBBY_SERVER_EVENT_TABLE: Record<LobbyServerEventName, true> = {
  games: true,
  newgame: true,
  removegame: true,
  updategame: true,
  users: true,
  newuser: true,
  userleft: true,
  passworderror: true,
  gameerror: true,
  lobbychat: true,
  nochat: true,
  lobbymessages: true,
  removemessage: true,
  banner: true,
  gamestate: true,
  cleargamestate: true,
  handoff: true,
  authfailed: true,
  nodestatus: true,
  playertyping: true,
  ratingchange: true,
  gamepage: true,
};

export const LOBBY_SERVER_EVENT_NAMES: readonly LobbyServerEventName[] =
  typedKeys(LOBBY_SERVER_EVENT_TABLE);

/** The answer to a client message that passed a callback. */
export type LobbyAck =
  { success: true; [key: string]: unknown } | { success: false; message: string };

/** Game socket (browser ↔ game node) events the lobby flow relies on. */
export interface GameNodeServerEvents {
  gamestate: unknown;
  cleargamestate: null;
  playertyping: { name: string; typing: boolean };
  gameerror: string;
}
