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
    // Two files at a time: most of a browser test is waiting on a browser or a server, so two
    // share the two cores well. Tests that read real-time clocks leave room for a loaded machine.
    maxWorkers: 2,
  },
});
