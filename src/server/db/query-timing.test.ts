import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { openPglite } from './client';
import { QueryTiming, timedMethod, withWrappedMethods } from './query-timing';

describe('withWrappedMethods', () => {
  class Counter {
    #count = 0;
    add(step: number): number {
      this.#count += step;
      return this.#count;
    }
    async later(value: string): Promise<string> {
      return value;
    }
  }

  it('times the wrapped methods and keeps private fields and instanceof working', async () => {
    const times: number[] = [];
    const timing = new QueryTiming();
    timing.observer = (seconds) => times.push(seconds);
    const counter = withWrappedMethods(new Counter(), { later: timedMethod(timing) });
    expect(counter).toBeInstanceOf(Counter);
    expect(counter.add(2)).toBe(2);
    expect(counter.add(3)).toBe(5);
    expect(await counter.later('x')).toBe('x');
    expect(times).toHaveLength(1);
    expect(times[0]).toBeGreaterThanOrEqual(0);
  });

  it('reports failed calls too and passes the error on', async () => {
    const times: number[] = [];
    const timing = new QueryTiming();
    timing.observer = (seconds) => times.push(seconds);
    const failing = withWrappedMethods(
      { run: () => Promise.reject(new Error('boom')) },
      { run: timedMethod(timing) },
    );
    await expect(failing.run()).rejects.toThrow('boom');
    expect(times).toHaveLength(1);
  });
});

describe('database query timing (PGlite)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openPglite('memory://');
  });
  afterAll(() => database.close());

  it('reports every query once observed, inside transactions too, and stops when told', async () => {
    const times: number[] = [];
    await database.db.execute(sql`select 1`);
    database.observeQueries((seconds) => times.push(seconds));
    await database.db.execute(sql`select 1`);
    expect(times).toHaveLength(1);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 2`);
      await tx.execute(sql`select 3`);
    });
    // The two statements inside (PGlite sends BEGIN and COMMIT itself, untimed).
    expect(times).toHaveLength(3);
    const counted = times.length;
    await database.queryRows('select 4');
    expect(times).toHaveLength(counted + 1);
    database.observeQueries(null);
    await database.db.execute(sql`select 5`);
    expect(times).toHaveLength(counted + 1);
  });
});
