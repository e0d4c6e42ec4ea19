import { describe, expect, it } from 'vitest';
import { DECK_SET_NAMES } from '../../../protocol/lobby';
import { deckSetTabs, withoutEmptySets } from './deckSets';

const names = (indexes: number[]) => indexes.map((index) => DECK_SET_NAMES[index]);

describe('deckSetTabs', () => {
  it('opens a Precon game on the precons, and offers no Chimera tab to a player', () => {
    const tabs = deckSetTabs('precon', false);
    expect(DECK_SET_NAMES[tabs.initial]).toBe('Precons');
    expect(names(tabs.shown)).not.toContain('Chimera');
    expect(names(tabs.shown)).toContain('My Decks');
  });

  it('opens on the collection of the First Adventure, Adventuring Party and One Collection formats', () => {
    expect(DECK_SET_NAMES[deckSetTabs('firstadventure', false).initial]).toBe('First Adventure');
    expect(DECK_SET_NAMES[deckSetTabs('aparty', false).initial]).toBe('Adventuring Party');
    expect(DECK_SET_NAMES[deckSetTabs('onecollection', false).initial]).toBe('One Collection');
  });

  it('opens constructed games (and unknown formats) on My Decks', () => {
    expect(DECK_SET_NAMES[deckSetTabs('constructed', false).initial]).toBe('My Decks');
    expect(DECK_SET_NAMES[deckSetTabs(undefined, false).initial]).toBe('My Decks');
  });

  it("shows only the Chimera decks for the Chimera's seat", () => {
    expect(deckSetTabs('solo', true)).toEqual({
      shown: [DECK_SET_NAMES.indexOf('Chimera')],
      initial: DECK_SET_NAMES.indexOf('Chimera'),
    });
  });
});

describe('withoutEmptySets', () => {
  const index = (name: (typeof DECK_SET_NAMES)[number]) => DECK_SET_NAMES.indexOf(name);

  it('leaves out collections known to be empty, keeping unknown ones and the open one', () => {
    const shown = [
      index('My Decks'),
      index('Precons'),
      index('Building Basics'),
      index('Dual Duel'),
    ];
    const collections = { standalone: [{}], buildingbasics: [], dualduel: [] };
    expect(names(withoutEmptySets(shown, collections, index('Dual Duel')))).toEqual([
      'My Decks',
      'Precons',
      'Dual Duel',
    ]);
    expect(names(withoutEmptySets(shown, {}, index('My Decks')))).toEqual(names(shown));
  });
});
