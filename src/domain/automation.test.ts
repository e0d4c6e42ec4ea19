import { describe, expect, it } from 'vitest';
import { automatedIn, byHandText, cardsByHand } from './automation';

const catalogue = {
  hero: { automated: true, conjurations: [] },
  'summon-imp': { automated: true, conjurations: [{ name: 'Imp', stub: 'imp' }] },
  imp: { automated: false, conjurations: [] },
  zap: { automated: false, conjurations: [] },
};

describe('cards of a deck that play by hand', () => {
  it('counts by the catalogue flag, printed conjurations and unknown cards included', () => {
    const deck = {
      phoenixborn: [{ id: 'hero', count: 1 }],
      cards: [
        { id: 'summon-imp', count: 3 },
        { id: 'zap', count: 3 },
        { id: 'missing', count: 1 },
      ],
      conjurations: [],
    };
    expect(cardsByHand(catalogue, deck, automatedIn(catalogue))).toEqual(['imp', 'missing', 'zap']);
  });

  it('finds none in a deck of automated cards', () => {
    const deck = { phoenixborn: [{ id: 'hero', count: 1 }], cards: [], conjurations: [] };
    expect(cardsByHand(catalogue, deck, automatedIn(catalogue))).toEqual([]);
  });

  it('words the count', () => {
    expect(byHandText(1)).toBe('1 card plays by hand');
    expect(byHandText(3)).toBe('3 cards play by hand');
  });
});
