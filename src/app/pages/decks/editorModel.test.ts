import { describe, expect, it } from 'vitest';
import type { Card, CardCatalogue } from '../../../domain/cards';
import { externalDeckUrl } from './links';
import { conjurationOverrides, previewDeck } from './editorModel';
import { newDeck } from './emptyDeck';

function card(fields: Partial<Card> & Pick<Card, 'stub' | 'name' | 'type'>): Card {
  return {
    id: fields.stub,
    deckType: 'player',
    conjurations: [],
    phoenixborn: null,
    copies: null,
    isChained: false,
    restricted: false,
    ...fields,
  } as Card;
}

const catalogue: CardCatalogue = Object.fromEntries(
  [
    card({ stub: 'zed-pb', name: 'Zed', type: 'Phoenixborn' }),
    card({ stub: 'amy-pb', name: 'Amy', type: 'Phoenixborn' }),
    card({ stub: 'boss', name: 'Boss', type: 'Chimera', deckType: 'chimera' }),
    card({
      stub: 'summon-owl',
      name: 'Summon Owl',
      type: 'Ready Spell',
      conjurations: [{ name: 'Owl', stub: 'owl' }],
    }),
    card({ stub: 'owl', name: 'Owl', type: 'Conjuration', copies: 3 }),
    card({ stub: 'bat', name: 'Bat', type: 'Conjuration', copies: 2 }),
  ].map((c) => [c.stub, c]),
);

describe('newDeck', () => {
  it('is New Deck with the first Phoenixborn by name, no cards and no dice', () => {
    const deck = newDeck(catalogue);
    expect(deck).toMatchObject({
      name: 'New Deck',
      phoenixborn: [{ id: 'amy-pb', count: 1 }],
      cards: [],
      conjurations: [],
      dicepool: [],
    });
    expect(deck.status.legalToPlay).toBe(false);
  });
});

describe('previewDeck', () => {
  const base = newDeck(catalogue);
  const fields = {
    name: 'Owls',
    phoenixborn: 'zed-pb',
    cards: [{ id: 'summon-owl', count: 3 }],
    dice: '5 nat\n5 cha',
    notes: 'hoot',
  };

  it('adds the conjurations of the cards at their printed copies and parses the dice', () => {
    const deck = previewDeck(base, fields, catalogue);
    expect(deck.conjurations).toEqual([{ id: 'owl', count: 3 }]);
    expect(deck.dicepool).toEqual([
      { magic: 'natural', count: 5 },
      { magic: 'charm', count: 5 },
    ]);
    expect(deck.status.hasConjurations).toBe(true);
    expect(deck.status.tenDice).toBe(true);
    expect(deck.status.basicRules).toBe(false);
  });

  it('rebuilds the conjurations when the cards change', () => {
    expect(previewDeck(base, { ...fields, cards: [] }, catalogue).conjurations).toEqual([]);
  });

  it('applies hand-set conjuration counts', () => {
    const deck = previewDeck(base, { ...fields, conjurationCounts: { owl: 5, bat: 2 } }, catalogue);
    expect(deck.conjurations).toEqual([
      { id: 'owl', count: 5 },
      { id: 'bat', count: 2 },
    ]);
  });

  it('keeps a saved deck’s own conjuration counts', () => {
    const saved = {
      phoenixborn: [{ id: 'zed-pb', count: 1 }],
      cards: [{ id: 'summon-owl', count: 3 }],
      conjurations: [
        { id: 'owl', count: 3 },
        { id: 'bat', count: 1 },
      ],
    };
    expect(conjurationOverrides(saved, catalogue)).toEqual({ bat: 1 });
  });
});

describe('externalDeckUrl', () => {
  it('is a share link under /decks/share/', () => {
    expect(externalDeckUrl('abc')).toBe('https://ashes.live/decks/share/abc/');
  });
});
