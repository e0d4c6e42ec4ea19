import { describe, expect, it } from 'vitest';
import type { ApiCard } from '../../../protocol/cards';
import { apiCard } from '../../testing/apiCard';
import { filterOptions, galleryCards } from './gallery';

function card(stub: string, name: string, extra: Partial<ApiCard> = {}): ApiCard {
  return apiCard(stub, { name, release: { name: 'Master Set', stub: 'master-set' }, ...extra });
}

/** A card as an older catalogue sends it, with an empty deck type. */
const untyped = card('untyped', 'Old Card', { deckType: '' as ApiCard['deckType'] });

const catalogue: Record<string, ApiCard> = {
  'blue-jaguar': card('blue-jaguar', 'Blue Jaguar', {
    type: 'Conjuration',
    phoenixborn: 'Aradel Summergaard',
  }),
  'aradel-summergaard': card('aradel-summergaard', 'Aradel Summergaard', { type: 'Phoenixborn' }),
  'hammer-knight': card('hammer-knight', 'Hammer Knight', {
    dice: ['ceremonial', 'natural'],
    magicCost: { 'natural:class': 1, 'ceremonial:power': 1 },
    text: 'Aftershock 1: After this unit destroys a unit ...',
    automated: true,
  }),
  'root-armor': card('root-armor', 'Root Armor', {
    type: 'Alteration Spell',
    text: 'Pay 1 [[natural:power]] when this spell is played.',
    release: { name: 'The Roots of Antiquity', stub: 'the-roots-of-antiquity' },
  }),
  untyped,
  rampage: card('rampage', 'Rampage', { deckType: 'chimera', type: 'Aspect' }),
  'viros-ultimate': card('viros-ultimate', 'Viros Ultimate', { deckType: 'chimera' }),
  'viros-behaviour': card('viros-behaviour', 'Viros Behaviour', { deckType: 'chimera' }),
  scatha: card('scatha', 'Scatha', { deckType: 'dragonborn' }),
};

const stubs = (cards: ApiCard[]) => cards.map((c) => c.stub);

describe('cards page gallery', () => {
  it('shows player cards (including cards without a deck type) sorted by name', () => {
    expect(stubs(galleryCards(catalogue, 'player'))).toEqual([
      'aradel-summergaard',
      'blue-jaguar',
      'hammer-knight',
      'untyped',
      'root-armor',
    ]);
  });

  it('shows chimera cards without ultimates and behaviours', () => {
    expect(stubs(galleryCards(catalogue, 'chimera'))).toEqual(['rampage']);
  });

  it('searches names and types case-insensitively', () => {
    expect(stubs(galleryCards(catalogue, 'player', { search: 'JAG' }))).toEqual(['blue-jaguar']);
    expect(stubs(galleryCards(catalogue, 'player', { search: 'phoenixborn' }))).toEqual([
      'aradel-summergaard',
    ]);
  });

  it('searches the rules text, icons included, and needs every word', () => {
    expect(stubs(galleryCards(catalogue, 'player', { search: 'natural' }))).toEqual(['root-armor']);
    expect(stubs(galleryCards(catalogue, 'player', { search: 'aftershock unit' }))).toEqual([
      'hammer-knight',
    ]);
    expect(galleryCards(catalogue, 'player', { search: 'aftershock spell' })).toEqual([]);
  });

  it('filters by magic, type, release, Phoenixborn and automation', () => {
    expect(stubs(galleryCards(catalogue, 'player', { magic: 'natural' }))).toEqual([
      'hammer-knight',
    ]);
    expect(stubs(galleryCards(catalogue, 'player', { type: 'Alteration Spell' }))).toEqual([
      'root-armor',
    ]);
    expect(stubs(galleryCards(catalogue, 'player', { release: 'the-roots-of-antiquity' }))).toEqual(
      ['root-armor'],
    );
    expect(stubs(galleryCards(catalogue, 'player', { phoenixborn: 'Aradel Summergaard' }))).toEqual(
      ['blue-jaguar'],
    );
    expect(stubs(galleryCards(catalogue, 'player', { automation: 'automated' }))).toEqual([
      'hammer-knight',
    ]);
    expect(galleryCards(catalogue, 'player', { automation: 'manual' })).toHaveLength(4);
  });

  it('offers only the filter values some card has', () => {
    const options = filterOptions(galleryCards(catalogue, 'player'));
    expect(options.types).toEqual(['Ally', 'Alteration Spell', 'Conjuration', 'Phoenixborn']);
    expect(options.releases.map((r) => r.name)).toEqual(['Master Set', 'The Roots of Antiquity']);
    expect(options.phoenixborns).toEqual(['Aradel Summergaard']);
  });
});
