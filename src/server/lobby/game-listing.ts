import type { Server as SocketServer } from 'socket.io';
import type { LobbyGame, LobbyUser } from '../../protocol/lobby';
import { GAME_PAGE_EVENT, GAME_PAGE_SIZE } from '../../protocol/lobby-pages';
import { nextPage } from './game-pages';
import type { PageSource } from './game-pages';
import type { LobbyGameRecord } from './lobby-game';
import type { Connection } from './lobby-state';
import type { LobbyIdentity } from './lobby-user';

/** Where the listing reads the games, who may see them and the users as it sends them. */
export interface ListingSource {
  readonly games: ReadonlyMap<string, LobbyGameRecord>;
  users(): LobbyUser[];
  canSee(viewer: LobbyIdentity | null, game: LobbyGameRecord): boolean;
}

interface Arrival {
  connection: Connection;
  withUsers: boolean;
  sent: () => void;
}

/**
 * The lobby's game list as connections get it whole (the spec's `games` event replaces the
 * client's list, so a connection is sent all of it). With 500 games the list is hundreds of
 * kilobytes, so it is built once between changes, and the connections that arrive in one turn
 * of the event loop and may see every game get it in one emit: socket.io encodes a message to
 * several sockets once. A connection that has games hidden from it (block lists) gets its own.
 * A connection that asked for pages (game-pages.ts) gets the first page instead.
 */
export class GameListing implements PageSource {
  /** Games told to every connection that may see them (newgame, or in the list). */
  readonly listed = new Set<string>();
  private summaries: LobbyGame[] | null = null;
  private arrivals: Arrival[] = [];

  constructor(
    private readonly io: SocketServer,
    private readonly source: ListingSource,
    private readonly failed: (error: unknown) => void,
  ) {}

  get games(): ReadonlyMap<string, LobbyGameRecord> {
    return this.source.games;
  }

  isListed(gameId: string): boolean {
    return this.listed.has(gameId);
  }

  canSee(viewer: LobbyIdentity | null, game: LobbyGameRecord): boolean {
    return this.source.canSee(viewer, game);
  }

  /** A listed game changed, came or went: the next list is built again. */
  changed(): void {
    this.summaries = null;
  }

  /** Every listed game, in the lobby's order (oldest first). */
  list(): LobbyGame[] {
    if (!this.summaries) {
      this.summaries = [];
      for (const game of this.source.games.values()) {
        if (this.listed.has(game.id)) this.summaries.push(game.summary());
      }
    }
    return this.summaries;
  }

  /**
   * Sends a connection the list (and the users, when asked) at the end of this turn; resolves
   * once sent, so what the connection is sent after it cannot arrive first.
   */
  send(connection: Connection, withUsers = false): Promise<void> {
    return new Promise((sent) => {
      if (this.arrivals.length === 0) setImmediate(() => this.flush());
      this.arrivals.push({ connection, withUsers, sent });
    });
  }

  private flush(): void {
    const arrivals = this.arrivals.filter((arrival) => arrival.connection.socket.connected);
    const done = this.arrivals;
    this.arrivals = [];
    try {
      const askedUsers = arrivals.filter((a) => a.withUsers).map((a) => a.connection.socket.id);
      if (askedUsers.length > 0) this.io.local.to(askedUsers).emit('users', this.source.users());
      const everything = arrivals.filter(
        (a) => !a.connection.pagedGames && a.connection.hiddenGames.size === 0,
      );
      if (everything.length > 0) {
        this.io.local.to(everything.map((a) => a.connection.socket.id)).emit('games', this.list());
      }
      for (const { connection } of arrivals) {
        const sent = connection.pagedGames;
        const hidden = connection.hiddenGames;
        if (sent) {
          const page = nextPage(this, connection.user, sent, GAME_PAGE_SIZE, true);
          connection.socket.emit(GAME_PAGE_EVENT, page);
        } else if (hidden.size > 0) {
          connection.socket.emit(
            'games',
            this.list().filter((g) => !hidden.has(g.id)),
          );
        }
      }
    } catch (error) {
      this.failed(error);
    } finally {
      for (const arrival of done) arrival.sent();
    }
  }
}
