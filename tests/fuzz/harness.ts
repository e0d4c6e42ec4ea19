import pino from 'pino';
import { PERMISSION_FLAGS } from '../../src/protocol/user';
import { importCatalogue } from '../../src/server/services/catalogue/import';
import { importDeps } from '../helpers/catalogue';
import type { DatabaseKind } from '../helpers/databases';
import { createLobbyUser, preconDeckId } from '../helpers/lobby-client';
import type { LobbyTestUser } from '../helpers/lobby-client';
import { SHARED_DATA_DIR, startTestServer } from '../helpers/server';
import type { TestServer } from '../helpers/server';
import { FuzzReport } from './report';
import { fuzzRest } from './rest';
import { fuzzSockets } from './sockets';
import { FuzzRandom } from './values';

export interface FuzzOptions {
  requests: number;
  messages: number;
  /** The whole run stops by then, whatever is left of its budgets. */
  seconds: number;
  seed: number;
  database: DatabaseKind;
}

/**
 * What must never change on a refused request: accounts (but the failed-login count, which a
 * wrong password is meant to raise, and the login time), decks, bans, messages, the banner,
 * league pairings, sessions.
 */
const FINGERPRINT_SQL = `SELECT md5(concat_ws('|',
  (SELECT string_agg((to_jsonb(u) - 'last_login_at' - 'failed_logins' - 'login_locked_until')::text, ',' ORDER BY u.id) FROM users u),
  (SELECT string_agg(to_jsonb(d)::text, ',' ORDER BY d.id) FROM decks d),
  (SELECT string_agg(to_jsonb(b)::text, ',' ORDER BY b.id) FROM banlist b),
  (SELECT string_agg(to_jsonb(m)::text, ',' ORDER BY m.id) FROM lobby_messages m),
  (SELECT string_agg(to_jsonb(n)::text, ',') FROM lobby_notice n),
  (SELECT string_agg(to_jsonb(p)::text, ',' ORDER BY p.id) FROM league_pairings p),
  (SELECT string_agg(s.id::text, ',' ORDER BY s.id) FROM sessions s)
)) AS fingerprint`;

/**
 * The REST phase may, as an admin would, have disabled the game nodes; games need one again.
 * A fresh admin does it (the fuzzed one may have lost its rights along the way).
 */
async function enableAllNodes(server: TestServer, report: FuzzReport): Promise<void> {
  const admin = await createLobbyUser(server, 'fuzzrestorer', {
    permissions: { canManageNodes: true },
  });
  const headers = { authorization: `Bearer ${admin.token}` };
  const answer = await fetch(`${server.url}/api/nodes`, { headers });
  const body: unknown = await answer.json();
  const nodes = typeof body === 'object' && body !== null ? Reflect.get(body, 'nodes') : null;
  if (!Array.isArray(nodes)) {
    report.finding('5xx', `GET /api/nodes answered ${answer.status} after the REST phase`);
    return;
  }
  for (const node of nodes) {
    const name: unknown = Reflect.get(node, 'name');
    if (Reflect.get(node, 'status') === 'disabled')
      await fetch(`${server.url}/api/nodes/${String(name)}/toggle`, { method: 'POST', headers });
  }
}

/**
 * One fuzz run against a real server in this process on a loopback port: the REST routes
 * first, then the lobby and game sockets. Anything that would end a server process (an
 * uncaught exception or unhandled rejection) counts as a crash; every error-level log line
 * counts too.
 */
export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const report = new FuzzReport();
  const deadline = Date.now() + options.seconds * 1000;
  const onCrash = (error: unknown) =>
    report.finding(
      'crash',
      (error instanceof Error ? (error.stack ?? error.message) : String(error)).slice(0, 400),
    );
  process.on('uncaughtException', onCrash);
  process.on('unhandledRejection', onCrash);
  const logger = pino(
    { level: 'error', base: { service: 'ashtable' } },
    { write: (line: string) => report.finding('errorLine', line.slice(0, 400)) },
  );
  let test: TestServer | null = null;
  try {
    test = await startTestServer(options.database, { AUTH_RATE_LIMIT: '1000000' }, { logger });
    const server = test;
    await importCatalogue(importDeps(server, { ashesDataDir: SHARED_DATA_DIR }));
    const preconId = await preconDeckId(server, 'standalone');
    const admin = await createLobbyUser(server, 'fuzzadmin', {
      permissions: Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, true])),
    });
    const user = await createLobbyUser(server, 'fuzzuser');
    const r = new FuzzRandom(options.seed);
    let made = 0;
    const newUser = (): Promise<LobbyTestUser> =>
      createLobbyUser(server, `fz${options.seed % 1000}x${(made += 1)}`);
    await fuzzRest(
      {
        base: server.url,
        tokens: [user.token, admin.token],
        knownParams: [user.username, admin.username, '1', '2', String(preconId), 'node1'],
        fingerprint: async () => {
          const [row] = await server.server.ctx.database.queryRows<{ fingerprint: string }>(
            FINGERPRINT_SQL,
          );
          return row?.fingerprint ?? '';
        },
      },
      server.server.routes,
      r,
      options.requests,
      report,
      deadline,
    );
    await enableAllNodes(server, report);
    await fuzzSockets({ test: server, preconId, newUser }, r, report, {
      lobbyMessages: Math.round(options.messages * 0.3),
      gameMessages: options.messages - Math.round(options.messages * 0.3),
      deadline,
      lobbyWorkers: 8,
      gameWorkers: 12,
    });
  } finally {
    await test?.close();
    process.off('uncaughtException', onCrash);
    process.off('unhandledRejection', onCrash);
  }
  return report;
}
