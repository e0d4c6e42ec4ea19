import { describe, expect, it } from 'vitest';
import { facedownCard, makeCard } from '../fixtures/gameViews';
import { boardFace, cardBack, fullFace } from './cardFace';
import { STAT_COLOURS } from '../../assets/cards/render';

describe('card backs', () => {
  it('shows a hidden card, which tells nothing about itself, with the plain deck back', () => {
    expect(boardFace(facedownCard(), null).key).toBe('back:back');
    expect(cardBack().key).toBe('back:back');
  });

  it('shows a facedown conjuration with the conjuration back, by type or by its flag', () => {
    const flagged = { ...facedownCard(), isConjuration: true };
    expect(boardFace(flagged, null).key).toBe('back:back-conjuration');
    expect(fullFace(flagged, null).key).toBe('back:back-conjuration');
    const conjured = makeCard('Frozen Crown', { type: 'Conjured Alteration Spell' });
    conjured.facedown = true;
    expect(boardFace(conjured, null).key).toBe('back:back-conjuration');
  });

  it('chooses the blood backs by blood value', () => {
    expect(cardBack({ type: 'Aspect', blood: 1 }).key).toBe('back:back-blood-1');
    expect(cardBack({ type: 'Aspect', blood: 2 }).key).toBe('back:back-blood-2');
    expect(cardBack({ type: 'Aspect', blood: 0 }).key).toBe('back:back');
  });

  it('shows a face-up card with its face', () => {
    expect(boardFace(makeCard('Ember Hound'), null).key).toMatch(/^face:/);
  });

  it('draws a face-up card with its printed text and cost from the catalogue', () => {
    const knight = makeCard('Hammer Knight');
    const printed = {
      stub: 'hammer-knight',
      name: 'Hammer Knight',
      type: 'Ally' as const,
      cost: ['[[main]]', '1 [[basic]]'],
      text: 'Aftershock 1: deal 1 damage.',
    };
    const bare = decodeURIComponent(fullFace(knight, null).url);
    const full = decodeURIComponent(fullFace(knight, null, { 'hammer-knight': printed }).url);
    expect(bare).not.toContain('Aftershock');
    expect(full).toContain('Aftershock');
    const face = boardFace(knight, null, { 'hammer-knight': printed });
    expect(face.key).not.toBe(boardFace(knight, null).key);
    expect(decodeURIComponent(face.url)).toContain('Aftershock');
  });
});

describe('stat colours', () => {
  it("draws a unit's attack, life and recover on the table in the printed card's colours", () => {
    const unit = makeCard('Stat Colour Knight', { attack: 3, life: 2, recover: 1 });
    const table = decodeURIComponent(boardFace(unit, null).url);
    const printed = decodeURIComponent(fullFace(unit, null).url);
    for (const colour of Object.values(STAT_COLOURS)) {
      expect(table).toContain(`stroke="${colour}"`);
      expect(printed).toContain(`fill="${colour}"`);
    }
  });
});
