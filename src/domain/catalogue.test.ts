import { describe, expect, it } from 'vitest';
import {
  buildCatalogue,
  CatalogueFormatError,
  parseAltArtFile,
  parseCardFile,
  parseDeckFile,
} from './catalogue';

const ally = {
  name: 'Anchornaut',
  stub: 'anchornaut',
  type: 'Ally',
  release: { name: 'Master Set', stub: 'master-set' },
  placement: 'Battlefield',
  cost: ['[[main]]', ['1 [[natural:class]]', '1 [[charm:class]]']],
  magicCost: { 'natural:class': 1, bogus: 'x' },
  dice: ['natural', 'astral-nonsense'],
  text: 'Some text',
  attack: 0,
  life: 1,
  recover: 0,
};

describe('parseCardFile', () => {
  it('reads a player card with its costs, stats and dice', () => {
    const [card] = parseCardFile({ results: [ally] }, 'cards/x.json');
    expect(card).toMatchObject({
      id: 'anchornaut',
      stub: 'anchornaut',
      deckType: 'player',
      release: { name: 'Master Set', stub: 'master-set' },
      cost: ['[[main]]', ['1 [[natural:class]]', '1 [[charm:class]]']],
      magicCost: { 'natural:class': 1 },
      dice: ['natural'],
      attack: 0,
      life: 1,
      recover: 0,
      battlefield: null,
      imageStub: 'anchornaut',
      isChained: false,
      automated: false,
    });
  });

  it('takes the deck type from the file', () => {
    const raw = {
      deckType: 'chimera',
      results: [{ name: 'Rampage', stub: 'rampage', type: 'Aspect' }],
    };
    expect(parseCardFile(raw, 'cards/chimera.json')[0]?.deckType).toBe('chimera');
  });

  it('marks the nine chained cards by name, not by the file flag', () => {
    const cards = parseCardFile(
      {
        results: [
          { name: 'Meteor', stub: 'meteor', type: 'Action Spell' },
          { name: "Era's End", stub: 'eras-end', type: 'Action Spell', chained: true },
        ],
      },
      'cards/x.json',
    );
    expect(cards.map((c) => c.isChained)).toEqual([true, false]);
  });

  it.each([
    [{ cards: [] }, 'cards/x.json: expected an object with a "results" list'],
    [{ results: [{ name: 'No stub', type: 'Ally' }] }, 'cards/x.json[0]: "stub" must be'],
    [{ results: [{ name: 'A', stub: 'a', type: 'Wizard' }] }, 'unknown type "Wizard"'],
    [{ results: [{ name: 'A', stub: 'a', type: 'Ally', cost: 'main' }] }, '"cost" must be a list'],
  ])('rejects malformed data naming the file', (raw, message) => {
    expect(() => parseCardFile(raw, 'cards/x.json')).toThrow(CatalogueFormatError);
    expect(() => parseCardFile(raw, 'cards/x.json')).toThrow(message);
  });
});

describe('buildCatalogue', () => {
  it('keys cards by stub and tells apart different cards sharing a name', () => {
    const first = parseCardFile({ results: [ally] }, 'a.json');
    const second = parseCardFile(
      {
        results: [
          { ...ally, stub: 'anchornaut-2', release: { name: 'Promo', stub: 'promo' } },
          { ...ally, text: 'newer text' },
        ],
      },
      'b.json',
    );
    const catalogue = buildCatalogue([first, second]);
    expect(Object.keys(catalogue).sort()).toEqual(['anchornaut', 'anchornaut-2']);
    expect(catalogue.anchornaut?.text).toBe('newer text');
    expect(catalogue.anchornaut?.name).toBe('Anchornaut');
    expect(catalogue['anchornaut-2']?.name).toBe('Anchornaut (Promo)');
  });
});

const deck = {
  precon_id: 801,
  name: 'The Corpse of Viros - Fury',
  mode: 'chimera',
  phoenixborn: [{ id: 'corpse-of-viros', count: 1 }],
  ultimate: [{ id: 'viros-ultimate', count: 1 }],
  behaviour: [{ id: 'viros-behaviour', count: 1 }],
  dicepool: [
    { magic: 'rage', count: 5 },
    { magic: 'natural', count: 2 },
  ],
  cards: [{ id: 'rampage', count: 3 }, { id: 'firebelly' }],
};

describe('parseDeckFile', () => {
  it('reads decks, keeping dice outside the seven magics apart', () => {
    const [parsed] = parseDeckFile([deck], 'decks/chimera.json');
    expect(parsed).toMatchObject({
      preconId: 801,
      mode: 'chimera',
      phoenixborn: [{ id: 'corpse-of-viros', count: 1 }],
      cards: [
        { id: 'rampage', count: 3 },
        { id: 'firebelly', count: 1 },
      ],
      dicepool: [{ magic: 'natural', count: 2 }],
      specialDice: [{ magic: 'rage', count: 5 }],
      ultimate: 'viros-ultimate',
      behaviour: 'viros-behaviour',
    });
  });

  it.each([
    [{ decks: [] }, 'expected a list of decks'],
    [[{ ...deck, precon_id: undefined }], 'missing precon_id'],
    [[{ ...deck, cards: [{ id: 'rampage', count: 0 }] }], 'bad count'],
    [[{ ...deck, dicepool: [{ magic: 'natural' }] }], 'dicepool[0]: malformed'],
    [[deck, { ...deck, name: 'Again' }], 'precon_id 801 appears twice'],
  ])('rejects malformed decks naming the file', (raw, message) => {
    expect(() => parseDeckFile(raw, 'decks/chimera.json')).toThrow(/decks\/chimera\.json/);
    expect(() => parseDeckFile(raw, 'decks/chimera.json')).toThrow(message);
  });
});

describe('parseAltArtFile', () => {
  it('reads entries with the category of the file', () => {
    const raw = {
      category: 'phg',
      results: [{ name: 'Coal Angry', stub: 'coal-roarkwin', alt: 'alt/coal' }],
    };
    expect(parseAltArtFile(raw, 'altarts/phg.json')).toEqual([
      { name: 'Coal Angry', stub: 'coal-roarkwin', alt: 'alt/coal', category: 'phg' },
    ]);
  });

  it('rejects an entry without its image reference', () => {
    const raw = { results: [{ name: 'Coal Angry', stub: 'coal-roarkwin' }] };
    expect(() => parseAltArtFile(raw, 'altarts/phg.json')).toThrow('altarts/phg.json[0]: "alt"');
  });
});
