/**
 * Over 400 lines on purpose: the socket.io server of a node and the life of its games
 * (connect, command, leave, awol, takeover, stop) share one table of live games and its
 * guards; the parts that stand alone are already apart (hosted-game, view-broadcast, presence,
 * rematch, game-lease, game-log-store).
 */
import type { Server as HttpServer } from 'node:http';
import { Server as SocketServer } from 'socket.io';
import type { ServerOptions, Socket } from 'socket.io';
import { parseGameMessage } from '../../protocol/game';
import { RESYNC_EVENT, wantsPatches } from '../../protocol/game-sync';
import { gameNodePath } from '../../protocol/lobby';
import type { TokenSigner } from '../auth/tokens';
import type { Logger } from '../logger';
import { ChatIdentityBook, withChatIdentities } from './chat-identities';
import { ComputerSeat, DEFAULT_COMPUTER_DELAY } from './computer-seat';
import type { ComputerDelay } from './computer-seat';
import type { GameChatLine, GameNodeListener, HostedGameSpec } from './game-node';
import type { GameRunner, RunnerFactory } from './game-runner';
import { verifyHandoff } from './handoff-token';
import type { HandoffClaims } from './handoff-token';
import { withGameFields } from './game-fields';
import { HostedGame, realScheduler } from './hosted-game';
import type { ClockScheduler, GameJournal } from './hosted-game';
import type { GameLease, GameLogStore, StoredLiveGame } from './game-log-store';
import type { GameNodeMetrics } from './node-metrics';
import { PlayerPresence, withDeckNotes, withPresence } from './presence';
import { RematchRequest, isRematchCommand, rematchCalledOffText, withRematch } from './rematch';
import {
  TAKE_BACK_TEXTS,
  TakeBackRequest,
  refusedText,
  takeBackCommand,
  withTakeBack,
} from './take-back';
import type { TakeBackAnswer } from './take-back';
import { ViewBroadcast } from './view-broadcast';
import type { ViewBuilder, Viewer } from './view-broadcast';
import { guard } from '../sockets/fault-guard';
import { FloodGate } from '../sockets/flood-gate';

export interface GameHostOptions {
  name: string;
  httpServer: HttpServer;
  signer: TokenSigner;
  logger: Logger;
  listener: GameNodeListener;
  runnerFactory: RunnerFactory;
  awolMs: number;
  /** Counts commands and failed game messages. */
  metrics?: GameNodeMetrics;
  /**
   * Where the games' setups and command logs are kept, under this node's leases: every
   * command is stored before its views go out. Without one, games live in memory only.
   */
  store?: GameLogStore;
  /** Time and timers of the presence markers (players turning awol); tests inject a fake one. */
  presenceClock?: ClockScheduler;
  /** How long the computer of a practice game takes over a decision (0 in browser tests). */
  computerDelay?: ComputerDelay;
  /** The game sockets' deflate (`GAME_SOCKET_DEFLATE` unless a bench compares another). */
  deflate?: ServerOptions['perMessageDeflate'];
}

/**
 * Deflate of the game sockets. Every socket keeps its own compression context for its whole
 * life once it sent one deflated message (its first whole view), and zlib's default (a 32 KiB
 * window, memLevel 8) takes about 390 KiB of it: with a few sockets a game, that alone passed
 * the 1 MB a live game may take. A 4 KiB window and memLevel 3 take about 20 KiB (zlib's
 * 2^(windowBits+2) + 2^(memLevel+9) bytes; memLevel 6 took 48 KiB) and still make a whole
 * view about a sixth of its size (the largest board fixtures, 23 KiB of JSON: 2.9 KiB with
 * the default, 3.5 KiB at memLevel 6, 3.6 KiB at 3). Only whole views are worth the CPU: a patch
 * (a few hundred bytes, rarely past 4 KiB) goes as it is. ws applies the threshold only
 * without context takeover (otherwise it deflates every message, pings included, which was
 * a sixth of a busy node's time), and a whole view gains little from the one before it.
 * Both parameters are the server's to set (RFC 7692), so every client that offers deflate
 * accepts them.
 */
