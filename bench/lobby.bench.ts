// The lobby under load (issue 23): N socket.io clients on one lobby (`lobby-server.ts`, its
// own process). Broadcast: a banner of a game summary's size (about 600 bytes) to every
// socket, timed from the bench's request to each socket's receipt, at 1,000 and 5,000 sockets;
// "before" is the lobby's old way in the same run (one `socket.emit` per socket, so socket.io
// encodes it once a socket), "after" the lobby's own broadcast (one emit to its room).
// Connect: with 500 games listed, from opening a socket to its game list, one at a time and
// 200 at once, with the list's bytes (JSON): a whole-list client (the spec's, `games`) beside
// a paged one (the app's, `gamepages=1`: its first page of 30) in the same run.
// LOBBY_BENCH_SOCKETS=0 leaves the broadcasts out.
// LOBBY_BENCH_SOCKETS (e.g. "1000,5000"), LOBBY_BENCH_ROUNDS and LOBBY_BENCH_USERS change it.
import { io as connect } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import type { BannerNotice } from '../src/protocol/lobby';
import { GAME_PAGE_EVENT, GAME_PAGES_QUERY } from '../src/protocol/lobby-pages';
import { defaultNewGame } from '../src/protocol/lobby-newgame';
import type { LobbyAck } from '../src/protocol/lobby-server';
import { BenchChild, nodeArgs, tagged } from './bench-child';
import { percentile } from './figures';
import type { LobbyReply, LobbyRequest } from './lobby-server';

const SOCKET_COUNTS = (process.env.LOBBY_BENCH_SOCKETS ?? '1000,5000').split(',').map(Number);
const ROUNDS = Number(process.env.LOBBY_BENCH_ROUNDS ?? 8);
const GAMES = Number(process.env.LOBBY_BENCH_USERS ?? 500);
/** Sockets opened at once while filling the lobby. */
const CONNECT_BATCH = 250;

type Lobby = BenchChild<LobbyRequest, LobbyReply>;

const LIST_KINDS = {
  whole: 'whole-list client (the spec’s `games`)',
  paged: `paged client (\`${GAME_PAGES_QUERY}=1\`, its first page)`,
};

/** A whole-list client (the spec's), or one that asks for the list in pages (the app's). */
type ListKind = 'whole' | 'paged';

function open(url: string, kind: ListKind = 'whole'): Socket {
  return connect(url, {
    query: kind === 'paged' ? { [GAME_PAGES_QUERY]: '1' } : {},
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
  });
}

/**
 * Opens a socket and resolves with it, the ms until its game list (or first page) arrived
 * and the bytes of that list as JSON.
 */
function arrive(
  url: string,
  kind: ListKind = 'whole',
): Promise<{ socket: Socket; ms: number; bytes: number }> {
  const started = performance.now();
  const socket = open(url, kind);
  return new Promise((done, fail) => {
    socket.once(kind === 'paged' ? GAME_PAGE_EVENT : 'games', (list: unknown) => {
      done({ socket, ms: performance.now() - started, bytes: JSON.stringify(list).length });
    });
    socket.once('connect_error', fail);
  });
}

async function fill(url: string, sockets: Socket[], count: number): Promise<void> {
  while (sockets.length < count) {
    const batch = Math.min(CONNECT_BATCH, count - sockets.length);
    const opened = await Promise.all(Array.from({ length: batch }, () => arrive(url)));
    sockets.push(...opened.map((o) => o.socket));
  }
}

