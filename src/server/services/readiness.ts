import type { Database } from '../db/client';
import type { RedisLink } from '../redis';
import type { CatalogueStore } from './catalogue-store';
import { CATALOGUE_EMPTY_HINT } from './catalogue/hint';

/** One dependency's state: reachable, not reachable (with why), or not configured. */
export interface CheckResult {
  status: 'ok' | 'failing' | 'off';
  message?: string;
}

export interface Readiness {
  /** Every configured dependency answers: the process can take traffic. */
  ready: boolean;
  checks: { database: CheckResult; redis: CheckResult; catalogue: CheckResult };
}

export interface ReadinessDependencies {
  database: Database;
  redis: RedisLink | null;
  catalogue: CatalogueStore;
}

/** An orchestrator probes every few seconds; a dependency slower than this counts as down. */
const CHECK_TIMEOUT_MS = 2000;

/** Settles with the check, or as failing once the time is up (the check itself may go on). */
async function within(check: () => Promise<unknown>, what: string): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(
      () => resolve({ status: 'failing', message: `${what} did not answer in time` }),
      CHECK_TIMEOUT_MS,
    );
    timer.unref();
  });
  const checked = check().then(
    (): CheckResult => ({ status: 'ok' }),
    (error: unknown): CheckResult => ({
      status: 'failing',
      message: `${what} is unreachable: ${error instanceof Error ? error.message : String(error)}`,
    }),
  );
  try {
    return await Promise.race([checked, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

async function checkRedis(redis: RedisLink | null): Promise<CheckResult> {
  if (!redis) return { status: 'off' };
  // A client that is reconnecting queues commands; say so now instead of waiting for it.
  if (redis.pub.status !== 'ready') {
    return { status: 'failing', message: `Redis connection is ${redis.pub.status}` };
  }
  return within(() => redis.pub.ping(), 'Redis');
}

/**
 * Whether this process can serve: the database answers a query, Redis (when configured)
 * answers a ping, and the card catalogue is loaded. The checks run side by side.
 */
export async function checkReadiness(deps: ReadinessDependencies): Promise<Readiness> {
  const [database, redis] = await Promise.all([
    within(() => deps.database.queryRows('select 1'), 'The database'),
    checkRedis(deps.redis),
  ]);
  const catalogue: CheckResult = deps.catalogue.isEmpty
    ? { status: 'failing', message: CATALOGUE_EMPTY_HINT }
    : { status: 'ok' };
  const checks = { database, redis, catalogue };
  return {
    ready: Object.values(checks).every((check) => check.status !== 'failing'),
    checks,
  };
}
