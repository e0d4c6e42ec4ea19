import type { Socket } from 'socket.io';
import type { BannerNotice } from '../../protocol/lobby';
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
import { blockedBetween } from './lobby-user';
import type { LobbyIdentity } from './lobby-user';

export interface Connection {
  socket: Socket;
  user: LobbyIdentity | null;
  /** Games this connection has been sent, so changes become newgame/updategame/removegame. */
  visibleGames: Set<string>;
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

  constructor(
    readonly ctx: ServerContext,
    readonly nodes: GameNodeRegistry,
    readonly decks: DeckSource,
    readonly chatStore: ChatStore,
    readonly leagues: LeagueStore,
  ) {}

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
