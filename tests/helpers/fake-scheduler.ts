import type { ClockScheduler } from '../../src/server/gamenodes/hosted-game';

/** A scheduler whose time only moves when the test says so. */
export class FakeScheduler implements ClockScheduler {
  time = 1_700_000_000_000;
  private timers: { at: number; fire: () => void }[] = [];

  now(): number {
    return this.time;
  }

  schedule(fire: () => void, ms: number): () => void {
    const timer = { at: this.time + ms, fire };
    this.timers.push(timer);
    return () => {
      this.timers = this.timers.filter((t) => t !== timer);
    };
  }

  get pending(): number {
    return this.timers.length;
  }

  /** Moves time on by `ms`, firing every timer due by then. */
  advance(ms: number): void {
    this.time += ms;
    const due = this.timers.filter((t) => t.at <= this.time);
    this.timers = this.timers.filter((t) => t.at > this.time);
    for (const t of due) t.fire();
  }
}
