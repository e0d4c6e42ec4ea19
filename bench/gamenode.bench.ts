// How many games one game node holds (issue 23): 50 and 200 concurrent bot games on one node
// (`gamenode-host.ts`, its own process, as a node is) through real game sockets that ask for
// patches as the app's do — two bot players and one spectator a game. Each bot thinks
// THINK_MS (give or take half) before each command, as someone at the table would, then sends
// it with an acknowledgement: the round trip runs from the send to the acknowledgement, which
// the node gives once the command's views are out. Memory per game is the node's heap and RSS
// growth over the games added after a warm-up fifth, their sockets' deflate contexts
// included: each figure the median of five samples, each after a full GC, with glibc's
// arenas at MALLOC_ARENA_MAX=2 as a node is run. "idle" is sampled once every game's sockets
// are connected and synced (each has its deflate context), before the bots play; "live" after
// they played. RSS also holds what V8 and malloc keep for traffic (the young generation grown
// under 200 games' commands, freed zlib buffers), so it is read beside heap and external.
//
// "before" is the node with the deflate it had before memLevel 3 (whole views only, a 4 KiB
// window, memLevel 6: 48 KiB of zlib a socket), "after" as it is now (about 20 KiB);
// "unbounded" (not run by default) the deflate it had until issue 23 (every message, zlib's
// default 32 KiB window). The rest of the node is the same code in each.
// GAMENODE_BENCH_GAMES (e.g. "50,200"), GAMENODE_BENCH_PATHS ("before,after,unbounded"),
// GAMENODE_BENCH_SECONDS and GAMENODE_BENCH_THINK_MS change the run.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { io as connect } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { ViewStream } from '../src/board/store/view-stream';
import { botRandom, legalCommands } from '../src/engine/bots/legal-commands';
import {
  GAME_PATCH_EVENT,
  GAME_SYNC_EVENT,
  PATCHES_QUERY,
  RESYNC_EVENT,
} from '../src/protocol/game-sync';
import type { GameView } from '../src/protocol/game-view';
import { NODE_NAME, SEATS } from './gamenode-host';
import type { HostReply, HostRequest, Memory } from './gamenode-host';
import { BenchChild, nodeArgs, tagged } from './bench-child';
import { percentile } from './figures';

const GAME_COUNTS = (process.env.GAMENODE_BENCH_GAMES ?? '50,200').split(',').map(Number);
const SECONDS = Number(process.env.GAMENODE_BENCH_SECONDS ?? 20);
/** glibc's malloc arenas of the node, as the README advises to run one (see run()). */
const ARENAS = process.env.MALLOC_ARENA_MAX ?? '2';
const PATHS = (process.env.GAMENODE_BENCH_PATHS ?? 'before,after')
  .split(',')
  .filter((path): path is Path => path === 'before' || path === 'after' || path === 'unbounded');
const THINK_MS = Number(process.env.GAMENODE_BENCH_THINK_MS ?? 1000);
/** Round trips in the first seconds (connections, first JIT) are left out. */
const WARM_UP_MS = 3000;

/** One game socket that keeps its view from patches and, for a player, plays it. */
class BotSocket {
  readonly socket: Socket;
  private readonly stream = new ViewStream();
  view: GameView | null = null;
  private inFlight = false;
  private thinking: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    port: number,
    token: string,
    private readonly player: string | null,
    private readonly random: () => number,
    private readonly roundTrips: number[],
    private readonly measureFrom: { at: number },
  ) {
    this.socket = connect(`http://127.0.0.1:${port}`, {
      path: `/${NODE_NAME}/socket.io`,
      query: { token, [PATCHES_QUERY]: '1' },
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
    });
    this.socket.on(GAME_SYNC_EVENT, (payload: unknown) => this.take(this.stream.sync(payload)));
    this.socket.on(GAME_PATCH_EVENT, (payload: unknown) => this.take(this.stream.patch(payload)));
  }

  synced(): Promise<void> {
    return new Promise((done) => {
      if (this.view) done();
      else this.socket.once(GAME_SYNC_EVENT, () => done());
    });
  }

  start(): void {
    this.stopped = false;
    this.consider();
  }

  stop(): void {
    this.stopped = true;
    if (this.thinking) clearTimeout(this.thinking);
    this.thinking = null;
  }

  close(): void {
    this.stop();
    this.socket.close();
  }

  private take(result: GameView | 'resync'): void {
    if (result === 'resync') {
      this.socket.emit(RESYNC_EVENT);
      return;
    }
    this.view = result;
    this.consider();
  }

  /** With something to do and nothing on its way, the bot thinks, then moves. */
  private consider(): void {
    if (this.stopped || !this.player || this.inFlight || this.thinking) return;
    if (!this.view || this.view.winner || legalCommands(this.view, this.player).length === 0)
      return;
    const think = THINK_MS * (0.5 + this.random());
    this.thinking = setTimeout(() => this.move(), think);
  }

  private move(): void {
    this.thinking = null;
    if (this.stopped || !this.player || !this.view) return;
    const options = legalCommands(this.view, this.player);
    const command = options[Math.floor(this.random() * options.length)];
    if (!command) return;
    this.inFlight = true;
    const sent = performance.now();
    this.socket.emit('game', command, () => {
      const now = performance.now();
      if (sent >= this.measureFrom.at) this.roundTrips.push(now - sent);
      this.inFlight = false;
      // A refused or idle command sends no view: the bot looks again at what it has.
      this.consider();
    });
  }
}

