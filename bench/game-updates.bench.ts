// Bytes a game node sends per game update (issue 23), before and after patches, from the same
// bot-versus-bot games between the Master Set precons, counting after every command one
// message to each player and one to a spectator:
// - before: the whole view as `gamestate` (what the spec's client still gets);
// - after: the `gamepatch` a patch client gets (`server/gamenodes/view-broadcast.ts`), or
//   nothing when its view did not change.
// Deflated figures compress each message on its own (the socket's deflate keeps a context
// between messages, so it does better still).
import { deflateRawSync } from 'node:zlib';
import { createGame, engineContext, viewFor } from '../src/engine';
import type { EngineContext, GameState } from '../src/engine';
import { botRandom } from '../src/engine/bots/legal-commands';
import { setups, step } from './bot-games';
import { nextAudienceView } from '../src/server/gamenodes/view-broadcast';
import type { AudienceState } from '../src/server/gamenodes/view-broadcast';
import { readCatalogue } from '../src/server/scripts/catalogue-files';
import { kib, percentile } from './figures';

const GAMES = Number(process.env.UPDATES_BENCH_GAMES ?? 12);
const VIEWERS = ['alice', 'bob', null] as const;

interface Tally {
  raw: number[];
  deflated: number[];
  /** Bytes of each whole game to one recipient. */
  perRecipient: number[];
}

function tally(): Tally {
  return { raw: [], deflated: [], perRecipient: [] };
}

function count(into: Tally, event: string, payload: unknown): number {
  const json = JSON.stringify([event, payload]);
  const bytes = Buffer.byteLength(json);
  into.raw.push(bytes);
  into.deflated.push(deflateRawSync(json).length);
  return bytes;
}

function report(label: string, { raw, deflated, perRecipient }: Tally): void {
  const sorted = [...raw].sort((a, b) => a - b);
  const packed = [...deflated].sort((a, b) => a - b);
  const games = [...perRecipient].sort((a, b) => a - b);
  console.log(
    `${label}: ${sorted.length} messages — median ${percentile(sorted, 50)} B, p95 ${percentile(sorted, 95)} B raw; deflated median ${percentile(packed, 50)} B, p95 ${percentile(packed, 95)} B; whole game per recipient median ${kib(percentile(games, 50))}, p95 ${kib(percentile(games, 95))}`,
  );
}

export function run(): void {
  const context: EngineContext = engineContext(readCatalogue());
  const before = tally();
  const after = tally();
  setups(GAMES, 'bench-updates').forEach((setup, i) => {
    const random = botRandom(i + 1);
    const sent = new Map<string | null, AudienceState>();
    const wholeBytes = new Map<string | null, number>();
    const patchBytes = new Map<string | null, number>();
    let state: GameState | null = createGame(setup, context);
    while (state) {
      for (const viewer of VIEWERS) {
        const view = viewFor(state, context, viewer);
        const whole = count(before, 'gamestate', view);
        wholeBytes.set(viewer, (wholeBytes.get(viewer) ?? 0) + whole);
        const { next, patch } = nextAudienceView(sent.get(viewer), view);
        // The first view goes whole to either kind of client.
        const bytes = !sent.has(viewer)
          ? count(after, 'gamesync', { rev: 0, view })
          : patch
            ? count(after, 'gamepatch', patch)
            : 0;
        sent.set(viewer, next);
        patchBytes.set(viewer, (patchBytes.get(viewer) ?? 0) + bytes);
      }
      state = step(state, context, random);
    }
    before.perRecipient.push(...wholeBytes.values());
    after.perRecipient.push(...patchBytes.values());
  });
  console.log(`game updates over ${GAMES} bot games (players and a spectator):`);
  report('  before (whole gamestate)', before);
  report('  after (gamesync + gamepatch)', after);
}