export const GAME_SOCKET_DEFLATE = {
  threshold: 8 * 1024,
  serverNoContextTakeover: true,
  serverMaxWindowBits: 12,
  zlibDeflateOptions: { memLevel: 3 },
};

/** What players and spectators are told when their node stops cleanly: they come back by themselves. */
export const SERVER_RESTARTING_MESSAGE =
  'The game server is restarting. Your game is saved and will continue in a moment.';
/** What they are told when their game moves to another node (this one lost it). */
export const GAME_MOVED_MESSAGE = 'Your game is moving to another game server. Reconnecting...';

interface GameSocketData {
  claims: HandoffClaims;
  /** The client asked for patches (`game-sync.ts`) rather than whole views. */
  patches: boolean;
}

/** A hosted game with who is connected to it. */
interface LiveGame {
  hosted: HostedGame;
  presence: PlayerPresence;
  /** Cancels the pending re-broadcasts for players turning awol. */
  awolTimers: Set<() => void>;
  /** The chat so far, kept for the game's record. */
  chat: GameChatLine[];
  /** How players' and spectators' names are styled in the game chat. */
  identities: ChatIdentityBook;
  rematch: RematchRequest;
  /** What each audience was last sent, and its rooms. */
  views: ViewBroadcast;
  /** The lease the game is stored under (null when the host keeps no log). */
  lease: GameLease | null;
  /** The computer's seat of a practice game. */
  computer: ComputerSeat | null;
  takeBack: TakeBackRequest;
}

/** The most chat lines a game's record keeps (the earliest go first). */
const CHAT_KEPT = 2000;

/** What the players and spectators of a game that failed on the server are told as it ends. */
export const GAME_FAULT_MESSAGE =
  'This game stopped on a server error and has been ended. Sorry! Nothing else was affected.';

/** Only a chat line goes from a spectator to the engine (which refuses it when they are muted). */
const SPECTATOR_COMMANDS: readonly string[] = ['chat'];

/**
 * The games of one node and their game socket: a socket.io server on /{name}/socket.io of an
 * HTTP server. A browser connects with its handoff token (`token` query parameter or auth
 * field), is joined to its game's room and gets its view; its commands go through the
 * game's queue and every connected socket then gets its new view. The in-process node and
 * the dedicated node process both host games through this class.
 */
export class GameHost {
  private readonly io: SocketServer;
  private readonly games = new Map<string, LiveGame>();

  private readonly presenceClock: ClockScheduler;

  constructor(private readonly options: GameHostOptions) {
    this.presenceClock = options.presenceClock ?? realScheduler;
    this.io = new SocketServer(options.httpServer, {
      path: gameNodePath(options.name),
      cors: { origin: true },
      // Upgrades for another socket.io path on the same server are not ours to cut short.
      destroyUpgrade: false,
      // A game view is tens of kilobytes of repetitive JSON; deflate makes it about a tenth.
      perMessageDeflate: options.deflate ?? GAME_SOCKET_DEFLATE,
    });
    this.io.use((socket, next) => {
      void this.authenticate(socket).then(
        (error) => next(error ? new Error(error) : undefined),
        () => next(new Error('Authentication failed')),
      );
    });
    this.io.on(
      'connection',
      this.guarded(null, 'connection', (socket: Socket) => this.onConnection(socket)),
    );
  }

  get name(): string {
    return this.options.name;
  }

  numGames(): number {
    return this.games.size;
  }

  hasGame(gameId: string): boolean {
    return this.games.has(gameId);
  }

  gameIds(): string[] {
    return [...this.games.keys()];
  }

  /** Game sockets connected to this host (players and spectators). */
  socketCount(): number {
    return this.io.of('/').sockets.size;
  }

  /**
   * Hosts a new game; with a store, its setup is stored under a new lease first (`lobbyId`
   * names the lobby that started it, where its events go).
   */
  async host(spec: HostedGameSpec, lobbyId = ''): Promise<void> {
    if (this.games.has(spec.gameId)) return;
    const runner = this.options.runnerFactory(spec);
    const store = this.options.store;
    const lease = store
      ? await store.create(spec, runner.journal?.().setup ?? null, this.name, lobbyId, Date.now())
      : null;
    if (this.games.has(spec.gameId)) return;
    this.register(spec, runner, realScheduler, lease);
  }