function perGame(before: Memory, after: Memory, games: number): string {
  const mib = (bytes: number) => `${(bytes / games / 1024 / 1024).toFixed(2)} MiB`;
  const grew = (key: keyof Memory) => mib(after[key] - before[key]);
  return `heap used ${grew('heapUsed')} (of its pages ${grew('heapTotal')}), external ${grew('external')}, RSS ${grew('rss')}`;
}

/** The node's deflate: as it is (`after`), at memLevel 6 (`before`), before issue 23. */
type Path = 'before' | 'after' | 'unbounded';

function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}

async function measure(games: number, path: Path): Promise<void> {
  // GAMENODE_BENCH_NODE_ARGS="--cpu-prof" profiles the node.
  const node = new BenchChild<HostRequest, HostReply>(
    'gamenode-host.ts',
    tagged<HostReply>(['ready', 'hosted', 'memory']),
    ['--expose-gc', ...nodeArgs('GAMENODE_BENCH_NODE_ARGS')],
    { GAMENODE_BENCH_PATH: path, MALLOC_ARENA_MAX: ARENAS },
  );
  const bots: BotSocket[] = [];
  try {
    const ready = await node.next();
    if (ready.type !== 'ready') throw new Error('The node did not start');
    const roundTrips: number[] = [];
    const measureFrom = { at: Number.POSITIVE_INFINITY };
    /** The node hosts `count` more games; their bots connect and start playing. */
    const join = async (count: number) => {
      const hosted = await node.ask({ type: 'host', games: count });
      if (hosted.type !== 'hosted') throw new Error('The node did not host the games');
      const joined = hosted.games.flatMap(({ tokens }) =>
        SEATS.map((seat, s) => {
          const player = seat.username === 'carol' ? null : seat.username;
          const random = botRandom(bots.length + 1);
          const bot = new BotSocket(
            ready.port,
            tokens[s] ?? '',
            player,
            random,
            roundTrips,
            measureFrom,
          );
          bots.push(bot);
          return bot;
        }),
      );
      await Promise.all(joined.map((bot) => bot.synced()));
      for (const bot of joined) bot.start();
    };
    const memory = async () => {
      const answer = await node.ask({ type: 'memory' });
      if (answer.type !== 'memory') throw new Error('The node did not report its memory');
      return answer;
    };
    // A fifth of the games warm the node up (its code compiled, its heap's young generation
    // grown under the traffic): the memory per game is what the other games add.
    const first = Math.max(1, Math.round(games / 5));
    await join(first);
    await sleep(WARM_UP_MS);
    const warm = await memory();
    await join(games - first);
    const idle = await memory();
    measureFrom.at = performance.now() + WARM_UP_MS;
    node.tell({ type: 'play' });
    // The bots' own event loop adds to every round trip: its delay is printed beside them.
    const botLoop = monitorEventLoopDelay({ resolution: 10 });
    botLoop.enable();
    await sleep(SECONDS * 1000);
    botLoop.disable();
    for (const bot of bots) bot.stop();
    const live = await memory();
    const sorted = [...roundTrips].sort((a, b) => a - b);
    const finished = bots.filter((bot) => bot.view?.winner).length / SEATS.length;
    console.log(
      `${path}: ${games} concurrent games (${bots.length} sockets, think ${THINK_MS} ms): ${sorted.length} commands in ${SECONDS - WARM_UP_MS / 1000} s, round trip p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${(sorted.at(-1) ?? NaN).toFixed(1)} ms; ${finished} finished`,
    );
    const added = games - first;
    console.log(
      `  memory per game (the last ${added}), idle: ${perGame(warm.memory, idle.memory, added)}`,
    );
    console.log(
      `  memory per game, live: ${perGame(warm.memory, live.memory, added)}; event loop delay p99: node ${live.loopDelayP99Ms.toFixed(1)} ms, bots ${(botLoop.percentile(99) / 1e6).toFixed(1)} ms`,
    );
  } finally {
    for (const bot of bots) bot.close();
    node.stop();
  }
}

export async function run(): Promise<void> {
  // zlib allocates each socket's context on a libuv thread; with glibc's default arenas (8 a
  // core) the freed memory around them stays in the process: MALLOC_ARENA_MAX=2 keeps RSS to
  // what the games hold. Set MALLOC_ARENA_MAX to measure another.
  console.log(`node run with MALLOC_ARENA_MAX=${ARENAS}`);
  for (const games of GAME_COUNTS) {
    for (const path of PATHS) await measure(games, path);
  }
}
