import { describe, expect, it } from 'vitest';
import { CHAT_TOO_FAST, FloodGate, TOO_FAST } from './flood-gate';
import { TokenBucket } from './token-bucket';

describe('token bucket', () => {
  it('allows a burst, then the refill rate', () => {
    const bucket = new TokenBucket(2, 3, 0);
    expect([bucket.take(0), bucket.take(0), bucket.take(0), bucket.take(0)]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(bucket.take(499)).toBe(false);
    expect(bucket.take(500)).toBe(true);
    expect(bucket.take(10_000)).toBe(true);
  });
});

describe('flood gate', () => {
  const limits = {
    messages: { perSecond: 10, burst: 5 },
    chat: { perSecond: 1, burst: 2 },
    disconnectAfter: 20,
  };

  it('refuses beyond the burst, says so at most once a second, and closes a client that keeps on', () => {
    const gate = new FloodGate(limits, 0);
    for (let i = 0; i < 5; i++) expect(gate.check(false, 0).verdict).toBe('ok');
    expect(gate.check(false, 0)).toEqual({ verdict: 'refuse', message: TOO_FAST });
    expect(gate.check(false, 10).verdict).toBe('refuseQuietly');
    const verdicts = Array.from({ length: 20 }, () => gate.check(false, 20).verdict);
    expect(verdicts.at(-1)).toBe('disconnect');
  });

  it('throttles chat separately from other messages', () => {
    const gate = new FloodGate(limits, 0);
    expect(gate.check(true, 0).verdict).toBe('ok');
    expect(gate.check(true, 0).verdict).toBe('ok');
    expect(gate.check(true, 0)).toEqual({ verdict: 'refuse', message: CHAT_TOO_FAST });
    expect(gate.check(false, 0).verdict).toBe('ok');
    expect(gate.check(true, 1000).verdict).toBe('ok');
  });
});
