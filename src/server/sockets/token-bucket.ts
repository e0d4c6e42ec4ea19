/**
 * A token bucket: `burst` tokens to start with, refilled at `perSecond`. Each allowed event
 * takes one. It lets a client act in short bursts (a quick series of clicks) while holding
 * its long-run rate to `perSecond`.
 */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    now: number = Date.now(),
  ) {
    this.tokens = burst;
    this.last = now;
  }

  /** Takes a token if there is one. */
  take(now: number = Date.now()): boolean {
    const elapsed = Math.max(0, now - this.last) / 1000;
    this.tokens = Math.min(this.burst, this.tokens + elapsed * this.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
