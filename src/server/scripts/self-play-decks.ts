/**
 * The games `npm run simulate` plays, by its `--decks` option:
 * - core precon ids (`1,2,21`), `core` (all 28) or nothing (the Master Set's six): every
 *   ordered pairing in turn (master-set-pairings.ts);
 * - `all`: every player precon of every collection the server imports (boss decks left out),
 *   in seeded random pairs; every deck plays once before any plays again;
 * - `random`: two random constructed decks a game (random-deck.ts), each from its own seed.
 * Precons the engine cannot set up (cards its catalogue lacks, dice outside the seven magics)
 * are listed as skipped with the reason.
 */
import type { CardCatalogue } from '../../domain/cards';
import type { PreconDeck } from '../../domain/catalogue';
import { isBossDeck } from '../../domain/legality';
import { pairings } from './master-set-pairings';
import { randomDeck } from './random-deck';
import { seededRandom, shuffled } from './seeded-random';
import type { PlayableDeck } from './self-play-log';

/** One game's decks, named for the failure lines. */
export interface Matchup {
  first: PlayableDeck;
  second: PlayableDeck;
}

export interface SkippedDeck {
  name: string;
  reason: string;
}

export interface DeckSelection {
  matchups: Matchup[];
  skipped: SkippedDeck[];
}

/** Why the engine cannot set up a precon, or null when it can. */
function unplayableReason(deck: PreconDeck, catalogue: CardCatalogue): string | null {
  const missing = [...deck.phoenixborn, ...deck.cards, ...deck.conjurations]
    .map((entry) => entry.id)
    .filter((id) => !catalogue[id]);
  if (missing.length > 0) return `cards not in the catalogue: ${missing.join(', ')}`;
  if (deck.specialDice.length > 0)
    return `dice the engine has not: ${deck.specialDice.map((d) => `${d.count} ${d.magic}`).join(', ')}`;
  return null;
}

/** The player precons of every collection (keyed by collection, as the server imports them). */
export function playerPrecons(
  collections: ReadonlyMap<string, readonly PreconDeck[]>,
  catalogue: CardCatalogue,
): { decks: PlayableDeck[]; skipped: SkippedDeck[] } {
  const decks: PlayableDeck[] = [];
  const skipped: SkippedDeck[] = [];
  for (const [collection, list] of collections) {
    for (const deck of list) {
      if (isBossDeck(deck)) continue;
      const named = { ...deck, name: `${collection}: ${deck.name}` };
      const reason = unplayableReason(deck, catalogue);
      if (reason) skipped.push({ name: named.name, reason });
      else decks.push(named);
    }
  }
  return { decks, skipped };
}

/**
 * `count` pairs of indices below `size` (at least 2): the indices in a random order taken two
 * at a time, a new order each time they run out, never a deck against itself.
 */
export function coveringPairs(
  count: number,
  size: number,
  random: () => number,
): [number, number][] {
  if (size < 2) throw new Error(`pairs need two decks at least, not ${size}`);
  const all = Array.from({ length: size }, (_, i) => i);
  const order: number[] = [];
  const pairs: [number, number][] = [];
  while (pairs.length < count) {
    if (order.length < 2) order.push(...shuffled(random, all));
    const first = order.shift() ?? 0;
    // A deck left from the last order may meet itself at the head of the new one: skip it.
    const [second] = order.splice(
      order.findIndex((i) => i !== first),
      1,
    );
    pairs.push([first, second ?? first]);
  }
  return pairs;
}

export interface DeckSources {
  /** The PvP catalogue the engine plays with. */
  catalogue: CardCatalogue;
  /** precon-core.json's decks. */
  core: readonly PreconDeck[];
  /** Every imported collection's decks, read only for `all`. */
  collections: () => ReadonlyMap<string, readonly PreconDeck[]>;
}

function coreMatchups(option: string, games: number, core: readonly PreconDeck[]): Matchup[] {
  const byId = new Map(core.map((deck) => [deck.preconId, deck]));
  const ids =
    option === 'core'
      ? [...byId.keys()].sort((a, b) => a - b)
      : option
          .split(',')
          .filter((id) => id !== '')
          .map(Number);
  const unknown = ids.filter((id) => !byId.has(id));
  if (unknown.length > 0)
    throw new Error(
      `--decks: no core precon ${unknown.join(', ')} (ids 1-28, core, all or random)`,
    );
  return pairings(games, ids.length > 0 ? ids : undefined).map(([a, b]) => {
    const first = byId.get(a);
    const second = byId.get(b);
    if (!first || !second) throw new Error(`precon ${a} or ${b} missing from precon-core.json`);
    return { first, second };
  });
}

/** The games of `--decks <option>`: `games` matchups, the same ones for the same seed. */
export function selectDecks(
  option: string,
  games: number,
  seed: string,
  sources: DeckSources,
): DeckSelection {
  if (option === 'random') {
    const deck = (i: number, seat: string) =>
      randomDeck(
        sources.catalogue,
        seededRandom(`${seed}-${i}-${seat}`),
        `random ${seed}-${i}-${seat}`,
      );
    const matchups = Array.from({ length: games }, (_, i) => ({
      first: deck(i, 'a'),
      second: deck(i, 'b'),
    }));
    return { matchups, skipped: [] };
  }
  if (option === 'all') {
    const { decks, skipped } = playerPrecons(sources.collections(), sources.catalogue);
    const matchups = coveringPairs(games, decks.length, seededRandom(`${seed}-pairs`)).map(
      ([a, b]) => {
        const first = decks[a];
        const second = decks[b];
        if (!first || !second) throw new Error('--decks all: fewer than two playable precons');
        return { first, second };
      },
    );
    return { matchups, skipped };
  }
  return { matchups: coreMatchups(option, games, sources.core), skipped: [] };
}

/** A deck in one line, so a random deck that failed can be read and built again. */
export function deckLine(deck: PlayableDeck): string {
  const list = (entries: readonly { id: string; count: number }[]) =>
    entries.map((e) => `${e.count} ${e.id}`).join(', ');
  const dice = deck.dicepool.map((d) => `${d.count} ${d.magic}`).join(', ');
  return `${deck.name}: ${list(deck.phoenixborn)}; dice ${dice}; ${list(deck.cards)}`;
}
