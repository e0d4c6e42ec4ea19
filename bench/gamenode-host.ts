// The game node of `gamenode.bench.ts`, in a process of its own so that its memory and its
// event loop are measured apart from the bots: a `GameHost` on an HTTP server hosting bot
// games between the Master Set precons (players `alice` and `bob`, one spectator `carol`).
// It answers the bench over IPC: `host` (how many games) with the handoff tokens and its
// memory before the games; `memory` with its memory now and how long its event loop was held
// up since `play` (the bots started).
import { createServer } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { engineContext } from '../src/engine';
import type { GameSetup } from '../src/engine';
import { TokenSigner } from '../src/server/auth/tokens';
import { EngineRunner } from '../src/server/gamenodes/engine-runner';
import type { ServerOptions } from 'socket.io';
import { GAME_SOCKET_DEFLATE, GameHost } from '../src/server/gamenodes/game-host';
import type { GameNodeListener } from '../src/server/gamenodes/game-node';
import { signHandoff } from '../src/server/gamenodes/handoff-token';
import { createLogger } from '../src/server/logger';
import { readCatalogue } from '../src/server/scripts/catalogue-files';
import { aliceAndBobGame } from '../tests/helpers/hosted-game-spec';
import { setups } from './bot-games';

export const NODE_NAME = 'benchnode';
export const SEATS = [
  { userId: 1, username: 'alice' },
  { userId: 2, username: 'bob' },
  { userId: 3, username: 'carol' },
] as const;

export interface Memory {
  heapUsed: number;
  /** The heap's pages, used or not (after a GC, what the heap keeps from the OS). */
  heapTotal: number;
  /** Memory outside the heap that V8 knows of (buffers). */
  external: number;
  rss: number;
}

/** What the bench asks the node. */
export type HostRequest = { type: 'host'; games: number } | { type: 'play' } | { type: 'memory' };

/** What the node answers. */
export type HostReply =
  | { type: 'ready'; port: number }
  | { type: 'hosted'; before: Memory; games: { gameId: string; tokens: string[] }[] }
  | { type: 'memory'; memory: Memory; loopDelayP99Ms: number };

/** How many times memory is sampled for one answer, and how far apart. */
const SAMPLES = 5;
const SAMPLE_GAP_MS = 200;

function sampleNow(): Memory {
  // Run with --expose-gc: what stays is what the live games hold.
  globalThis.gc?.();
  globalThis.gc?.();
  const { heapUsed, heapTotal, external, rss } = process.memoryUsage();
  return { heapUsed, heapTotal, external, rss };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

/**
 * The node's memory as the median of several samples, each after a full GC: one sample moves
 * with what zlib's threads and the allocator happen to hold at that moment.
 */
async function memoryNow(): Promise<Memory> {
  const samples: Memory[] = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    if (i > 0) await new Promise((done) => setTimeout(done, SAMPLE_GAP_MS));
    samples.push(sampleNow());
  }
  const of = (key: keyof Memory) => median(samples.map((sample) => sample[key]));
  return {
    heapUsed: of('heapUsed'),
    heapTotal: of('heapTotal'),
    external: of('external'),
    rss: of('rss'),
  };
}

/** The game sockets' deflate of each bench path (see gamenode.bench.ts). */
function deflateOf(path: string | undefined): { deflate?: ServerOptions['perMessageDeflate'] } {
  // Until issue 23: every message deflated, zlib's default 32 KiB window.
  if (path === 'unbounded') return { deflate: { threshold: 1024 } };
  // Whole views only and a 4 KiB window, at memLevel 6 (48 KiB a socket).
  if (path === 'before') {
    return { deflate: { ...GAME_SOCKET_DEFLATE, zlibDeflateOptions: { memLevel: 6 } } };
  }
  return {};
}

function reply(message: HostReply): void {
  process.send?.(message);
}

function isHostRequest(value: unknown): value is HostRequest {
  return typeof value === 'object' && value !== null && 'type' in value;
}

async function main(): Promise<void> {
  const context = engineContext(readCatalogue());
  const signer = new TokenSigner('gamenode-bench-secret');
  const setupOf = new Map<string, GameSetup>();
  const listener: GameNodeListener = {
    gameFinished: () => undefined,
    gameClosed: () => undefined,
    userLeft: () => undefined,
    rematchAgreed: () => undefined,
  };
  const server = createServer();
  const host = new GameHost({
    name: NODE_NAME,
    httpServer: server,
    signer,
    logger: createLogger('silent'),
    listener,
    awolMs: 10 * 60_000,
    ...deflateOf(process.env.GAMENODE_BENCH_PATH),
    runnerFactory: (game) => {
      const setup = setupOf.get(game.gameId);
      if (!setup) throw new Error(`No setup for ${game.gameId}`);
      return new EngineRunner(game, context, Date.now, { setup, commands: [] });
    },
  });
  const port = await new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    }),
  );

  // How long the node's event loop was held up while the games ran (every command waits it).
  const loop = monitorEventLoopDelay({ resolution: 10 });
  process.on('message', (message: unknown) => {
    if (!isHostRequest(message)) return;
    if (message.type === 'play') {
      loop.reset();
      loop.enable();
      return;
    }
    if (message.type === 'memory') {
      loop.disable();
      const loopDelayP99Ms = loop.percentile(99) / 1e6;
      void memoryNow().then((memory) => reply({ type: 'memory', memory, loopDelayP99Ms }));
      return;
    }
    void (async () => {
      const before = await memoryNow();
      const games: { gameId: string; tokens: string[] }[] = [];
      for (const setup of setups(message.games, 'bench-node')) {
        const game = aliceAndBobGame(SEATS[0].username, SEATS[1].username);
        setupOf.set(game.gameId, setup);
        await host.host(game);
        const tokens = await Promise.all(
          SEATS.map((seat) =>
            signHandoff(signer, { gameId: game.gameId, node: NODE_NAME, ...seat }),
          ),
        );
        games.push({ gameId: game.gameId, tokens });
      }
      reply({ type: 'hosted', before, games });
    })();
  });
  process.on('disconnect', () => {
    void host.close().finally(() => process.exit(0));
  });
  reply({ type: 'ready', port });
}

void main();
