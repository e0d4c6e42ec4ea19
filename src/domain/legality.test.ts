import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CardCatalogue } from './cards';
import type { PreconDeck } from './catalogue';
import { buildCatalogue, parseCardFile, parseDeckFile } from './catalogue';
import type { DeckContents } from './legality';
import {
  checkHeroicLevelTwo,
  conjurationPile,
  deckStatus,
  deckStatusLabel,
  hasChainedCards,
  requiredConjurations,
} from './legality';

// The shared catalogue is read at test time, never copied into the repository.
const DATA_DIR =
  process.env.ASHES_DATA_DIR ?? resolve(import.meta.dirname, '../../../shared/ashes-data');

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8'));
}

const catalogue: CardCatalogue = buildCatalogue(
  readdirSync(join(DATA_DIR, 'cards'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => parseCardFile(readJson(join(DATA_DIR, 'cards', f)), f)),
);

function deckFile(file: string): PreconDeck[] {
  return parseDeckFile(readJson(join(DATA_DIR, 'decks', file)), file);
}

const deckFiles = readdirSync(join(DATA_DIR, 'decks')).filter((f) => f.endsWith('.json'));
const core = deckFile('precon-core.json');

function copy(deck: PreconDeck): DeckContents {
  return structuredClone({
    phoenixborn: deck.phoenixborn,
    cards: deck.cards,
    conjurations: deck.conjurations,
    dicepool: deck.dicepool,
    specialDice: deck.specialDice,
    mode: deck.mode,
  });
}

function precon(name: string): PreconDeck {
  const found = core.find((d) => d.name === name) ?? core[0];
  if (!found) throw new Error('no precon decks in the shared data');
  return found;
}

/** A stub by card name, so that tests read like deck lists. */
function stub(name: string): string {
  const card = Object.values(catalogue).find((c) => c.name === name);
  if (!card) throw new Error(`no card named ${name}`);
  return card.stub;
}

describe('every precon deck of the shared data', () => {
  for (const file of deckFiles) {
    it(`is legal for its format: ${file}`, () => {
      const decks = deckFile(file);
      expect(decks.length).toBeGreaterThan(0);
      for (const deck of decks) {
        const status = deckStatus(copy(deck), catalogue, { format: deck.format });
        expect({ deck: deck.name, ...status }).toMatchObject({
          deck: deck.name,
          basicRules: true,
          maxThree: true,
          tenDice: true,
          hasConjurations: true,
          uniques: true,
          legalToPlay: true,
          missingConjurations: [],
          unknownCards: [],
        });
      }
    });
  }

  it('standalone precons each satisfy the Heroic Level 2 rule on their own', () => {
    for (const deck of core) {
      const status = deckStatus(copy(deck), catalogue, { format: 'hl2pvp', precons: core });
      expect({ deck: deck.name, hl2pvp: status.hl2pvp }).toEqual({ deck: deck.name, hl2pvp: true });
      expect(status.legalToPlay).toBe(true);
    }
  });
});

describe('basicRules', () => {
  it('fails with 29 or 31 cards', () => {
    const deck = copy(core[0] as PreconDeck);
    (deck.cards[0] as { count: number }).count -= 1;
    expect(deckStatus(deck, catalogue).basicRules).toBe(false);
    (deck.cards[0] as { count: number }).count += 2;
    const status = deckStatus(deck, catalogue);
    expect(status.basicRules).toBe(false);
    expect(status.legalToPlay).toBe(false);
    expect(deckStatusLabel(status)).toBe('Invalid');
  });

  it('fails without a Phoenixborn, with two, or with a card in the Phoenixborn slot', () => {
    const deck = copy(core[0] as PreconDeck);
    expect(deckStatus({ ...deck, phoenixborn: [] }, catalogue).basicRules).toBe(false);
    const two = [...deck.phoenixborn, { id: stub('Coal Roarkwin'), count: 1 }];
    expect(deckStatus({ ...deck, phoenixborn: two }, catalogue).basicRules).toBe(false);
    const notPb = [{ id: deck.cards[0]?.id ?? '', count: 1 }];
    expect(deckStatus({ ...deck, phoenixborn: notPb }, catalogue).basicRules).toBe(false);
  });

  it('fails with unknown cards and reports them', () => {
    const deck = copy(core[0] as PreconDeck);
    deck.cards[0] = { id: 'no-such-card', count: 3 };
    const status = deckStatus(deck, catalogue);
    expect(status.basicRules).toBe(false);
    expect(status.unknownCards).toEqual(['no-such-card']);
    expect(status.noUnreleasedCards).toBe(false);
  });
});

describe('maxThree', () => {
  it('fails when a card has four copies, also when split over two entries', () => {
    const deck = copy(core[0] as PreconDeck);
    const [first, second] = deck.cards as [{ id: string; count: number }, { count: number }];
    first.count = 4;
    second.count -= 1;
    expect(deckStatus(deck, catalogue).maxThree).toBe(false);
    first.count = 3;
    deck.cards.push({ id: first.id, count: 1 });
    expect(deckStatus(deck, catalogue).maxThree).toBe(false);
    expect(deckStatus(copy(core[0] as PreconDeck), catalogue).maxThree).toBe(true);
  });
});

describe('tenDice', () => {
  it('needs exactly ten dice', () => {
    const deck = copy(core[0] as PreconDeck);
    expect(deckStatus(deck, catalogue).tenDice).toBe(true);
    deck.dicepool = [{ magic: 'natural', count: 9 }];
    expect(deckStatus(deck, catalogue).tenDice).toBe(false);
    deck.dicepool = [
      { magic: 'natural', count: 9 },
      { magic: 'charm', count: 2 },
    ];
    expect(deckStatus(deck, catalogue).tenDice).toBe(false);
    deck.dicepool = [];
    expect(deckStatus(deck, catalogue).tenDice).toBe(false);
  });
});

describe('hasConjurations', () => {
  it('flags each missing conjuration, following conjurations that conjure', () => {
    const deck = copy(precon('The Scholar of Ruin'));
    const required = requiredConjurations(deck, catalogue);
    expect(required.length).toBeGreaterThan(0);
    const [dropped] = deck.conjurations.splice(0, 1);
    const status = deckStatus(deck, catalogue);
    expect(status.hasConjurations).toBe(false);
    expect(status.missingConjurations).toEqual([dropped?.id]);
    expect(status.legalToPlay).toBe(false);
  });

  it('builds the conjuration pile at printed copies', () => {
    const deck = copy(core[0] as PreconDeck);
    const pile = conjurationPile(deck, catalogue);
    expect(pile.map((e) => e.id)).toEqual(requiredConjurations(deck, catalogue));
    for (const entry of pile) expect(entry.count).toBe(catalogue[entry.id]?.copies ?? 1);
    expect(deckStatus({ ...deck, conjurations: pile }, catalogue).hasConjurations).toBe(true);
  });
});

describe('uniques', () => {
  const tiedTo = (pbName: string) =>
    Object.values(catalogue).filter((c) => c.phoenixborn === pbName && c.type !== 'Phoenixborn');

  it("rejects another Phoenixborn's card", () => {
    const deck = copy(core[0] as PreconDeck);
    const pb = catalogue[deck.phoenixborn[0]?.id ?? ''];
    const foreign = Object.values(catalogue).find(
      (c) => c.phoenixborn && c.phoenixborn !== pb?.name,
    );
    deck.cards = deck.cards.filter((e) => !catalogue[e.id]?.phoenixborn);
    deck.cards.push({ id: foreign?.stub ?? '', count: 1 });
    expect(deckStatus(deck, catalogue).uniques).toBe(false);
  });

  it('allows at most three tied cards, unlimited in onecollection', () => {
    const deck = copy(core[0] as PreconDeck);
    const pb = catalogue[deck.phoenixborn[0]?.id ?? '']?.name ?? '';
    const own = tiedTo(pb);
    expect(own.length).toBeGreaterThan(0);
    deck.cards = deck.cards.filter((e) => !catalogue[e.id]?.phoenixborn);
    deck.cards.push({ id: own[0]?.stub ?? '', count: 3 });
    expect(deckStatus(deck, catalogue).uniques).toBe(true);
    deck.cards.push({ id: own[0]?.stub ?? '', count: 1 });
    expect(deckStatus(deck, catalogue).uniques).toBe(false);
    expect(deckStatus(deck, catalogue, { format: 'onecollection' }).uniques).toBe(true);
  });
});

describe('hl2pvp', () => {
  it('is false without precons and only required in its format', () => {
    const deck = copy(core[0] as PreconDeck);
    const status = deckStatus(deck, catalogue);
    expect(status.hl2pvp).toBe(false);
    expect(status.legalToPlay).toBe(true);
    expect(deckStatus(deck, catalogue, { format: 'hl2pvp' }).legalToPlay).toBe(false);
  });

  it('rejects a deck drawing on four precons or too little of its own', () => {
    const base = core[0] as PreconDeck;
    const others = core.slice(1, 4);
    const deck = copy(base);
    const nonUnique = (d: PreconDeck) => d.cards.filter((e) => !catalogue[e.id]?.phoenixborn);
    const ownCards = nonUnique(base);
    // Keep three of the own precon's cards and borrow one card from each of three others.
    deck.cards = [
      ...ownCards.slice(0, 3),
      ...others.map((d) => nonUnique(d).find((e) => !ownCards.some((o) => o.id === e.id))),
    ].filter((e): e is NonNullable<typeof e> => e !== undefined);
    expect(checkHeroicLevelTwo(deck, catalogue, core)).toBe(false);
    // Swapping one own card for a card of one other precon is fine.
    const borrowed = nonUnique(others[0] as PreconDeck).find(
      (e) => !ownCards.some((o) => o.id === e.id),
    );
    deck.cards = [...ownCards.slice(0, 8), borrowed].filter(
      (e): e is NonNullable<typeof e> => e !== undefined,
    );
    expect(checkHeroicLevelTwo(deck, catalogue, core)).toBe(true);
  });
});

describe('chained cards and officialRole', () => {
  it('finds chained cards and flags them in the first five', () => {
    const deck = copy(core[0] as PreconDeck);
    deck.cards = [{ id: stub('Meteor'), count: 1, ff: true }];
    expect(hasChainedCards(deck, catalogue)).toBe(true);
    expect(deckStatus(deck, catalogue).officialRole).toBe(false);
    deck.cards = [{ id: stub('Meteor'), count: 1 }];
    expect(deckStatus(deck, catalogue).officialRole).toBe(true);
  });
});

describe('boss decks', () => {
  it('are judged by the boss rules (no 30 cards or ten dice needed)', () => {
    const chimera = deckFile('chimera.json')[0] as PreconDeck;
    const status = deckStatus(copy(chimera), catalogue);
    expect(status.basicRules && status.tenDice && status.legalToPlay).toBe(true);
  });
});