/** Latencies of every socket over the rounds of one path. */
async function broadcastRounds(
  lobby: Lobby,
  sockets: Socket[],
  path: 'before' | 'after',
  firstRound: number,
): Promise<{ latencies: number[]; serverMs: number[] }> {
  const latencies: number[] = [];
  const serverMs: number[] = [];
  // A game summary's worth of text, so the payload weighs what a game change does.
  const padding = 'x'.repeat(600);
  for (let round = firstRound; round < firstRound + ROUNDS; round += 1) {
    const tag = `round ${round} `;
    const started = performance.now();
    let pending = sockets.length;
    const all = new Promise<void>((done) => {
      for (const socket of sockets) {
        const heard = (notice: BannerNotice) => {
          if (!notice.message.startsWith(tag)) return;
          socket.off('banner', heard);
          latencies.push(performance.now() - started);
          pending -= 1;
          if (pending === 0) done();
        };
        socket.on('banner', heard);
      }
    });
    const sent = await lobby.ask({ type: 'broadcast', path, notice: { message: tag + padding } });
    if (sent.type === 'broadcast') serverMs.push(sent.serverMs);
    await all;
    await new Promise((done) => setTimeout(done, 100));
  }
  return { latencies: latencies.sort((a, b) => a - b), serverMs: serverMs.sort((a, b) => a - b) };
}

function figures(sorted: number[]): string {
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms`;
}

/** Latencies at the sockets, and the lobby's own time to send (its event loop held that long). */
function broadcastFigures({ latencies, serverMs }: { latencies: number[]; serverMs: number[] }) {
  return `${figures(latencies)} (lobby busy median ${percentile(serverMs, 50).toFixed(1)} ms)`;
}

async function connectTimes(url: string, users: { token: string }[]): Promise<void> {
  const owners: Socket[] = [];
  try {
    // Each user creates a game, as the lobby's players would.
    for (let i = 0; i < users.length; i += CONNECT_BATCH) {
      const batch = users.slice(i, i + CONNECT_BATCH);
      const made = await Promise.all(
        batch.map(async (user, j) => {
          const socket = open(url);
          const request = (event: string, ...args: unknown[]) =>
            new Promise<LobbyAck>((done) => socket.emit(event, ...args, done));
          await request('authenticate', { token: user.token });
          await request('newgame', defaultNewGame(`Game ${i + j}`, 'pvp'));
          return socket;
        }),
      );
      owners.push(...made);
    }
    for (const kind of ['whole', 'paged'] as const) {
      const one: number[] = [];
      let bytes = 0;
      for (let i = 0; i < 30; i += 1) {
        const arrived = await arrive(url, kind);
        one.push(arrived.ms);
        bytes = arrived.bytes;
        arrived.socket.close();
      }
      const burst = await Promise.all(Array.from({ length: 200 }, () => arrive(url, kind)));
      for (const { socket } of burst) socket.close();
      const single = one.sort((a, b) => a - b);
      const together = burst.map((b) => b.ms).sort((a, b) => a - b);
      console.log(
        `connect with ${users.length} games listed, ${LIST_KINDS[kind]}: ${(bytes / 1024).toFixed(1)} KiB a connect; one at a time median ${percentile(single, 50).toFixed(1)} ms, p95 ${percentile(single, 95).toFixed(1)} ms; 200 at once ${figures(together)}`,
      );
    }
  } finally {
    for (const socket of owners) socket.close();
  }
}

export async function run(): Promise<void> {
  // LOBBY_BENCH_NODE_ARGS="--cpu-prof" profiles the lobby.
  const lobby: Lobby = new BenchChild(
    'lobby-server.ts',
    tagged<LobbyReply>(['ready', 'broadcast']),
    nodeArgs('LOBBY_BENCH_NODE_ARGS'),
    { LOBBY_BENCH_USERS: String(GAMES) },
  );
  const sockets: Socket[] = [];
  try {
    const ready = await lobby.next();
    if (ready.type !== 'ready') throw new Error('The lobby did not start');
    let round = 0;
    for (const count of SOCKET_COUNTS.filter((n) => n > 0)) {
      await fill(ready.url, sockets, count);
      const before = await broadcastRounds(lobby, sockets, 'before', round);
      round += ROUNDS;
      const after = await broadcastRounds(lobby, sockets, 'after', round);
      round += ROUNDS;
      console.log(
        `broadcast to ${count} sockets (${ROUNDS} rounds): before (a socket.emit each) ${broadcastFigures(before)}; after (one emit to the lobby's room) ${broadcastFigures(after)}`,
      );
    }
    for (const socket of sockets.splice(0)) socket.close();
    await connectTimes(ready.url, ready.users);
  } finally {
    for (const socket of sockets) socket.close();
    lobby.stop();
  }
}
