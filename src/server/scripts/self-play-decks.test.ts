import { MAGIC_TYPES } from '../../domain/dice';
// The decks of `npm run simulate -- --decks …`, read from the real catalogue and collections.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../domain/cards';
import type { PreconDeck } from '../../domain/catalogue';
import { deckStatus, isBossDeck } from '../../domain/legality';
import { readCatalogue, readCollections, readPrecons } from './catalogue-files';
import { castableWith } from './random-deck';
import { coveringPairs, playerPrecons, selectDecks } from './self-play-decks';
import type { DeckSources } from './self-play-decks';
import { seededRandom } from './seeded-random';

let catalogue: Record<string, Card>;
let collections: Map<string, PreconDeck[]>;
let sources: DeckSources;

beforeAll(() => {
  catalogue = readCatalogue();
  collections = readCollections();
  sources = { catalogue, core: readPrecons(), collections: () => collections };
});

describe('--decks random', () => {
  it('builds decks that pass the deck rules, with dice that pay for every card', () => {
    const { matchups } = selectDecks('random', 100, 'legal', sources);
    for (const deck of matchups.flatMap((m) => [m.first, m.second])) {
      const status = deckStatus({ ...deck, specialDice: [] }, catalogue);
      expect(status, deck.name).toMatchObject({ legalToPlay: true, noUnreleasedCards: true });
      const dice = Object.fromEntries(deck.dicepool.map((d) => [d.magic, d.count]));
      for (const entry of deck.cards) {
        const card = catalogue[entry.id];
        expect(card && castableWith(card, dice), `${deck.name}: ${entry.id}`).toBe(true);
        expect(card?.type).not.toMatch(/Conjur|Phoenixborn/);
      }
    }
  });

  it('is the same for the same seed and differs between seeds', () => {
    const once = selectDecks('random', 4, 'seven', sources);
    expect(selectDecks('random', 4, 'seven', sources)).toEqual(once);
    const other = selectDecks('random', 4, 'eight', sources);
    expect(other.matchups.map((m) => m.first.cards)).not.toEqual(
      once.matchups.map((m) => m.first.cards),
    );
  });

  it("plays the Phoenixborn's own cards and every magic over enough games", () => {
    const decks = selectDecks('random', 100, 'spread', sources).matchups.flatMap((m) => [
      m.first,
      m.second,
    ]);
    const tied = decks.filter((deck) =>
      deck.cards.some((entry) => catalogue[entry.id]?.phoenixborn),
    );
    expect(tied.length).toBeGreaterThan(20);
    const magics = new Set(decks.flatMap((deck) => deck.dicepool.map((d) => d.magic)));
    expect([...magics].sort()).toEqual([...MAGIC_TYPES].sort());
  });
});

describe('castableWith', () => {
  const cost = (magicCost: Record<string, number>, effectMagicCost = {}) => ({
    magicCost,
    effectMagicCost,
  });

  it('needs a die of the magic for each symbol and any dice for basic ones', () => {
    expect(castableWith(cost({ 'natural:class': 2, basic: 1 }), { natural: 2 })).toBe(true);
    expect(castableWith(cost({ 'natural:class': 3 }), { natural: 2, charm: 5 })).toBe(false);
  });

  it('pays a parallel cost with either magic', () => {
    const hollow = cost({ 'illusion:power / sympathy:power': 1 });
    expect(castableWith(hollow, { sympathy: 1 })).toBe(true);
    expect(castableWith(hollow, { charm: 4 })).toBe(false);
  });

  it("counts the effect's cost too, and cannot pay magics outside the seven", () => {
    expect(castableWith(cost({}, { 'natural:power': 1 }), { ceremonial: 10 })).toBe(false);
    expect(castableWith(cost({ 'artifice:class': 1 }), { ceremonial: 10 })).toBe(false);
  });
});

describe('--decks all', () => {
  it('takes every player precon of every collection, leaves the boss decks out and names why it skips one', () => {
    const { decks, skipped } = playerPrecons(collections, catalogue);
    const players = [...collections.values()].flat().filter((deck) => !isBossDeck(deck));
    expect(decks.length + skipped.length).toBe(players.length);
    for (const key of ['standalone', 'adventuringparty', 'firstadventure', 'pve', 'dualduel'])
      expect(decks.filter((d) => d.name.startsWith(`${key}: `)).length, key).toBe(
        collections.get(key)?.length,
      );
    expect(decks.some((d) => d.name.startsWith('onecollection: '))).toBe(true);
    expect(decks.some((d) => /^(chimera|dragonborn): /.test(d.name))).toBe(false);
    for (const deck of decks)
      for (const entry of [...deck.phoenixborn, ...deck.cards])
        expect(catalogue[entry.id]).toBeDefined();
    for (const deck of skipped) expect(deck.reason).toMatch(/not in the catalogue|dice the engine/);
  });

  it('plays every deck once before any plays twice, never against itself, the same for a seed', () => {
    const pairs = coveringPairs(50, 9, seededRandom('cover'));
    expect(pairs.every(([a, b]) => a !== b)).toBe(true);
    // 9 decks fill four games and a half: the first four games hold eight different decks.
    expect(new Set(pairs.slice(0, 4).flat()).size).toBe(8);
    expect(new Set(pairs.slice(0, 9).flat()).size).toBe(9);
    expect(coveringPairs(50, 9, seededRandom('cover'))).toEqual(pairs);
    expect(coveringPairs(50, 9, seededRandom('other'))).not.toEqual(pairs);
  });

  it('meets every playable precon in 100 games', () => {
    const { matchups } = selectDecks('all', 100, '3', sources);
    const { decks } = playerPrecons(collections, catalogue);
    const played = new Set(matchups.flatMap((m) => [m.first.name, m.second.name]));
    expect(played.size).toBe(decks.length);
    expect(selectDecks('all', 100, '3', sources).matchups).toEqual(matchups);
  });
});

describe('core precons', () => {
  it('cycles through the Master Set pairings by default and refuses an unknown id', () => {
    const { matchups } = selectDecks('', 36, '1', sources);
    expect(new Set(matchups.map((m) => `${m.first.name}/${m.second.name}`)).size).toBe(36);
    expect(() => selectDecks('99', 1, '1', sources)).toThrow(/no core precon 99/);
  });
});
