// Rules engine benchmark (issue 6), from bot-versus-bot games between the Master Set precons:
// - engine commands per second (applyCommand plus the acting player's view, as a node does),
// - memory held per live game (heap growth with many games kept mid-play),
// - bytes per `gamestate` message (median and 95th percentile) and per whole game, counting
//   what a node sends after every command: one view to each player and one to a spectator.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { deflateRawSync } from 'node:zlib';
import { createGame, engineContext, viewFor } from '../src/engine';
import type { EngineContext, GameState } from '../src/engine';
import { botRandom } from '../src/engine/bots/legal-commands';
import { setups, step } from './bot-games';
import { readCatalogue } from '../src/server/scripts/catalogue-files';
import { kib, percentile } from './figures';

const GAMES = Number(process.env.ENGINE_BENCH_GAMES ?? 72);
const LIVE_GAMES = Number(process.env.ENGINE_BENCH_LIVE_GAMES ?? 300);
const LIVE_GAME_COMMANDS = 150;

function commandsPerSecond(context: EngineContext): void {
  let commands = 0;
  const started = performance.now();
  setups(GAMES, 'bench-speed').forEach((setup, i) => {
    const random = botRandom(i + 1);
    let state: GameState | null = createGame(setup, context);
    while (state && commands < Number.MAX_SAFE_INTEGER) {
      state = step(state, context, random);
      if (state) commands += 1;
    }
  });
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `engine speed: ${GAMES} games, ${commands} commands in ${seconds.toFixed(1)} s → ${Math.round(commands / seconds)} commands/s`,
  );
}

function collectGarbage(): () => void {
  setFlagsFromString('--expose-gc');
  const gc: unknown = runInNewContext('gc');
  if (typeof gc !== 'function') throw new Error('gc is not available');
  return () => {
    gc();
    gc();
  };
}

function memoryPerLiveGame(context: EngineContext): void {
  const gc = collectGarbage();
  const games = setups(LIVE_GAMES, 'bench-memory');
  gc();
  const before = process.memoryUsage().heapUsed;
  const live: GameState[] = games.map((setup, i) => {
    const random = botRandom(i + 1);
    let state = createGame(setup, context);
    for (let n = 0; n < LIVE_GAME_COMMANDS; n++) state = step(state, context, random) ?? state;
    return state;
  });
  gc();
  const held = process.memoryUsage().heapUsed - before;
  const jsonSizes = live.map((state) => JSON.stringify(state).length).sort((a, b) => a - b);
  console.log(
    `engine memory: ${LIVE_GAMES} live games after ${LIVE_GAME_COMMANDS} commands each hold ${kib(held)} of heap → ${kib(held / LIVE_GAMES)} per live game (state JSON median ${kib(percentile(jsonSizes, 50))})`,
  );
}

function gamestateBytes(context: EngineContext): void {
  const perMessage: number[] = [];
  const perMessageDeflated: number[] = [];
  const perGame: number[] = [];
  setups(12, 'bench-bytes').forEach((setup, i) => {
    const random = botRandom(i + 1);
    let state: GameState | null = createGame(setup, context);
    let total = 0;
    while (state) {
      for (const viewer of ['alice', 'bob', null]) {
        const json = JSON.stringify(['gamestate', viewFor(state, context, viewer)]);
        const bytes = Buffer.byteLength(json);
        perMessage.push(bytes);
        perMessageDeflated.push(deflateRawSync(json).length);
        total += bytes;
      }
      state = step(state, context, random);
    }
    perGame.push(total);
  });
  const sorted = [...perMessage].sort((a, b) => a - b);
  const deflated = [...perMessageDeflated].sort((a, b) => a - b);
  const games = [...perGame].sort((a, b) => a - b);
  console.log(
    `gamestate bytes: ${sorted.length} messages over ${perGame.length} games — median ${kib(percentile(sorted, 50))}, p95 ${kib(percentile(sorted, 95))} (deflated: median ${kib(percentile(deflated, 50))}, p95 ${kib(percentile(deflated, 95))})`,
  );
  console.log(
    `gamestate bytes per whole game (two players and one spectator): median ${kib(percentile(games, 50))}, p95 ${kib(percentile(games, 95))}`,
  );
}

export function run(): void {
  const context: EngineContext = engineContext(readCatalogue());
  commandsPerSecond(context);
  memoryPerLiveGame(context);
  gamestateBytes(context);
}
