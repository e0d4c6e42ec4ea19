import type { Socket } from 'socket.io';
import type { BannerNotice, LobbyUser } from '../../protocol/lobby';
import type { ServerContext } from '../context';
import { realScheduler } from '../gamenodes/hosted-game';
import type { ClockScheduler } from '../gamenodes/hosted-game';
import type { GameNodeRegistry } from '../gamenodes/registry';
import { guard } from '../sockets/fault-guard';
import { TokenBucket } from '../sockets/token-bucket';
import type { ChatStore } from './chat-store';
import type { DeckSource } from './deck-source';
import type { LeagueStore } from './league-store';
import type { LobbyGameRecord } from './lobby-game';
import { Refusal, TEXTS } from './refusal';
import { GameListing } from './game-listing';
import { blockedBetween, toLobbyUser } from './lobby-user';
import type { LobbyIdentity } from './lobby-user';

export interface Connection {
  socket: Socket;
  user: LobbyIdentity | null;
  /**
   * Listed games this connection may not see (block lists): it was never sent them, or was
   * told they went. Every other listed game it knows, so a change is an updategame for it.
   */
  hiddenGames: Set<string>;
  /**
   * For a connection that asked for the game list in pages (game-pages.ts): the listed games
   * it was sent, the only ones it hears changes of (hiddenGames stays empty). Null for a
   * connection sent the whole list, as the spec's client is.
   */
  pagedGames: Set<string> | null;
}

/**
 * What every lobby area reads and changes: the connections, the game table, the pending
 * timers and the banner, with the stores and nodes the lobby works through. The areas hold no
 * state of their own, so any of them sees what another just did.
 */
export class LobbyState {
  readonly connections = new Map<string, Connection>();
  readonly games = new Map<string, LobbyGameRecord>();
  /** Cancels of the reconnect grace of users whose lobby sockets all dropped. */
  readonly leaveTimers = new Map<number, () => void>();
  /** Cancels of the ten minutes a finished game stays listed. */
  readonly finishedTimers = new Map<string, () => void>();
  banner: BannerNotice | null = null;
  /** Log lines written on a client's word (connectfailed): ten at once, then one every 6 s. */
  readonly clientReports = new TokenBucket(1 / 6, 10);
  /** The lobby's timers; tests swap in a scheduler whose time they move. */
  timers: ClockScheduler = realScheduler;
  /** The game list as connections are sent it whole. */
  readonly listing: GameListing;
  /** `users()` as last built; null once someone signed in or out. */
  private userList: LobbyUser[] | null = null;

  constructor(
    readonly ctx: ServerContext,
    readonly nodes: GameNodeRegistry,
    readonly decks: DeckSource,
    readonly chatStore: ChatStore,
    readonly leagues: LeagueStore,
  ) {
    this.listing = new GameListing(ctx.io, this, (error) =>
      ctx.logger.error({ err: error }, 'Sending the game list failed'),
    );
  }

  /** Everyone signed in, each once, by name (built again only after someone came or went). */
  users(): LobbyUser[] {
    if (this.userList) return this.userList;
    const seen = new Map<number, LobbyUser>();
    for (const connection of this.connections.values()) {
      if (connection.user) seen.set(connection.user.id, toLobbyUser(connection.user));
    }
    this.userList = [...seen.values()].sort((a, b) =>
      a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }),
    );
    return this.userList;
  }

  /** A connection signed in, signed out or went: the user list is built again when next asked. */
  usersChanged(): void {
    this.userList = null;
  }

  /** The game a user plays or watches, if any. */
  gameOf(userId: number): LobbyGameRecord | undefined {
    for (const game of this.games.values()) {
      if (game.isPlayer(userId) || game.isSpectator(userId)) return game;
    }
    return undefined;
  }

  /** The game a message names; a refusal when it is not (or no longer) listed. */
  findGame(gameId: string): LobbyGameRecord {
    const game = this.games.get(gameId);
    if (!game) throw new Refusal(TEXTS.notFound);
    return game;
  }

  connectionsOf(userId: number): Connection[] {
    return [...this.connections.values()].filter((c) => c.user?.id === userId);
  }

  /** Games involving someone a user blocked, or who blocked them, are hidden from them. */
  canSee(viewer: LobbyIdentity | null, game: LobbyGameRecord): boolean {
    if (!viewer) return true;
    return !game.humanPlayers.some((player) => blockedBetween(viewer, player));
  }

  /** Chat lines of someone the viewer blocked are not shown to them. */
  hidesSender(viewer: LobbyIdentity | null, sender: string): boolean {
    return !!viewer && viewer.blockList.includes(sender.toLowerCase());
  }

  /** A lobby timer, guarded: a fault in it is logged and never reaches the event loop. */
  schedule(what: string, fire: () => void, ms: number): () => void {
    const log = (error: unknown) =>
      this.ctx.logger.error({ err: error, what }, 'A lobby timer failed');
    return this.timers.schedule(guard(fire, log, log), ms);
  }

  /** Cancels every pending timer (the lobby is stopping). */
  cancelTimers(): void {
    for (const cancel of this.leaveTimers.values()) cancel();
    this.leaveTimers.clear();
    for (const cancel of this.finishedTimers.values()) cancel();
    this.finishedTimers.clear();
  }
}
