import { describe, expect, it } from 'vitest';
import type { ApiCard } from '../../../protocol/cards';
import { galleryCards } from './gallery';

function card(stub: string, name: string, extra: Partial<ApiCard> = {}): ApiCard {
  return { stub, id: stub, name, type: 'Ally', deckType: 'player', ...extra } as ApiCard;
}

/** A card as an older catalogue sends it, with no deck type at all. */
function withoutDeckType(source: ApiCard): ApiCard {
  const { deckType: _deckType, ...rest } = source;
  return rest as ApiCard;
}

const catalogue: Record<string, ApiCard> = {
  'blue-jaguar': card('blue-jaguar', 'Blue Jaguar', { type: 'Conjuration' }),
  'aradel-summergaard': card('aradel-summergaard', 'Aradel Summergaard', { type: 'Phoenixborn' }),
  untyped: withoutDeckType(card('untyped', 'Old Card')),
  rampage: card('rampage', 'Rampage', { deckType: 'chimera', type: 'Aspect' }),
  'viros-ultimate': card('viros-ultimate', 'Viros Ultimate', { deckType: 'chimera' }),
  'viros-behaviour': card('viros-behaviour', 'Viros Behaviour', { deckType: 'chimera' }),
  scatha: card('scatha', 'Scatha', { deckType: 'dragonborn' }),
};

describe('cards page gallery', () => {
  it('shows player cards (including cards without a deck type) sorted by name', () => {
    expect(galleryCards(catalogue, 'player').map((c) => c.stub)).toEqual([
      'aradel-summergaard',
      'blue-jaguar',
      'untyped',
    ]);
  });

  it('shows chimera cards without ultimates and behaviours', () => {
    expect(galleryCards(catalogue, 'chimera').map((c) => c.stub)).toEqual(['rampage']);
  });

  it('searches names and types case-insensitively', () => {
    expect(galleryCards(catalogue, 'player', 'JAG').map((c) => c.stub)).toEqual(['blue-jaguar']);
    expect(galleryCards(catalogue, 'player', 'phoenixborn').map((c) => c.stub)).toEqual([
      'aradel-summergaard',
    ]);
  });
});
