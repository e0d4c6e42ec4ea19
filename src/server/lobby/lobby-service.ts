import type { Socket } from 'socket.io';
import type { BannerNotice } from '../../protocol/lobby';
import type { LobbyClientMessage } from '../../protocol/lobby-client';
import type { ServerContext } from '../context';
import type { GameNodeListener, GameOutcome } from '../gamenodes/game-node';
import type { ClockScheduler } from '../gamenodes/hosted-game';
import type { GameNodeRegistry } from '../gamenodes/registry';
import * as admin from './areas/admin';
import { chatHandlers } from './areas/chat';
import * as connections from './areas/connections';
import { deckHandlers } from './areas/decks';
import { gameListHandlers } from './areas/game-list';
import * as games from './areas/games';
import { practiceRestartHandlers } from './areas/practice-restart';
import * as rematch from './areas/rematch';
import * as results from './areas/results';
import { soloHandlers } from './areas/solo';
import type { ChatStore } from './chat-store';
import type { DeckSource } from './deck-source';
import { startForkedPractice } from './forked-practice';
import type { ForkedPractice } from './forked-practice';
import { leaveGame } from './game-exits';
import { dispatch } from './handler-table';
import type { AckData, LobbyHandlers } from './handler-table';
import type { LeagueStore } from './league-store';
import type { LobbyGameRecord } from './lobby-game';
import { LobbyState } from './lobby-state';
import type { Connection } from './lobby-state';

/** Every lobby message's handler, from the area that owns it (see README.md). */
const HANDLERS: LobbyHandlers = {
  ...connections.connectionHandlers,
  ...games.gameHandlers,
  ...gameListHandlers,
  ...deckHandlers,
  ...soloHandlers,
  ...practiceRestartHandlers,
  ...rematch.rematchHandlers,
  ...chatHandlers,
  ...admin.adminHandlers,
};

/**
 * The lobby: who is here, which games exist, the chat, and the start of a game on a node.
 * Every message arrives parsed; each handler either changes the lobby and tells the people
 * concerned, or throws a Refusal and changes nothing. This class is the lobby's face to the
 * socket, the node registry and the REST routes; the work is in the areas.
 */
export class LobbyService implements GameNodeListener {
  private readonly state: LobbyState;

  constructor(
    ctx: ServerContext,
    nodes: GameNodeRegistry,
    decks: DeckSource,
    chatStore: ChatStore,
    leagues: LeagueStore,
  ) {
    this.state = new LobbyState(ctx, nodes, decks, chatStore, leagues);
  }

  /** The lobby's timers; tests swap in a scheduler whose time they move. */
  get timers(): ClockScheduler {
    return this.state.timers;
  }

  set timers(scheduler: ClockScheduler) {
    this.state.timers = scheduler;
  }

  async start(): Promise<void> {
    // Nothing to load: games live in memory and chat is read from the database when sent.
  }

  stop(): void {
    this.state.cancelTimers();
  }

  connect(socket: Socket): Connection {
    return connections.connect(this.state, socket);
  }

  disconnect(connection: Connection): void {
    connections.disconnect(this.state, connection);
  }

  async authenticate(connection: Connection, token: string): Promise<void> {
    await connections.authenticate(this.state, connection, token);
  }

  /** Handles one parsed message; returns data for the acknowledgement. */
  async handle(connection: Connection, message: LobbyClientMessage): Promise<AckData> {
    return dispatch(HANDLERS, this.state, connection, message.type, message);
  }

  /** A player or spectator leaves a game (see game-exits.ts). */
  leave(user: { id: number; username: string }, gameId: string, fromNode = false): void {
    leaveGame(this.state, user, gameId, fromNode);
  }

  /** Starts a practice game from a replay step ("Play from here"); answers its id. */
  startForkedPractice(practice: ForkedPractice): Promise<string> {
    return startForkedPractice(this.state, practice);
  }

  setBanner(notice: BannerNotice | null): void {
    admin.setBanner(this.state, notice);
  }

  // ---- node events -------------------------------------------------------------------------

  gameClosed(gameId: string): void {
    games.gameClosed(this.state, gameId);
  }

  gameFinished(gameId: string, outcome: GameOutcome): void {
    results.gameFinished(this.state, gameId, outcome);
  }

  gameMoved(gameId: string, node: string): void {
    games.gameMoved(this.state, gameId, node);
  }

  userLeft(gameId: string, username: string): void {
    games.userLeft(this.state, gameId, username);
  }

  rematchAgreed(gameId: string): void {
    rematch.rematchAgreed(this.state, gameId);
  }

  // ---- views -------------------------------------------------------------------------------

  /** The game a user plays or watches, if any. */
  gameOf(userId: number): LobbyGameRecord | undefined {
    return this.state.gameOf(userId);
  }

  /** Counts for tests and the health page. */
  get stats(): { games: number; connections: number } {
    return { games: this.state.games.size, connections: this.state.connections.size };
  }
}
