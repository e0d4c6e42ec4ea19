import type { ComputerDelay } from './computer-seat';
import type { Server as HttpServer } from 'node:http';
import type { TokenSigner } from '../auth/tokens';
import type { Logger } from '../logger';
import { GameHost } from './game-host';
import type { GameNode, GameNodeListener, HostedGameSpec } from './game-node';
import { createRunner } from './game-runner';
import type { RunnerFactory } from './game-runner';
import type { GameNodeMetrics } from './node-metrics';
import type { Database } from '../db/client';
import { GameLeaseKeeper } from './game-lease';
import { GameLogStore } from './game-log-store';
import { GameRecovery } from './game-recovery';

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
  /** Where games are stored so they outlive the process; without it they live in memory. */
  database?: Database;
  /** See GameNodeConfig.leaseMs. */
  leaseMs?: number;
  /** See GameNodeConfig.computerDelay. */
  computerDelay?: ComputerDelay;
}

/** The lobby id an in-process node stores with its games (it tells its lobby directly). */
const IN_PROCESS_LOBBY = 'in-process';

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
  private readonly keeper: GameLeaseKeeper | null = null;
  private readonly recovery: GameRecovery | null = null;

  constructor(private readonly options: InProcessNodeOptions) {
    const store = options.database
      ? new GameLogStore(options.database, options.leaseMs ?? 15_000)
      : undefined;
    this.host = new GameHost({
      store,
      name: options.name,
      httpServer: options.httpServer,
      signer: options.signer,
      logger: options.logger,
      listener: options.listener,
      runnerFactory: options.runnerFactory ?? createRunner,
      awolMs: options.awolMs,
      metrics: options.metrics,
      computerDelay: options.computerDelay,
    });
    this.unwatch = options.metrics?.watchHost(this.host) ?? (() => undefined);
    if (store) {
      this.keeper = new GameLeaseKeeper(this.host, store, options.logger);
      this.recovery = new GameRecovery({
        host: this.host,
        store,
        logger: options.logger,
        onAdopted: (stored) => options.listener.gameMoved?.(stored.spec.gameId, this.name),
        canAdopt: () => !this.disabled,
      });
    }
  }

  /**
   * Hosts the stored games again and starts keeping their leases. The embedded database
   * (PGlite) is this process's alone, so every unfinished game in it is taken back at once;
   * on PostgreSQL this node takes over, like any node, the games whose lease lapsed.
   */
  async start(): Promise<void> {
    if (!this.recovery || !this.keeper) return;
    await this.recovery.sweep(this.options.database?.kind === 'pglite');
    this.keeper.start();
    this.recovery.start();
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
    await this.host.host(spec, IN_PROCESS_LOBBY);
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
    await this.recovery?.stop();
    await this.keeper?.stop();
    await this.host.close();
  }
}
