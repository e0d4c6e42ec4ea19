import { connect } from 'node:net';
import { loadConfig } from '../../src/server/config';
import { startGameNode } from '../../src/server/gamenodes/dedicated-node';
import type { RunningGameNode } from '../../src/server/gamenodes/dedicated-node';
import { createLogger } from '../../src/server/logger';
import type { TestServer } from '../helpers/server';
import { requireIfListed } from '../helpers/services';

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether Redis answers (throwing when the run requires it and it does not). */
export async function redisReachable(): Promise<boolean> {
  return requireIfListed('redis', await redisAnswers(), REDIS_URL);
}

/**
 * A plain PING over TCP, so that the check needs no client retries. Generous: a suite of its
 * own may be holding every Redis client in a 10 s CLIENT PAUSE (durable-nodes.test.ts) while
 * this one loads, and a paused Redis still answers once the pause ends.
 */
function redisAnswers(): Promise<boolean> {
  const { hostname, port } = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const socket = connect(Number(port || 6379), hostname);
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(20_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

/**
 * A dedicated game node named `name` beside a test server, on a free loopback port, sharing the
 * server's database and `env` (REDIS_URL, REDIS_PREFIX, JWT_SECRET, timings).
 */
export function startTestGameNode(
  test: TestServer,
  env: Record<string, string>,
  name: string,
): Promise<RunningGameNode> {
  const config = loadConfig({
    ...env,
    HOST: '127.0.0.1',
    DATA_DIR: test.dataDir,
    LOG_LEVEL: 'silent',
    GAMENODE_NAME: name,
    GAMENODE_PORT: '0',
    GAMENODE_ADDRESS: '127.0.0.1',
  });
  return startGameNode({
    config,
    database: test.testDb.database,
    logger: createLogger(config.logLevel),
    version: 'node-test',
  });
}
