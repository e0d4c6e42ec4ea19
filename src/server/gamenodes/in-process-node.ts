import type { Server as HttpServer } from 'node:http';
import type { TokenSigner } from '../auth/tokens';
import type { Logger } from '../logger';
import { GameHost } from './game-host';
import type { GameNode, GameNodeListener, HostedGameSpec } from './game-node';
import { createRunner } from './game-runner';
import type { RunnerFactory } from './game-runner';
import type { GameNodeMetrics } from './node-metrics';

export interface InProcessNodeOptions {
  name: string;
  httpServer: HttpServer;
  signer: TokenSigner;
  logger: Logger;
  version: string;
  listener: GameNodeListener;
  runnerFactory?: RunnerFactory;
  /** See GameNodeConfig.awolMs. */
  awolMs: number;
  /** The process's figures: this node's games, sockets and commands are counted there. */
  metrics?: GameNodeMetrics;
}

/**
 * The game node inside the lobby's process: its game socket is on /{name}/socket.io of the
 * lobby's own HTTP server, and it tells the lobby about its games by direct calls.
 */
export class InProcessGameNode implements GameNode {
  readonly address = null;
  readonly port = null;
  disabled = false;
  private readonly host: GameHost;
  private readonly unwatch: () => void;

  constructor(private readonly options: InProcessNodeOptions) {
    this.host = new GameHost({
      name: options.name,
      httpServer: options.httpServer,
      signer: options.signer,
      logger: options.logger,
      listener: options.listener,
      runnerFactory: options.runnerFactory ?? createRunner,
      awolMs: options.awolMs,
      metrics: options.metrics,
    });
    this.unwatch = options.metrics?.watchHost(this.host) ?? (() => undefined);
  }

  get name(): string {
    return this.options.name;
  }

  get version(): string {
    return this.options.version;
  }

  numGames(): number {
    return this.host.numGames();
  }

  hasGame(gameId: string): boolean {
    return this.host.hasGame(gameId);
  }

  async hostGame(spec: HostedGameSpec): Promise<void> {
    this.host.host(spec);
  }

  endGame(gameId: string): void {
    this.host.endGame(gameId);
  }

  leaveGame(gameId: string, username: string): void {
    this.host.leaveGame(gameId, username);
  }

  callOffRematch(gameId: string, reason: string): void {
    this.host.callOffRematch(gameId, reason);
  }

  async restart(): Promise<void> {
    this.host.endAll();
  }

  async close(): Promise<void> {
    this.unwatch();
    await this.host.close();
  }
}
