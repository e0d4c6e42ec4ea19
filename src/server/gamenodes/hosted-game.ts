import type { GameCommand } from '../../protocol/game';
import type { ReplayCommand } from '../../protocol/results';
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
/** A command reached a node that can no longer store the game's moves (it moves to another). */
export const GAME_MOVING = 'The game is moving to another server, please try again in a moment';

/** Where a game's accepted commands are stored before anyone is told of them. */
export interface GameJournal {
  /** Stores command `seq` (1 for the first); rejects when it could not be stored. */
  append(seq: number, entry: ReplayCommand): Promise<void>;
  /** Forgets every command after the first `count` (a take-back); rejects when it could not. */
  truncate(count: number): Promise<void>;
}

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
  /** Told once when a command could not be stored: the game must be rebuilt from its log. */
  onJournalFailed?: (error: unknown) => void;
  private cancelClockTimer: (() => void) | null = null;
  private disposed = false;
  /** A command could not be stored: memory is ahead of the log, so nothing more is accepted. */
  private halted = false;
  /** Commands of the runner's journal already stored. */
  private stored: number;

  constructor(
    readonly spec: HostedGameSpec,
    readonly runner: GameRunner,
    private readonly scheduler: ClockScheduler = realScheduler,
    private readonly journal: GameJournal | null = null,
  ) {
    // A game rebuilt from its log starts with those commands stored.
    this.stored = runner.journal?.().commands.length ?? 0;
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
    return this.runQueued(async (): Promise<CommandOutcome> => {
      if (this.halted) return { refusal: GAME_MOVING };
      const outcome = this.applyMeasured(username, command);
      // Durable before anyone hears of it: the views go out only after this.
      await this.store();
      return outcome;
    }).catch((error: unknown) => ({
      refusal: error instanceof Error ? error.message : 'The command failed',
    }));
  }

  /**
   * Takes `username`'s last move back through the queue (the runner rebuilds the game
   * without it) and forgets it in the stored log too.
   */
  takeBack(username: string, freely: boolean): Promise<CommandOutcome> {
    return this.runQueued(async (): Promise<CommandOutcome> => {
      if (this.halted) return { refusal: GAME_MOVING };
      if (!this.runner.takeBack) return { refusal: 'Moves cannot be taken back in this game' };
      const refusal = this.runner.takeBack(username, freely);
      if (refusal !== null) return { refusal };
      const kept = this.runner.journal?.().commands.length ?? 0;
      if (this.journal && kept < this.stored) {
        try {
          await this.journal.truncate(kept);
        } catch (error) {
          // Memory is now behind the log: rebuild from what is stored, as after a failed append.
          this.halted = true;
          this.clearClockTimer();
          this.onJournalFailed?.(error);
          return { refusal: GAME_MOVING };
        }
      }
      this.stored = Math.min(this.stored, kept);
      this.scheduleClock();
      return { refusal: null, changed: true };
    });
  }

  /** Finishes what is queued (a clean stop lets in-flight commands end first). */
  async drain(): Promise<void> {
    await this.queue;
  }

  /**
   * Stores the runner's commands not stored yet, in order. A failure halts the game here:
   * the sender is told it is moving, and the node rebuilds it from what was stored.
   */
  private async store(): Promise<void> {
    const commands = this.runner.journal?.().commands;
    if (!commands || !this.journal) return;
    while (this.stored < commands.length) {
      const entry = commands[this.stored];
      if (!entry) return;
      try {
        await this.journal.append(this.stored + 1, entry);
      } catch (error) {
        if (!this.halted) {
          this.halted = true;
          this.clearClockTimer();
          this.onJournalFailed?.(error);
        }
        throw new Error(GAME_MOVING);
      }
      this.stored += 1;
    }
  }

  /** The runner applies a command; its outcome and time are counted, the clock timer reset. */
  private applyMeasured(username: string, command: GameCommand): CommandOutcome {
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
  }

  /** Stops the clock timer for good (the game has left the node). */
  dispose(): void {
    this.disposed = true;
    this.clearClockTimer();
  }

  private runQueued<T>(job: () => T | Promise<T>): Promise<T> {
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
    if (this.disposed || this.halted || this.runner.finished) return;
    const deadline = this.runner.clockDeadline();
    if (deadline === null) return;
    const delay = Math.max(0, deadline - this.scheduler.now());
    this.cancelClockTimer = this.scheduler.schedule(() => {
      this.cancelClockTimer = null;
      void this.runQueued(() => this.expireClock()).catch(() => undefined);
    }, delay);
  }

  private async expireClock(): Promise<void> {
    if (this.disposed || this.halted) return;
    const wasFinished = this.runner.finished;
    this.runner.expireClock(this.scheduler.now());
    await this.store();
    if (!wasFinished && this.runner.finished) this.onClockExpired?.();
    else this.scheduleClock();
  }
}
