import { describe, expect, it } from 'vitest';
import type { Card, CardCatalogue } from './cards';
import {
  formatCardList,
  formatDiceList,
  parseCardList,
  parseDiceList,
  readCardList,
  shortCardName,
  skippedLineMessage,
} from './deck-text';

function card(
  stub: string,
  name: string,
  type: Card['type'],
  deckType: Card['deckType'] = 'player',
) {
  return { stub, id: stub, name, type, deckType } as Card;
}

const catalogue: CardCatalogue = Object.fromEntries(
  [
    card('cut-the-strings', 'Cut the Strings', 'Reaction Spell'),
    card('anchornaut', 'Anchornaut', 'Ally'),
    card('summon-butterfly-monk', 'Summon Butterfly Monk', 'Ready Spell'),
    card('butterfly-monk', 'Butterfly Monk', 'Conjuration'),
    card('aradel-summergaard', 'Aradel Summergaard', 'Phoenixborn'),
    card('frostback-bear', 'Frostback Bear', 'Ally', 'chimera'),
  ].map((c) => [c.stub, c]),
);

describe('readCardList', () => {
  it('says which lines were skipped and why, naming the card', () => {
    const text = [
      '3 Cut the Strings',
      '3 Butterfly Monk',
      '2 Not A Real Card',
      '1 Aradel Summergaard',
      '1 Frostback Bear',
      'Reaction spells:',
      '',
    ].join('\n');
    const reading = readCardList(text, catalogue);
    expect(reading.entries).toEqual([{ id: 'cut-the-strings', count: 3 }]);
    expect(reading.skipped.map(skippedLineMessage)).toEqual([
      '"3 Butterfly Monk": Butterfly Monk is a conjuration; it is added for you with the cards that conjure it',
      '"2 Not A Real Card": no card has that name',
      '"1 Aradel Summergaard": Aradel Summergaard is a Phoenixborn; choose it in the Phoenixborn field',
      '"1 Frostback Bear": Frostback Bear cannot be put in a player\'s deck',
      '"Reaction spells:": not a "count name" line',
    ]);
  });

  it('skips nothing in a list it fully understands', () => {
    expect(readCardList('3 Cut the Strings\n\n2x anchornaut ff', catalogue).skipped).toEqual([]);
  });
});

describe('parseCardList', () => {
  it('reads counts and exact names without regard to case, with " ff"', () => {
    const text = '3 cut the strings\n2x Anchornaut ff\n1 SUMMON BUTTERFLY MONK';
    expect(parseCardList(text, catalogue)).toEqual([
      { id: 'cut-the-strings', count: 3 },
      { id: 'anchornaut', count: 2, ff: true },
      { id: 'summon-butterfly-monk', count: 1 },
    ]);
  });

  it('ignores unknown names, partial names, conjurations, Phoenixborn and chimera cards', () => {
    const text = [
      '3 Cut the',
      '2 Nonsense',
      '3 Butterfly Monk',
      '1 Aradel Summergaard',
      '1 Frostback Bear',
      'Anchornaut',
      '1 Anchornaut',
    ].join('\n');
    expect(parseCardList(text, catalogue)).toEqual([{ id: 'anchornaut', count: 1 }]);
  });

  it('adds up repeated names and round-trips through formatCardList', () => {
    const entries = parseCardList('1 Anchornaut\n2 anchornaut ff', catalogue);
    expect(entries).toEqual([{ id: 'anchornaut', count: 3, ff: true }]);
    expect(formatCardList(entries, catalogue)).toBe('3 Anchornaut ff');
    expect(parseCardList(formatCardList(entries, catalogue), catalogue)).toEqual(entries);
  });
});

describe('parseDiceList', () => {
  it('accepts full names and the abbreviations, ignoring unknown names', () => {
    const text = '2 nat\n1 natural\n1 cha\n1 ill\n1 cer\n1 div\n1 sym\n1 tim\n1 Time\n3 fire';
    expect(parseDiceList(text)).toEqual([
      { magic: 'natural', count: 3 },
      { magic: 'charm', count: 1 },
      { magic: 'illusion', count: 1 },
      { magic: 'ceremonial', count: 1 },
      { magic: 'divine', count: 1 },
      { magic: 'sympathy', count: 1 },
      { magic: 'time', count: 2 },
    ]);
  });

  it('reads the Ascendancy magics, artifice and astral, by name and abbreviation', () => {
    expect(parseDiceList('2 art\n3 artifice\n4 ast\n1 Astral')).toEqual([
      { magic: 'artifice', count: 5 },
      { magic: 'astral', count: 5 },
    ]);
  });

  it('round-trips through formatDiceList', () => {
    const dice = parseDiceList('5 charm\n5 illusion');
    expect(formatDiceList(dice)).toBe('5 charm\n5 illusion');
  });
});

describe('shortCardName', () => {
  it('cuts names longer than 28 characters to 25 plus an ellipsis', () => {
    expect(shortCardName('Summon Shining Hydra')).toBe('Summon Shining Hydra');
    expect(shortCardName('a'.repeat(28))).toBe('a'.repeat(28));
    expect(shortCardName('a'.repeat(29))).toBe(`${'a'.repeat(25)}...`);
  });
});
