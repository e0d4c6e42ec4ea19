import { defineConfig } from 'vitest/config';

/** Browser tests: Debian's Chromium driven by playwright-core against the real server. */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    // The database a server makes on its first start, copied for each file's server.
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 300_000,
    pool: 'forks',
    // One file at a time: two at once finish sooner, but on two cores the board's
    // real-time prompt timers (board-panels) then ran out before the test read them.
    maxWorkers: 1,
    fileParallelism: false,
  },
});