  /**
   * Hosts a stored game this node has just claimed, rebuilt by replaying its log; its clocks
   * read the wall clock less the time it spent on no node. A game whose log already ends it
   * is reported finished.
   */
  adopt(stored: StoredLiveGame): void {
    const { spec, shiftMs } = stored;
    if (this.games.has(spec.gameId)) this.dropLocally(spec.gameId);
    const now = () => Date.now() - shiftMs;
    const scheduler: ClockScheduler = { now, schedule: realScheduler.schedule };
    const runner = this.options.runnerFactory(spec, stored, now);
    const live = this.register(spec, runner, scheduler, stored.lease);
    this.reportFinish(live);
  }

  /** The leases of the stored games this node runs (renewed by its lease keeper). */
  leases(): GameLease[] {
    return [...this.games.values()].flatMap((live) => (live.lease ? [live.lease] : []));
  }

  /**
   * The game left this node without ending (its lease went to another node, or its log
   * could not be written): its sockets are told why and closed at the transport, so their
   * clients reconnect and the lobby hands them to wherever the game now runs.
   */
  relinquish(gameId: string, message: string): void {
    const live = this.games.get(gameId);
    if (!live) return;
    this.dropLocally(gameId);
    this.io.to(gameId).emit('gameerror', message);
    for (const socket of this.io.of('/').sockets.values()) {
      if (socket.rooms.has(gameId)) socket.conn.close();
    }
  }

  /** Forgets a game here without telling anyone (its stored row stays as it is). */
  private dropLocally(gameId: string): LiveGame | undefined {
    const live = this.games.get(gameId);
    if (!live) return undefined;
    this.games.delete(gameId);
    live.hosted.dispose();
    live.computer?.dispose();
    for (const cancel of live.awolTimers) cancel();
    live.awolTimers.clear();
    return live;
  }

  private register(
    spec: HostedGameSpec,
    runner: GameRunner,
    scheduler: ClockScheduler,
    lease: GameLease | null,
  ): LiveGame {
    const humans = spec.players.flatMap((p) => (p.userId !== null ? [p.username] : []));
    const store = this.options.store;
    const journal: GameJournal | null =
      store && lease
        ? {
            append: async (seq, entry) => void (await store.append(lease, seq, entry)),
            truncate: (count) => store.truncate(lease, count),
          }
        : null;
    const live: LiveGame = {
      hosted: new HostedGame(spec, runner, scheduler, journal),
      presence: new PlayerPresence(humans, this.options.awolMs, this.presenceClock.now()),
      awolTimers: new Set(),
      chat: [],
      identities: new ChatIdentityBook(),
      rematch: new RematchRequest(spec),
      views: new ViewBroadcast(this.io, spec.gameId),
      lease,
      computer: null,
      takeBack: new TakeBackRequest(spec),
    };
    live.computer = this.computerSeat(live, scheduler);
    live.hosted.onJournalFailed = (error) => {
      this.options.logger.warn(
        { err: error, gameId: spec.gameId },
        'A command could not be stored: the game leaves this node',
      );
      if (this.games.get(spec.gameId) !== live) return;
      // Let the game go at once (if the lease is still ours) so a node rebuilds it from its log.
      if (lease && store) void store.release(lease, Date.now()).catch(() => undefined);
      // The refusal goes out first (the sender learns its command was not taken).
      setImmediate(() => this.relinquish(spec.gameId, GAME_MOVED_MESSAGE));
    };
    for (const player of spec.players) live.identities.add(player.username, player.chatIdentity);
    live.hosted.onCommand = (outcome, seconds) => this.options.metrics?.command(outcome, seconds);
    // A clock running out ends the game without a command: show it and report the finish.
    live.hosted.onClockExpired = this.guarded(live, 'clock', () => {
      if (this.games.get(spec.gameId) === live) this.afterCommand(live);
    });
    this.games.set(spec.gameId, live);
    // Players who never connect turn awol too.
    this.scheduleAwolCheck(live);
    // The computer may have the first decision (or the one a restored game stopped at).
    live.computer?.poke();
    return live;
  }

