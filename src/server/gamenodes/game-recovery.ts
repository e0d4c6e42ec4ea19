import type { Logger } from '../logger';
import type { GameHost } from './game-host';
import type { GameLogStore, StoredLiveGame } from './game-log-store';

export interface GameRecoveryOptions {
  host: GameHost;
  store: GameLogStore;
  logger: Logger;
  /** Told of every game this node took over (the lobby hands its players here). */
  onAdopted(stored: StoredLiveGame): void;
  /** A disabled node takes no games over. */
  canAdopt(): boolean;
}

/**
 * Takes stored games over: those whose node's lease lapsed (a node killed, frozen or cut
 * off), looked for every third of the lease time, and at start every unfinished game when
 * this process alone can open the database (the embedded server after a restart). Each is
 * claimed in one statement, so of several nodes looking only one gets it, then rebuilt from
 * its log.
 */
export class GameRecovery {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(private readonly options: GameRecoveryOptions) {}

  start(): void {
    const every = Math.max(100, this.options.store.leaseMs / 3);
    this.timer = setInterval(() => void this.sweep(), every);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One look for games to take over (every unfinished one with `all`); never throws. */
  sweep(all = false): Promise<number> {
    this.running ??= this.adoptClaimable(all).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async adoptClaimable(all: boolean): Promise<number> {
    const { host, store, logger } = this.options;
    if (!this.options.canAdopt()) return 0;
    let adopted = 0;
    try {
      for (const gameId of await store.claimable(all)) {
        if (!all && host.hasGame(gameId)) continue;
        const stored = await this.claim(gameId, all);
        if (!stored) continue;
        adopted += 1;
        logger.info(
          { gameId, commands: stored.commands.length, epoch: stored.lease.epoch },
          'Took a game over from its stored log',
        );
        this.options.onAdopted(stored);
      }
    } catch (error) {
      logger.warn({ err: error }, 'Could not look for games to take over');
    }
    return adopted;
  }

  /** Claims and rebuilds one game; a log that does not replay is logged and left alone. */
  private async claim(gameId: string, force: boolean): Promise<StoredLiveGame | null> {
    const { host, store, logger } = this.options;
    const stored = await store.claim(gameId, host.name, Date.now(), force);
    if (!stored) return null;
    try {
      host.adopt(stored);
      return stored;
    } catch (error) {
      logger.error({ err: error, gameId }, 'A stored game could not be rebuilt from its log');
      await store.release(stored.lease, Date.now()).catch(() => undefined);
      return null;
    }
  }
}
