import type { Server as HttpServer } from 'node:http';
import { Server as SocketServer } from 'socket.io';
import type { Socket } from 'socket.io';
import { parseGameMessage } from '../../protocol/game';
import { gameNodePath } from '../../protocol/lobby';
import type { TokenSigner } from '../auth/tokens';
import type { Logger } from '../logger';
import type { GameNode, GameNodeListener, HostedGameSpec } from './game-node';
import { createRunner } from './game-runner';
import type { RunnerFactory } from './game-runner';
import { verifyHandoff } from './handoff-token';
import type { HandoffClaims } from './handoff-token';
import { HostedGame } from './hosted-game';

export interface InProcessNodeOptions {
  name: string;
  httpServer: HttpServer;
  signer: TokenSigner;
  logger: Logger;
  version: string;
  listener: GameNodeListener;
  runnerFactory?: RunnerFactory;
}

interface GameSocketData {
  claims: HandoffClaims;
}

/**
 * The game node inside the lobby's process: its own socket.io server on /{name}/socket.io of
 * the same HTTP server. A browser connects with the handoff token as the `token` query
 * parameter and is joined to its game's room.
 */
export class InProcessGameNode implements GameNode {
  readonly address = null;
  readonly port = null;
  disabled = false;
  private readonly io: SocketServer;
  private readonly games = new Map<string, HostedGame>();
  private readonly runnerFactory: RunnerFactory;

  constructor(private readonly options: InProcessNodeOptions) {
    this.runnerFactory = options.runnerFactory ?? createRunner;
    this.io = new SocketServer(options.httpServer, {
      path: gameNodePath(options.name),
      cors: { origin: true },
      // Upgrades for the lobby's own path are not ours to cut short.
      destroyUpgrade: false,
    });
    this.io.use((socket, next) => {
      void this.authenticate(socket).then(
        (error) => next(error ? new Error(error) : undefined),
        () => next(new Error('Authentication failed')),
      );
    });
    this.io.on('connection', (socket) => this.onConnection(socket));
  }

  get name(): string {
    return this.options.name;
  }

  get version(): string {
    return this.options.version;
  }

  numGames(): number {
    return this.games.size;
  }

  hasGame(gameId: string): boolean {
    return this.games.has(gameId);
  }

  async hostGame(spec: HostedGameSpec): Promise<void> {
    this.games.set(spec.gameId, new HostedGame(spec, this.runnerFactory(spec)));
  }

  async restart(): Promise<void> {
    for (const gameId of [...this.games.keys()]) this.endGame(gameId);
  }

  async close(): Promise<void> {
    await this.restart();
    await this.io.close();
  }

  private async authenticate(socket: Socket): Promise<string | null> {
    const raw = socket.handshake.query.token ?? socket.handshake.auth.token;
    const token = Array.isArray(raw) ? raw[0] : raw;
    if (typeof token !== 'string' || token.length === 0) return 'Authentication failed';
    const claims = await verifyHandoff(this.options.signer, token);
    if (!claims || claims.node !== this.name) return 'Authentication failed';
    if (!this.games.has(claims.gameId)) return 'Game not found';
    const data: GameSocketData = { claims };
    socket.data = data;
    return null;
  }

  private onConnection(socket: Socket): void {
    const { claims } = socket.data as GameSocketData;
    const game = this.games.get(claims.gameId);
    if (!game) {
      socket.disconnect(true);
      return;
    }
    game.connections.set(socket.id, claims.username);
    void socket.join(game.id);
    socket.emit('gamestate', game.runner.viewFor(this.viewerName(game, claims.username)));

    socket.on('ping', (...args: unknown[]) => {
      const ack = args.at(-1);
      if (typeof ack === 'function') ack({ success: true });
    });
    socket.on('game', (...args: unknown[]) => {
      if (typeof args.at(-1) === 'function') args.pop();
      void this.onGameMessage(socket, game, claims.username, args);
    });
    socket.on('playerTyping', (typing: unknown) => {
      if (!game.isPlayer(claims.username)) return;
      socket.to(game.id).emit('playertyping', { name: claims.username, typing: typing === true });
    });
    socket.on('leavegame', () => this.leave(socket, game, claims.username));
    socket.on('disconnect', () => {
      game.connections.delete(socket.id);
    });
  }

  private leave(socket: Socket, game: HostedGame, username: string): void {
    this.options.listener.userLeft(game.id, username);
    socket.emit('cleargamestate', null);
    socket.disconnect(true);
  }

  private viewerName(game: HostedGame, username: string): string | null {
    return game.isPlayer(username) ? username : null;
  }

  private async onGameMessage(
    socket: Socket,
    game: HostedGame,
    username: string,
    args: unknown[],
  ): Promise<void> {
    const parsed = parseGameMessage(args);
    if (!parsed.ok) {
      socket.emit('gameerror', parsed.error);
      return;
    }
    if (parsed.command.type === 'leavegame') {
      // The engine records the leaver (and the opponent's win) before the socket goes.
      if (game.isPlayer(username)) {
        await game.enqueue(username, parsed.command);
        this.broadcastViews(game);
        this.reportFinish(game);
      }
      this.leave(socket, game, username);
      return;
    }
    if (!game.isPlayer(username)) {
      socket.emit('gameerror', 'Spectators cannot play');
      return;
    }
    const refusal = await game.enqueue(username, parsed.command);
    if (refusal) {
      socket.emit('gameerror', refusal);
      return;
    }
    this.broadcastViews(game);
    this.reportFinish(game);
  }

  private reportFinish(game: HostedGame): void {
    if (game.runner.finished && !game.finishReported) {
      game.finishReported = true;
      this.options.listener.gameFinished(game.id, game.runner.outcome());
    }
  }

  private broadcastViews(game: HostedGame): void {
    for (const [socketId, username] of game.connections) {
      const view = game.runner.viewFor(this.viewerName(game, username));
      this.io.to(socketId).emit('gamestate', view);
    }
  }

  /** Ends a game: everyone connected is told and disconnected, and the lobby drops it. */
  endGame(gameId: string): void {
    const game = this.games.get(gameId);
    if (!game) return;
    this.games.delete(gameId);
    this.io.to(gameId).emit('cleargamestate', null);
    this.io.in(gameId).disconnectSockets(true);
    this.options.listener.gameClosed(gameId);
  }
}
