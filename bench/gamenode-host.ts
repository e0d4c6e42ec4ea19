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
import { GameHost } from '../src/server/gamenodes/game-host';
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

function memoryNow(): Memory {
  // Run with --expose-gc: what stays is what the live games hold.
  globalThis.gc?.();
  globalThis.gc?.();
  const { heapUsed, heapTotal, external, rss } = process.memoryUsage();
  return { heapUsed, heapTotal, external, rss };
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
    // "before": the deflate the node had until issue 23 (every message, a 32 KiB window).
    ...(process.env.GAMENODE_BENCH_PATH === 'before' ? { deflate: { threshold: 1024 } } : {}),
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
      reply({ type: 'memory', memory: memoryNow(), loopDelayP99Ms });
      return;
    }
    void (async () => {
      const before = memoryNow();
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