  /** The seat without a user of a practice game, played through the game's own queue. */
  private computerSeat(live: LiveGame, scheduler: ClockScheduler): ComputerSeat | null {
    const { spec } = live.hosted;
    const opponent = spec.details.practiceOpponent;
    const seat = spec.players.find((p) => p.userId === null);
    if (spec.details.newGameType !== 'practice' || !opponent || !seat) return null;
    return new ComputerSeat(seat.username, opponent, live.hosted, {
      delay: this.options.computerDelay ?? DEFAULT_COMPUTER_DELAY,
      scheduler,
      logger: this.options.logger,
      moved: this.guarded(live, 'computer', () => {
        if (this.games.get(spec.gameId) === live) this.afterCommand(live);
      }),
    });
  }

  /** Ends a game: everyone connected is told and disconnected, and the listener hears gameClosed. */
  endGame(gameId: string): void {
    const live = this.dropLocally(gameId);
    if (!live) return;
    // A finished game keeps its stored log; one ended without a result is gone for good.
    if (live.lease && !live.hosted.runner.finished) this.forgetStored(gameId);
    this.io.to(gameId).emit('cleargamestate', null);
    this.io.in(gameId).disconnectSockets(true);
    this.options.listener.gameClosed(gameId);
  }

  /**
   * Someone left through the lobby: a player's leave goes to the engine as the game
   * socket's leavegame would (once, whichever way came first); their sockets are closed.
   */
  leaveGame(gameId: string, username: string): void {
    const live = this.games.get(gameId);
    if (!live) return;
    this.guarded(live, 'leaveGame', async () => {
      await this.recordLeave(live, username);
      this.disconnectUser(live, username);
    })();
  }

  /** The lobby called the rematch off: the players' boards say why. */
  callOffRematch(gameId: string, reason: string): void {
    const live = this.games.get(gameId);
    if (!live) return;
    this.guarded(live, 'callOffRematch', () => {
      if (live.rematch.callOff(reason)) this.broadcastViews(live);
    })();
  }

  /**
   * Runs a handler of one game (or of the node, when `live` is null) so that nothing it throws
   * leaves it: the fault is logged with the game id and that game alone is ended, its players
   * told why; every other game and the process go on.
   */
  private guarded<A extends unknown[]>(
    live: LiveGame | null,
    where: string,
    handler: (...args: A) => unknown,
  ): (...args: A) => void {
    return guard(
      handler,
      (error) => this.abortGame(live, where, error),
      (error) => this.options.logger.error({ err: error, where }, 'Ending a failed game failed'),
    );
  }

  private abortGame(live: LiveGame | null, where: string, error: unknown): void {
    const gameId = live?.hosted.id ?? null;
    this.options.metrics?.gameError();
    this.options.logger.error({ err: error, gameId, where }, 'A game failed on the server');
    if (!live || this.games.get(live.hosted.id) !== live) return;
    this.io.to(live.hosted.id).emit('gameerror', GAME_FAULT_MESSAGE);
    this.endGame(live.hosted.id);
  }

  private forgetStored(gameId: string): void {
    this.options.store?.remove(gameId).catch((error: unknown) => {
      this.options.logger.warn({ err: error, gameId }, 'Could not remove an ended game');
    });
  }

  endAll(): void {
    for (const gameId of this.gameIds()) this.endGame(gameId);
  }

  /**
   * Stops the node. With a store the games are not ended: commands in flight finish, every
   * socket is told the server is restarting, and each lease is let go at once so the next
   * node (or this server started again) takes the games over from their logs. Without a
   * store they end.
   */
  async close(): Promise<void> {
    const store = this.options.store;
    if (!store) {
      this.endAll();
      await this.io.close();
      return;
    }
    const lives = [...this.games.values()];
    await Promise.all(lives.map((live) => live.hosted.drain()));
    const now = Date.now();
    for (const live of lives) {
      this.dropLocally(live.hosted.id);
      this.io.to(live.hosted.id).emit('gameerror', SERVER_RESTARTING_MESSAGE);
    }
    await Promise.all(
      lives.flatMap((live) =>
        live.lease && !live.hosted.runner.finished
          ? [store.release(live.lease, now).catch(() => undefined)]
          : [],
      ),
    );
    // Every game connection ends at the transport, so clients reconnect by themselves. The
    // HTTP server is left to its owner: its close waits for connections this host does not
    // own (the lobby's, on the embedded server).
    this.io.engine.close();
  }

