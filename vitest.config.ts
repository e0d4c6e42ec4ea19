import { defineConfig } from 'vitest/config';

/** Unit tests (beside the code) and integration tests (real server, real database). */
export default defineConfig({
  test: {
    environment: 'node',
    // Generous: a shared two-core machine can take tens of seconds to start PGlite.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'engine',
          include: ['src/engine/**/*.test.ts'],
          // The engine is pure (no I/O, no mocks, no globals), and loading it with every card
          // script costs seconds per file: its files share one module graph per worker, which
          // makes this stage several times faster. Everything else keeps a fresh one per file.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'app-and-server',
          include: ['src/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts', 'tests/*.test.ts'],
          exclude: ['src/engine/**'],
          // As the engine's: most of these files load the whole server (and with it the engine
          // and every card script), which cost seconds of a core per file when each had a fresh
          // module graph. Each test builds its own app, database and sockets, so sharing the
          // modules shares no state between files.
          isolate: false,
          // One migrated PGlite for every test database to start from (tests/helpers/pglite-template.ts).
          globalSetup: ['tests/global-setup.ts'],
        },
      },
    ],
  },
});
