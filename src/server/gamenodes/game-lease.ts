import type { Logger } from '../logger';
import { GAME_MOVED_MESSAGE } from './game-host';
import type { GameHost } from './game-host';
import type { GameLogStore } from './game-log-store';

/**
 * Renews the leases of a node's stored games every third of the lease time. A game whose
 * lease another node has taken (this node was thought gone: paused, cut off from the
 * database) leaves this node at once, so two nodes never run it. A database that does not
 * answer changes nothing here: the appends of a lapsed lease fail on their own.
 */
export class GameLeaseKeeper {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly host: GameHost,
    private readonly store: GameLogStore,
    private readonly logger: Logger,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.renew(), Math.max(100, this.store.leaseMs / 3));
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One renewal round; never throws (it runs on a timer). */
  renew(): Promise<void> {
    this.running ??= this.renewHeld().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async renewHeld(): Promise<void> {
    const leases = this.host.leases();
    try {
      const held = await this.store.renew(leases, Date.now());
      for (const lease of leases) {
        if (held.has(lease.gameId) || !this.host.hasGame(lease.gameId)) continue;
        this.logger.warn({ gameId: lease.gameId }, 'Another node took this game over');
        this.host.relinquish(lease.gameId, GAME_MOVED_MESSAGE);
      }
    } catch (error) {
      this.logger.warn({ err: error }, 'Could not renew the game leases');
    }
  }
}
