// The replay file of whole bot games between the Master Set precons (issue 23), before and after
// patches, from the same games:
// - before (format 1): every step the whole compact view with its log's last 30 lines;
// - after (format 2): the first view, a view patch per step and the log once
//   (protocol/replay-format.ts).
// For each: the JSON the API sends, the `{gameId}.ashtable` zip the browser saves (deflate,
// level 9, as app/replay/replay-file.ts writes it), the time the server takes to build it and,
// for format 2, the time the browser takes to rebuild every step from it. Target: a whole
// game's replay file at most 50 KB zipped.
import JSZip from 'jszip';
import { engineContext } from '../src/engine';
import type { EngineContext } from '../src/engine';
import { patchedReplay, readReplayFile } from '../src/protocol/replay-format';
import { readCatalogue } from '../src/server/scripts/catalogue-files';
import { playLoggedGame } from '../src/server/scripts/self-play-log';
import { engineReplayReducer, REPLAY_LOG_TAIL } from '../src/server/services/replay/engine-replay';
import { buildPatchedReplay, buildReplaySteps } from '../src/server/services/replay/replay-steps';
import type { StoredReplay } from '../src/server/services/replay/replay-steps';
import { setups } from './bot-games';
import { kib, percentile } from './figures';

const GAMES = Number(process.env.REPLAYS_BENCH_GAMES ?? 6);
/** The target for a whole game's replay file, zipped. */
const TARGET_ZIPPED_BYTES = 50 * 1000;

interface Figures {
  json: number[];
  zipped: number[];
  buildMs: number[];
}

function figures(): Figures {
  return { json: [], zipped: [], buildMs: [] };
}

async function zippedBytes(json: string): Promise<number> {
  const zip = new JSZip();
  zip.file('bench.json', json);
  const bytes = await zip.generateAsync({
    type: 'uint8array',
    compression: 'DEFLATE',
    compressionOptions: { level: 9 },
  });
  return bytes.byteLength;
}

function timed<T>(work: () => T): { value: T; ms: number } {
  const started = performance.now();
  const value = work();
  return { value, ms: performance.now() - started };
}

async function measure(into: Figures, body: unknown, buildMs: number): Promise<number> {
  const json = JSON.stringify(body);
  const zipped = await zippedBytes(json);
  into.json.push(Buffer.byteLength(json));
  into.zipped.push(zipped);
  into.buildMs.push(buildMs);
  return zipped;
}

function report(label: string, { json, zipped, buildMs }: Figures): void {
  const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
  const [j, z, ms] = [sorted(json), sorted(zipped), sorted(buildMs)];
  console.log(
    `${label}: JSON median ${kib(percentile(j, 50))}, max ${kib(percentile(j, 100))}; zipped median ${kib(percentile(z, 50))}, max ${kib(percentile(z, 100))}; built in median ${Math.round(percentile(ms, 50))} ms, max ${Math.round(percentile(ms, 100))} ms`,
  );
}

export async function run(): Promise<void> {
  const context: EngineContext = engineContext(readCatalogue());
  const reducer = engineReplayReducer(context);
  const before = figures();
  const after = figures();
  const readMs: number[] = [];
  const stored: number[] = [];
  let steps = 0;
  let overTarget = 0;
  for (const [i, setup] of setups(GAMES, 'bench-replays', 'keyed').entries()) {
    const game = playLoggedGame(setup, context, i + 1);
    const { seed, ...rest } = setup;
    const replay: StoredReplay = { seed, setup: rest, commands: game.commands };
    stored.push(Buffer.byteLength(JSON.stringify(replay)));
    const names = { gameId: `bench-${i}`, name: 'bench', players: ['alice', 'bob'] };

    const old = timed(() => buildReplaySteps(reducer, replay, REPLAY_LOG_TAIL));
    await measure(before, { success: true, replay: { ...names, steps: old.value } }, old.ms);

    const patched = timed(() => buildPatchedReplay(reducer, replay));
    const body = { success: true, replay: patchedReplay(names, patched.value) };
    if ((await measure(after, body, patched.ms)) > TARGET_ZIPPED_BYTES) overTarget += 1;
    const json = JSON.stringify(body);
    const read = timed(() => readReplayFile(JSON.parse(json)));
    readMs.push(read.ms);
    steps += read.value.steps.length;
  }
  const sortedStored = [...stored].sort((a, b) => a - b);
  console.log(
    `${GAMES} whole bot games, ${Math.round(steps / GAMES)} steps a game on average; stored seed + setup + command log median ${kib(percentile(sortedStored, 50))}`,
  );
  report('before (format 1, whole views)', before);
  report('after (format 2, patches)', after);
  const sortedRead = [...readMs].sort((a, b) => a - b);
  console.log(
    `browser rebuilds every step of format 2 in median ${Math.round(percentile(sortedRead, 50))} ms; games over the 50 KB zipped target: ${overTarget} of ${GAMES}`,
  );
}
