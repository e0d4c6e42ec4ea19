import { defineConfig } from 'vitest/config';

/** Unit tests (beside the code) and integration tests (real server, real database). */
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts', 'tests/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
