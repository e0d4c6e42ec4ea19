/** A generator in [0, 1) from a text seed, for choices of the self-play script (decks, pairs). */
import { botRandom } from '../../engine/bots/legal-commands';

/** FNV-1a of the seed's UTF-16 code units: the same text always gives the same number. */
function seedNumber(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function seededRandom(seed: string): () => number {
  return botRandom(seedNumber(seed));
}

/** A uniform index below `n`. */
export function pickIndex(random: () => number, n: number): number {
  return Math.floor(random() * n);
}

/** The items in a random order (each sorted by a random key); the list itself is left as it was. */
export function shuffled<T>(random: () => number, items: readonly T[]): T[] {
  return items
    .map((item) => ({ item, key: random() }))
    .sort((a, b) => a.key - b.key)
    .map((entry) => entry.item);
}
