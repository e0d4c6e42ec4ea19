/**
 * The game's randomness, kept in the state so a game is reproducible from its seed and
 * command log and a snapshot carries the generator with it.
 *
 * Every draw and every id is a keyed hash (HMAC-SHA-256) of the game's secret seed and a
 * counter. The seed is a cryptographic random value that never leaves the server while the
 * game runs, so nothing a client sees — die faces, shuffles, card and die ids — says anything
 * about the draws to come: recovering them means recovering the key of HMAC-SHA-256. Ids and
 * draws use separate labels, so ids are not outputs of the stream that rolls and shuffles.
 *
 * Games stored before this scheme ('legacy': an sfc32 generator whose outputs were also the
 * ids) replay with their old generator, so their replays stay identical.
 */
import { createHmac } from 'node:crypto';
import type { GameState, RandomState } from './state';

/** What the generator reads and advances: the secret seed, its counters, the ids in use. */
export type RandomSource = Pick<GameState, 'seed' | 'random' | 'cards' | 'dice'>;

/** The random state of a new game. */
export function newRandomState(seed: string, scheme: RandomState['scheme'] = 'keyed'): RandomState {
  return scheme === 'keyed'
    ? { scheme: 'keyed', draws: 0, ids: 0 }
    : { scheme: 'legacy', words: legacySeedWords(seed) };
}

/** The last block hashed per label: a stream reads its eight words before the next block. */
const lastBlock = new Map<string, { seed: string; index: number; words: Buffer }>();

/** Word n (from 1) of the labelled stream: words 8k+1..8k+8 are HMAC(seed, label:k). */
function keyedWord(seed: string, label: string, n: number): number {
  const index = Math.floor((n - 1) / 8);
  let block = lastBlock.get(label);
  if (!block || block.seed !== seed || block.index !== index) {
    const words = createHmac('sha256', seed).update(`${label}:${index}`).digest();
    block = { seed, index, words };
    lastBlock.set(label, block);
  }
  return block.words.readUInt32BE(((n - 1) % 8) * 4);
}

/** Next 32-bit unsigned value; advances the random state. */
export function nextUint32(state: RandomSource): number {
  const random = state.random;
  if (random.scheme === 'legacy') return legacyNext(random);
  random.draws += 1;
  return keyedWord(state.seed, 'draw', random.draws);
}

/** Uniform integer in [0, n). */
export function randomInt(state: RandomSource, n: number): number {
  if (n <= 1) return 0;
  // Rejection sampling keeps the distribution exact.
  const limit = Math.floor(0x100000000 / n) * n;
  for (;;) {
    const x = nextUint32(state);
    if (x < limit) return x % n;
  }
}

export function shuffleInPlace<T>(state: RandomSource, items: T[]): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(state, i + 1);
    const tmp = items[i] as T;
    items[i] = items[j] as T;
    items[j] = tmp;
  }
}

/** An opaque id for a card or die that reveals nothing about it, its history or the draws. */
export function freshUuid(state: RandomSource): string {
  const random = state.random;
  for (;;) {
    let id: string;
    if (random.scheme === 'legacy') {
      const a = legacyNext(random).toString(16).padStart(8, '0');
      const b = legacyNext(random).toString(16).padStart(8, '0');
      id = `${a}-${b}`;
    } else {
      random.ids += 2;
      const hex = (n: number) => keyedWord(state.seed, 'id', n).toString(16).padStart(8, '0');
      id = `${hex(random.ids - 1)}-${hex(random.ids)}`;
    }
    // 64-bit ids practically never collide; an id already in use is skipped all the same.
    if (!(id in state.cards) && !(id in state.dice)) return id;
  }
}

/** Turns a seed string into the legacy generator's initial state (cyrb128 mix). */
function legacySeedWords(seed: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  return [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
}

/** sfc32 step of the legacy generator. */
function legacyNext(random: Extract<RandomState, { scheme: 'legacy' }>): number {
  let [a, b, c, d] = random.words;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  random.words = [a >>> 0, b >>> 0, c >>> 0, d >>> 0];
  return t >>> 0;
}
