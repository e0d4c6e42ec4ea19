import type { ChatIdentity } from '../../protocol/game-view';
import type { LobbyGame, NodeStatus, SoloLevel, SoloStage } from '../../protocol/lobby';
import type { NewGameDetails } from '../../protocol/lobby-newgame';
import type { StoredReplayInput } from '../../protocol/results';
import type { GameDeck } from '../lobby/deck-source';
import type { PlayerAltArts, PlayerOptionSettings } from './player-settings';

/** One seat of a hosted game; the settings are the player's profile's when the game started. */
export interface HostedPlayer {
  /** null for the Chimera. */
  userId: number | null;
  username: string;
  deck: GameDeck | null;
  /** The player's game option settings; missing ones take the defaults. */
  optionSettings?: PlayerOptionSettings;
  /** The alt arts the player holds for the cards of their deck. */
  altArts?: PlayerAltArts;
  /** How the player's name is styled in the game chat (absent for the Chimera). */
  chatIdentity?: ChatIdentity;
}

/** Everything a node needs to host a game the lobby has started. */
export interface HostedGameSpec {
  gameId: string;
  details: NewGameDetails;
  players: HostedPlayer[];
  soloLevel: SoloLevel;
  soloStage: SoloStage;
  /** The lobby's view of the game at start, shown until the engine has a view. */
  summary: LobbyGame;
  /**
   * A practice game forked from a replay step starts from this (the engine's ForkedSetup)
   * instead of the players' decks. Stored once, as the game's setup, not in the stored spec.
   */
  fork?: unknown;
}

/** How a game ended, as its runner knows it: enough for the results and the replay. */
export interface RunnerOutcome {
  winner: string | null;
  winReason: string | null;
  rounds: number;
  players: { name: string; wounds: number; diceSpent: number; cardsPlayed: number }[];
  replay: StoredReplayInput | null;
}

/** One chat line of a game as the node relayed it (manual commands are not chat). */
export interface GameChatLine {
  name: string;
  message: string;
  /** ISO time the node accepted it. */
  at: string;
}

/** How a game ended, as the node saw it: the runner's outcome and the game's chat. */
export interface GameOutcome extends RunnerOutcome {
  chat: GameChatLine[];
}

/** What a node tells the lobby about its games. */
export interface GameNodeListener {
  /** The game is over or everyone left: the lobby drops it from the list. */
  gameClosed(gameId: string): void;
  gameFinished(gameId: string, outcome: GameOutcome): void;
  /** A player or spectator left through the game socket. */
  userLeft(gameId: string, username: string): void;
  /** Every player of the finished game asked for a rematch: the lobby collects their decks. */
  rematchAgreed(gameId: string): void;
  /**
   * A node now hosts a stored game it rebuilt from its log (it took the game over from a
   * node that was lost, or hosts it again after a restart): the lobby lists it on that node
   * and hands its players and spectators over.
   */
  gameMoved?(gameId: string, node: string): void;
}

/**
 * A game node as the lobby sees it. The in-process node is the default; nodes in other
 * processes register through the same interface.
 */
export interface GameNode {
  readonly name: string;
  /** Host the browser connects to; null means the host the browser used for the lobby. */
  readonly address: string | null;
  /** Port the browser connects to; null means the lobby's own port. */
  readonly port: number | null;
  readonly version: string;
  disabled: boolean;
  numGames(): number;
  hostGame(spec: HostedGameSpec): Promise<void>;
  hasGame(gameId: string): boolean;
  /** Ends a game: its sockets are told and closed, and the listener hears gameClosed. */
  endGame(gameId: string): void;
  /**
   * Someone left a game through the lobby: a player leaves as with the game socket's
   * leavegame (the engine records it), and their game sockets are told and closed.
   */
  leaveGame(gameId: string, username: string): void;
  /** The lobby called the game's rematch off (a player left or disconnected): the board says why. */
  callOffRematch(gameId: string, reason: string): void;
  /** Ends every game and starts afresh (the Restart of the Nodes page). */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export function nodeStatus(node: GameNode): NodeStatus {
  return {
    name: node.name,
    numGames: node.numGames(),
    status: node.disabled ? 'disabled' : 'active',
    version: node.version,
  };
}
