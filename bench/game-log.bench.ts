// Durable games benchmark (issue 15), from bot-versus-bot games between the Master Set precons:
// - write cost per command: the node's append (lease-fenced INSERT) timed on PGlite and, when
//   it answers, PostgreSQL — median and 95th percentile ms, and stored bytes per command row,
// - replay time of whole games from their log (what a takeover or a restart spends per game),
//   which decides whether snapshots are needed.
import { engineContext } from '../src/engine';
import type { EngineContext, GameSetup } from '../src/engine';
import type { ReplayCommand } from '../src/protocol/results';
import { GameLogStore } from '../src/server/gamenodes/game-log-store';
import { replayLog } from '../src/server/gamenodes/engine-runner';
import { readCatalogue } from '../src/server/scripts/catalogue-files';
import { playLoggedGame } from '../src/server/scripts/self-play-log';
import { createTestDatabase, isPostgresReachable } from '../tests/helpers/databases';
import type { DatabaseKind } from '../tests/helpers/databases';
import { setups } from './bot-games';
import { percentile } from './figures';

const GAMES = Number(process.env.GAME_LOG_BENCH_GAMES ?? 8);

/** Whole bot games, each as its setup and the log a node would have stored. */
function botGames(context: EngineContext): { setup: GameSetup; log: ReplayCommand[] }[] {
  return setups(GAMES, 'bench-log', 'keyed').map((setup, i) => ({
    setup,
    log: playLoggedGame(setup, context, i + 1, 5000, { startAt: 1_700_000_000_000, stepMs: 1000 })
      .commands,
  }));
}

function replayTimes(context: EngineContext, games: { setup: GameSetup; log: ReplayCommand[] }[]) {
  const rows = games.map(({ setup, log }) => {
    const started = performance.now();
    replayLog(setup, context, log);
    return { commands: log.length, ms: performance.now() - started };
  });
  const longest = rows.reduce((a, b) => (b.commands > a.commands ? b : a));
  const perCommand = rows.map((r) => r.ms / Math.max(1, r.commands)).sort((a, b) => a - b);
  console.log(
    `replay from the log: longest game ${longest.commands} commands in ${longest.ms.toFixed(0)} ms; ` +
      `median ${(percentile(perCommand, 50) * 1000).toFixed(0)} µs per command`,
  );
}

async function writeCost(kind: DatabaseKind, log: ReplayCommand[]): Promise<void> {
  const test = await createTestDatabase(kind);
  try {
    const { database } = test;
    const store = new GameLogStore(database, 15_000);
    await database.queryRows(
      `INSERT INTO live_games (game_id, spec, setup, lobby_id, node, lease_expires_at, alive_at)
       VALUES ('bench', '{}', '{}', 'bench', 'bench-node', now() + interval '1 hour', 0)`,
    );
    const lease = { gameId: 'bench', node: 'bench-node', epoch: 1 };
    const times: number[] = [];
    for (const [index, entry] of log.entries())
      times.push(await store.append(lease, index + 1, entry));
    times.sort((a, b) => a - b);
    const [size] = await database.queryRows<{ bytes: number }>(
      `SELECT (sum(pg_column_size(c.*)) / count(*))::float8 AS bytes FROM live_game_commands c`,
    );
    console.log(
      `${kind}: append ${log.length} commands: median ${percentile(times, 50).toFixed(2)} ms, ` +
        `p95 ${percentile(times, 95).toFixed(2)} ms, ${Math.round(size?.bytes ?? 0)} bytes per command row`,
    );
  } finally {
    await test.dispose();
  }
}

export async function run(): Promise<void> {
  const context: EngineContext = engineContext(readCatalogue());
  const games = botGames(context);
  replayTimes(context, games);
  const log = games.flatMap((game) => game.log).slice(0, 1000);
  await writeCost('pglite', log);
  if (await isPostgresReachable()) await writeCost('postgres', log);
  else console.log('postgres: not reachable, skipped');
}