  private async authenticate(socket: Socket): Promise<string | null> {
    const raw = socket.handshake.query.token ?? socket.handshake.auth.token;
    const token = Array.isArray(raw) ? raw[0] : raw;
    if (typeof token !== 'string' || token.length === 0) return 'Authentication failed';
    const claims = await verifyHandoff(this.options.signer, token);
    if (!claims || claims.node !== this.name) return 'Authentication failed';
    if (!this.games.has(claims.gameId)) return 'Game not found';
    const patches = wantsPatches(socket.handshake.query, socket.handshake.auth);
    const data: GameSocketData = { claims, patches };
    socket.data = data;
    return null;
  }

  private onConnection(socket: Socket): void {
    const { claims, patches } = socket.data as GameSocketData;
    const live = this.games.get(claims.gameId);
    if (!live) {
      socket.disconnect(true);
      return;
    }
    const game = live.hosted;
    const username = claims.username;
    game.connections.set(socket.id, username);
    live.identities.add(username, claims.chatIdentity);
    live.presence.connected(username);
    void socket.join(game.id);
    const viewer = this.viewerName(game, username);
    // The others see the marker go (or the spectator come); the socket gets its whole view.
    this.guarded(live, 'connect', () => {
      this.broadcastViews(live);
      live.views.admit(socket, viewer, patches, this.viewBuilder(live));
    })();

    const flood = new FloodGate();
    /** A socket's message handler: flood-checked, and guarded like everything of the game. */
    const on = (event: string, handler: (...args: unknown[]) => unknown) =>
      socket.on(
        event,
        this.guarded(live, event, (...args: unknown[]) => {
          if (!this.admit(socket, username, flood, event, args)) return;
          return handler(...args);
        }),
      );

    on('ping', (...args: unknown[]) => {
      const ack = args.at(-1);
      if (typeof ack === 'function') ack({ success: true });
    });
    on('game', async (...args: unknown[]) => {
      // A client that asks for an acknowledgement learns when its command was handled, and
      // whether it was refused (the gameerror says the same to every client).
      const ack = typeof args.at(-1) === 'function' ? args.pop() : null;
      const refusal = await this.onGameMessage(socket, live, username, args);
      if (typeof ack === 'function')
        ack(refusal === null ? { success: true } : { success: false, message: refusal });
    });
    // A patch client that missed a revision or could not apply a patch starts again from a
    // whole view.
    on(RESYNC_EVENT, () => live.views.admit(socket, viewer, patches, this.viewBuilder(live)));
    on('playerTyping', (typing: unknown) => {
      if (!game.isPlayer(username)) return;
      socket.to(game.id).emit('playertyping', { name: username, typing: typing === true });
    });
    // The bare event leaves exactly as the `game` message does (the engine records it).
    on('leavegame', () => this.onGameMessage(socket, live, username, ['leavegame']));
    socket.on(
      'disconnect',
      this.guarded(live, 'disconnect', () => {
        game.connections.delete(socket.id);
        if (this.games.get(game.id) !== live) return;
        if (!game.isPlayer(username)) {
          // The others' spectator list loses a name.
          this.broadcastViews(live);
          return;
        }
        if (!live.presence.disconnected(username, this.presenceClock.now())) return;
        // Once agreed the lobby decides (its own socket): the old game's sockets close at handoff.
        if (!live.rematch.agreed) {
          live.rematch.callOff(rematchCalledOffText(username, 'disconnected'));
        }
        this.broadcastViews(live);
        this.scheduleAwolCheck(live);
      }),
    );
  }

  /**
   * Flood control of one game socket: a message over the limits is refused (said at most once
   * a second), and a socket that keeps flooding is closed.
   */
  private admit(
    socket: Socket,
    username: string,
    flood: FloodGate,
    event: string,
    args: unknown[],
  ): boolean {
    const isChat =
      event === 'game' &&
      (args[0] === 'chat' ||
        (typeof args[0] === 'object' &&
          args[0] !== null &&
          Reflect.get(args[0], 'type') === 'chat'));
    const { verdict, message } = flood.check(isChat);
    if (verdict === 'ok') return true;
    if (verdict === 'refuse') socket.emit('gameerror', message);
    const ack = args.at(-1);
    if (typeof ack === 'function') ack({ success: false, message });
    if (verdict === 'disconnect') {
      this.options.logger.warn({ user: username }, 'Game socket closed for flooding');
      socket.disconnect(true);
    }
    return false;
  }

