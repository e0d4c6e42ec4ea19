/**
 * Measures a full bot game's replay: bytes stored (seed + setup + command log), bytes of the
 * replay API's JSON (every step's spectator view) and of the downloaded zip (deflate).
 *   npx tsx src/server/scripts/replay-size.ts [--seed S] [--bot N]
 */
import { engineContext } from '../../engine';
import { gzipSync } from 'node:zlib';
import JSZip from 'jszip';
import type { EngineContext, GameSetup } from '../../engine';
import type { ReplayResponse } from '../../protocol/results';
import { engineReplayReducer } from '../services/replay/engine-replay';
import { buildReplaySteps } from '../services/replay/replay-steps';
import { readCatalogue, readPrecons } from './catalogue-files';
import { playLoggedGame, preconSetup } from './self-play-log';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

async function main(): Promise<void> {
  const context: EngineContext = engineContext(readCatalogue());
  const [a, b] = readPrecons();
  if (!a || !b) throw new Error('precon-core.json has no decks');
  const setup: GameSetup = {
    seed: arg('seed', 'size-1'),
    players: [
      { name: 'alice', deck: preconSetup(a) },
      { name: 'bob', deck: preconSetup(b) },
    ],
  };
  const game = playLoggedGame(setup, context, Number(arg('bot', '1')));
  const { seed, ...rest } = setup;
  const stored = JSON.stringify({ seed, setup: rest, commands: game.commands });
  const started = performance.now();
  const steps = buildReplaySteps(engineReplayReducer(context), {
    seed,
    setup: rest,
    commands: game.commands,
  });
  const response: ReplayResponse = {
    success: true,
    replay: { gameId: 'size-test', name: 'size test', players: ['alice', 'bob'], steps },
  };
  const buildMs = Math.round(performance.now() - started);
  const json = JSON.stringify(response);
  const gzipped = gzipSync(json).byteLength;
  const zip = new JSZip();
  zip.file('size-test.json', json);
  const zipped = await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    `${a.name} vs ${b.name}: ${game.final.phase}, ${game.final.round} rounds, ${game.commands.length} commands, ${steps.length} steps built in ${buildMs} ms`,
  );
  console.log(
    `stored (seed + setup + command log): ${kb(Buffer.byteLength(stored))}; replay JSON: ${kb(Buffer.byteLength(json))} (${kb(gzipped)} gzipped on the wire); downloaded zip: ${kb(zipped.byteLength)}`,
  );
}

void main();
