import { defineConfig } from 'vitest/config';

/** Unit tests (beside the code) and integration tests (real server, real database). */
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts', 'tests/*.test.ts'],
    environment: 'node',
    // One migrated PGlite for every test database to start from (tests/helpers/pglite-template.ts).
    globalSetup: ['tests/global-setup.ts'],
    // Generous: a shared two-core machine can take tens of seconds to start PGlite.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