  /** After the awol time, show the marker; a game every player has abandoned is ended. */
  private scheduleAwolCheck(live: LiveGame): void {
    const cancel = this.presenceClock.schedule(
      this.guarded(live, 'awol', () => {
        live.awolTimers.delete(cancel);
        if (this.games.get(live.hosted.id) !== live) return;
        if (live.presence.allAwol(this.presenceClock.now())) {
          this.options.logger.info({ gameId: live.hosted.id }, 'Every player left: game ended');
          this.endGame(live.hosted.id);
          return;
        }
        this.broadcastViews(live);
      }),
      this.options.awolMs + 10,
    );
    live.awolTimers.add(cancel);
  }

  private leave(socket: Socket, live: LiveGame, username: string): void {
    this.options.listener.userLeft(live.hosted.id, username);
    socket.emit('cleargamestate', null);
    socket.disconnect(true);
  }

  /** A player's leave goes through the engine once; everyone then sees it. */
  private async recordLeave(live: LiveGame, username: string): Promise<void> {
    if (!live.hosted.markLeft(username)) return;
    live.rematch.callOff(rematchCalledOffText(username, 'left'));
    await live.hosted.enqueue(username, { type: 'leavegame' });
    this.afterCommand(live);
  }

  /** Tells a user's game sockets the game is gone for them and closes them. */
  private disconnectUser(live: LiveGame, username: string): void {
    for (const [socketId, name] of live.hosted.connections) {
      if (name !== username) continue;
      this.io.to(socketId).emit('cleargamestate', null);
      this.io.in(socketId).disconnectSockets(true);
    }
  }

  private viewerName(game: HostedGame, username: string): string | null {
    return game.isPlayer(username) ? username : null;
  }

  private async onGameMessage(
    socket: Socket,
    live: LiveGame,
    username: string,
    args: unknown[],
  ): Promise<string | null> {
    const game = live.hosted;
    const parsed = parseGameMessage(args);
    if (!parsed.ok) return this.refuse(socket, parsed.error);
    const player = game.isPlayer(username);
    if (parsed.command.type === 'leavegame') {
      // The engine records the leaver (and the opponent's win) before the socket goes.
      await this.recordLeave(live, username);
      this.leave(socket, live, username);
      return null;
    }
    if (parsed.command.type === 'chat' && isRematchCommand(parsed.command.text)) {
      return this.askForRematch(socket, live, username, parsed.command.text);
    }
    const takeBack = parsed.command.type === 'chat' ? takeBackCommand(parsed.command.text) : null;
    if (takeBack) return this.onTakeBack(socket, live, username, takeBack);
    if (!player && !SPECTATOR_COMMANDS.includes(parsed.command.type))
      return this.refuse(socket, 'Spectators cannot play');
    const command = parsed.command;
    const outcome = await game.enqueue(username, command);
    if (outcome.refusal !== null) return this.refuse(socket, outcome.refusal);
    // Nothing changed, so nobody gets a view: a client answering every view with a command
    // (such as showDrawDeck) cannot start an endless exchange.
    if (!outcome.changed) return null;
    if (command.type === 'chat' && !command.text.startsWith('/')) {
      live.chat.push({ name: username, message: command.text, at: new Date().toISOString() });
      if (live.chat.length > CHAT_KEPT) live.chat.shift();
    }
    this.afterCommand(live);
    return null;
  }

  /** Tells the sender why its message was refused; the refusal is also what it returns. */
  private refuse(socket: Socket, refusal: string): string {
    socket.emit('gameerror', refusal);
    return refusal;
  }

