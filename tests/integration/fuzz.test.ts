import { describe, expect, it } from 'vitest';
import { runFuzz } from '../fuzz/harness';

/**
 * A small run of `npm run fuzz` on every test run: hostile REST requests and socket messages
 * against a real server must leave no crash, no 5xx, no broken game, no change from refused
 * input and no error line. The seed is fixed so that the suite is repeatable; `npm run fuzz`
 * explores other seeds at larger sizes.
 */
describe('fuzzing the server', () => {
  const seed = 1;

  it(`finds nothing in 800 requests and 1500 socket messages (seed ${seed})`, async () => {
    const report = await runFuzz({
      requests: 800,
      messages: 1500,
      seconds: 240,
      seed,
      database: 'pglite',
    });
    expect(report.details()).toEqual([]);
    expect(report.clean).toBe(true);
    expect(report.requests).toBeGreaterThan(0);
    expect(report.messages).toBeGreaterThan(0);
    expect(report.games).toBeGreaterThan(0);
  }, 300_000);
});
