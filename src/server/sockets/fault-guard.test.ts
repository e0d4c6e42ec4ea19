import { describe, expect, it } from 'vitest';
import { guard } from './fault-guard';

describe('fault guard', () => {
  it('hands a thrown error and a rejected promise to the fault handler, never to the caller', async () => {
    const faults: unknown[] = [];
    const last: unknown[] = [];
    const throwing = guard(
      () => {
        throw new Error('sync');
      },
      (e) => faults.push(e),
      (e) => last.push(e),
    );
    const rejecting = guard(
      async () => {
        await Promise.resolve();
        throw new Error('async');
      },
      (e) => faults.push(e),
      (e) => last.push(e),
    );
    expect(() => throwing()).not.toThrow();
    rejecting();
    await new Promise((resolve) => setImmediate(resolve));
    expect(faults.map(String)).toEqual(['Error: sync', 'Error: async']);
    expect(last).toEqual([]);
  });

  it('a fault handler that fails goes to the last resort', () => {
    const last: unknown[] = [];
    const handler = guard(
      () => {
        throw new Error('first');
      },
      () => {
        throw new Error('second');
      },
      (e) => last.push(e),
    );
    expect(() => handler()).not.toThrow();
    expect(last.map(String)).toEqual(['Error: second']);
  });

  it('passes arguments through and lets a healthy handler run', () => {
    const seen: number[] = [];
    guard(
      (a: number, b: number) => seen.push(a + b),
      () => undefined,
      () => undefined,
    )(2, 3);
    expect(seen).toEqual([5]);
  });
});
