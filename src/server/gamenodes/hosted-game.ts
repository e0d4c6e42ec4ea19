import type { GameCommand } from '../../protocol/game';
import type { HostedGameSpec } from './game-node';
import type { CommandOutcome, GameRunner } from './game-runner';
import type { MeasuredOutcome } from './node-metrics';

/** Time and timers of a hosted game; tests inject a fake one. */
export interface ClockScheduler {
  now(): number;
  /** Calls `fire` after `ms`; the returned cancel function stops it. */
  schedule(fire: () => void, ms: number): () => void;
}

/**
 * Commands of one game waiting their turn at most. The engine answers in well under a
 * millisecond, so a longer queue means a client sending faster than anyone plays; beyond it
 * commands are refused rather than held in memory without end.
 */
export const MAX_QUEUED_COMMANDS = 64;
export const GAME_BUSY = 'The game is busy, please try again in a moment';

export const realScheduler: ClockScheduler = {
  now: () => Date.now(),
  schedule(fire, ms) {
    const timer = setTimeout(fire, ms);
    // A pending clock never keeps the process alive.
    timer.unref();
    return () => clearTimeout(timer);
  },
};

/**
 * One live game on a node: its runner and a queue so its commands never interleave. A game
 * with a running clock keeps one timer for the clock's deadline: when it fires the expiry
 * goes through the queue like a command, then `onClockExpired` lets the node broadcast the
 * views and report the finish.
 */
export class HostedGame {
  private queue: Promise<unknown> = Promise.resolve();
  private queued = 0;
  /** Usernames of the players and spectators connected to this game, by socket id. */
  readonly connections = new Map<string, string>();
  /** The lobby has been told the game is over. */
  finishReported = false;
  /** Players who have left: a second leave (game socket and lobby both) changes nothing. */
  private readonly leavers = new Set<string>();
  /** Called after a clock ran out on its own and the game ended by time. */
  onClockExpired?: () => void;
  /** Told how each command ended and how long the runner took (metrics). */
  onCommand?: (outcome: MeasuredOutcome, seconds: number) => void;
  private cancelClockTimer: (() => void) | null = null;
  private disposed = false;

  constructor(
    readonly spec: HostedGameSpec,
    readonly runner: GameRunner,
    private readonly scheduler: ClockScheduler = realScheduler,
  ) {
    this.scheduleClock();
  }

  get id(): string {
    return this.spec.gameId;
  }

  isPlayer(username: string): boolean {
    return this.spec.players.some((p) => p.userId !== null && p.username === username);
  }

  /** A player's leave, once: false when they are no player or already left. */
  markLeft(username: string): boolean {
    if (!this.isPlayer(username) || this.leavers.has(username)) return false;
    this.leavers.add(username);
    return true;
  }

  /** Runs a command after every earlier one of this game has finished. */
  enqueue(username: string, command: GameCommand): Promise<CommandOutcome> {
    if (this.queued >= MAX_QUEUED_COMMANDS) return Promise.resolve({ refusal: GAME_BUSY });
    return this.runQueued(() => {
      this.clearClockTimer();
      const started = process.hrtime.bigint();
      let measured: MeasuredOutcome = 'error';
      try {
        const outcome = this.runner.apply(username, command);
        measured = outcome.refusal === null ? 'applied' : 'refused';
        return outcome;
      } finally {
        this.onCommand?.(measured, Number(process.hrtime.bigint() - started) / 1e9);
        this.scheduleClock();
      }
    }).catch((error: unknown) => ({
      refusal: error instanceof Error ? error.message : 'The command failed',
    }));
  }

  /** Stops the clock timer for good (the game has left the node). */
  dispose(): void {
    this.disposed = true;
    this.clearClockTimer();
  }

  private runQueued<T>(job: () => T): Promise<T> {
    this.queued += 1;
    const run = this.queue.then(job).finally(() => {
      this.queued -= 1;
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  private clearClockTimer(): void {
    this.cancelClockTimer?.();
    this.cancelClockTimer = null;
  }

  /** Sets the timer for the clock's next deadline, if a clock runs. */
  private scheduleClock(): void {
    this.clearClockTimer();
    if (this.disposed || this.runner.finished) return;
    const deadline = this.runner.clockDeadline();
    if (deadline === null) return;
    const delay = Math.max(0, deadline - this.scheduler.now());
    this.cancelClockTimer = this.scheduler.schedule(() => {
      this.cancelClockTimer = null;
      void this.runQueued(() => this.expireClock()).catch(() => undefined);
    }, delay);
  }

  private expireClock(): void {
    if (this.disposed) return;
    const wasFinished = this.runner.finished;
    this.runner.expireClock(this.scheduler.now());
    if (!wasFinished && this.runner.finished) this.onClockExpired?.();
    else this.scheduleClock();
  }
}