  /**
   * A player asks for a rematch of the finished game (the Rematch button or /rematch). The
   * engine logs the ask; once every player has asked, the lobby hears it is agreed.
   */
  private async askForRematch(
    socket: Socket,
    live: LiveGame,
    username: string,
    text: string,
  ): Promise<string | null> {
    const refusal = live.rematch.refusal(username, live.hosted.runner.finished);
    if (refusal) return this.refuse(socket, refusal);
    const agreed = live.rematch.ask(username);
    // Only the log line depends on the engine; the ask stands whatever it answers.
    await live.hosted.enqueue(username, { type: 'chat', text });
    this.broadcastViews(live);
    if (agreed) this.options.listener.rematchAgreed(live.hosted.id);
    return null;
  }

  /**
   * A take-back (the Take back button or /takeback): refused in ranked and solo games; in a
   * casual game the opponent is asked first (/takeback accept or decline); against the
   * computer it is immediate, and against a goldfish any number of steps may go back.
   */
  private async onTakeBack(
    socket: Socket,
    live: LiveGame,
    username: string,
    answer: TakeBackAnswer,
  ): Promise<string | null> {
    const game = live.hosted;
    const request = live.takeBack;
    if (!game.isPlayer(username)) return this.refuse(socket, TAKE_BACK_TEXTS.spectator);
    if (request.rule === 'refused') return this.refuse(socket, refusedText(game.spec));
    if (game.runner.finished) return this.refuse(socket, TAKE_BACK_TEXTS.finished);
    let taker = username;
    if (answer !== 'ask') {
      if (request.askedBy === null) return this.refuse(socket, TAKE_BACK_TEXTS.noAsk);
      if (request.askedBy === username) return this.refuse(socket, TAKE_BACK_TEXTS.ownAsk);
      taker = request.askedBy;
      request.askedBy = null;
      if (answer === 'decline') {
        this.io.to(game.id).emit('gameerror', TAKE_BACK_TEXTS.declined(username));
        this.broadcastViews(live);
        return null;
      }
    } else if (request.rule === 'ask') {
      if (request.askedBy !== null) return this.refuse(socket, TAKE_BACK_TEXTS.alreadyAsked);
      // Asked only when there is a move to take back: the opponent answers a real request.
      const probe = game.runner.takeBackRefusal?.(username) ?? null;
      if (probe) return this.refuse(socket, probe);
      request.askedBy = username;
      this.broadcastViews(live);
      return null;
    }
    const outcome = await game.takeBack(taker, request.rule === 'freely');
    if (outcome.refusal !== null) return this.refuse(socket, outcome.refusal);
    this.afterCommand(live);
    return null;
  }

  private afterCommand(live: LiveGame): void {
    this.broadcastViews(live);
    this.reportFinish(live);
    live.computer?.poke();
  }

  private reportFinish(live: LiveGame): void {
    const game = live.hosted;
    if (game.runner.finished && !game.finishReported) {
      game.finishReported = true;
      const lease = live.lease;
      if (lease) {
        this.options.store?.finish(lease).catch((error: unknown) => {
          this.options.logger.warn(
            { err: error, gameId: game.id },
            'Could not mark a game finished',
          );
        });
      }
      this.options.listener.gameFinished(game.id, { ...game.runner.outcome(), chat: live.chat });
    }
  }

  /** Sends every audience of the game (each player, all spectators) what changed for it. */
  private broadcastViews(live: LiveGame): void {
    const game = live.hosted;
    const viewers = new Set<Viewer>();
    for (const username of game.connections.values()) viewers.add(this.viewerName(game, username));
    live.views.broadcast(viewers, this.viewBuilder(live));
  }

  /** Builds the views of the game as it is now, the node's fields laid over the engine's. */
  private viewBuilder(live: LiveGame): ViewBuilder {
    const game = live.hosted;
    const now = this.presenceClock.now();
    const spectators = [...new Set(game.connections.values())].filter((n) => !game.isPlayer(n));
    return (viewer) => {
      const notes = game.spec.players.find((p) => p.username === viewer)?.deck?.notes ?? '';
      const view = withTakeBack(
        withRematch(
          withDeckNotes(withGameFields(game.runner.viewFor(viewer), game.spec), viewer, notes),
          live.rematch.view(),
        ),
        live.takeBack.view(),
      );
      const shown = withChatIdentities(view, live.identities.all());
      return withPresence(shown, live.presence, now, spectators);
    };
  }
}
