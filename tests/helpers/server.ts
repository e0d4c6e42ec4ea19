import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildServer } from '../../src/server/app';
import type { BuiltServer } from '../../src/server/app';
import type { ResponseMismatch } from '../../src/server/openapi/response-check';
import { loadConfig } from '../../src/server/config';
import { createLogger } from '../../src/server/logger';
import type { Logger } from '../../src/server/logger';
import type { DatabaseKind, TestDatabase } from './databases';
import { createTestDatabase } from './databases';

/** The shared catalogue beside the repository, unless ASHES_DATA_DIR says otherwise. */
export const SHARED_DATA_DIR =
  process.env.ASHES_DATA_DIR ?? resolve(import.meta.dirname, '../../../shared/ashes-data');

export interface TestServer {
  server: BuiltServer;
  testDb: TestDatabase;
  /** http://127.0.0.1:port */
  url: string;
  dataDir: string;
  /** Answers that did not match their route's response schema (close() fails on any). */
  responseMismatches: ResponseMismatch[];
  close(): Promise<void>;
}

/**
 * A real server in this process on a free loopback port, with a fresh database and a
 * temporary DATA_DIR. `env` overrides configuration (e.g. ASHES_DATA_DIR, REQUIRE_ACTIVATION).
 */
export async function startTestServer(
  kind: DatabaseKind = 'pglite',
  env: Record<string, string> = {},
  options: { logger?: Logger } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ashtable-test-'));
  const testDb = await createTestDatabase(kind);
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SERVE_CLIENT: 'false',
    LOG_LEVEL: 'warn',
    ...env,
  });
  const logger = options.logger ?? createLogger(config.logLevel);
  const responseMismatches: ResponseMismatch[] = [];
  // Every API test doubles as a check of the API's description: an answer its route's
  // schema does not allow fails the test file when the server closes.
  const server = await buildServer(config, testDb.database, logger, {
    onResponseMismatch: (mismatch) => responseMismatches.push(mismatch),
  });
  const port = await server.listen();
  return {
    server,
    testDb,
    url: `http://127.0.0.1:${port}`,
    dataDir,
    responseMismatches,
    async close() {
      await server.close();
      await testDb.dispose();
      rmSync(dataDir, { recursive: true, force: true });
      if (responseMismatches.length > 0) {
        const lines = responseMismatches.map(
          (m) => `${m.method} ${m.url} ${m.status}: ${m.problem}`,
        );
        throw new Error(`Answers that do not match their schema:\n${lines.join('\n')}`);
      }
    },
  };
}
