import { describe, expect, it } from 'vitest';
import { FRAMED_TYPES, frameFor } from './frames';
import {
  CARD_BACKS,
  cardBackFor,
  cardImageUrl,
  renderCardBackSvg,
  renderCardSvg,
  svgDataUrl,
} from './render';
import type { RenderableCard } from './render';
import { textWidth } from './measure';

const jaguar: RenderableCard = {
  stub: 'blue-jaguar',
  name: 'Blue Jaguar',
  type: 'Conjuration',
  text: 'Gaze: When this unit attacks, [[exhaust]] a target unit & its <friends>.',
  attack: 1,
  life: 2,
  recover: 0,
  copies: 2,
  dice: ['natural'],
};

describe('card renderer', () => {
  it('gives every card type its own frame', () => {
    const signatures = FRAMED_TYPES.map((type) => {
      const frame = frameFor(type);
      return `${frame.base}|${frame.light}|${frame.ornament}|${frame.conjured}`;
    });
    expect(new Set(signatures).size).toBe(FRAMED_TYPES.length);
    for (const type of FRAMED_TYPES) {
      expect(renderCardSvg({ ...jaguar, type })).toContain(frameFor(type).base);
    }
  });

  it('draws name, type, stats and escaped rules text', () => {
    const svg = renderCardSvg(jaguar);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('>Blue Jaguar<');
    expect(svg).toContain('CONJURATION · ×2');
    expect(svg).toContain('>ATTACK<');
    expect(svg).toContain('>RECOVER<');
    expect(svg).toContain('&amp; its &lt;friends&gt;');
    expect(svg).not.toContain('[[');
  });

  it('shows battlefield, life and spellboard for a Phoenixborn', () => {
    const svg = renderCardSvg({
      stub: 'aradel-summergaard',
      name: 'Aradel Summergaard',
      type: 'Phoenixborn',
      battlefield: 8,
      life: 16,
      spellboard: 4,
    });
    expect(svg).toContain('>BATTLEFIELD<');
    expect(svg).toContain('>SPELLBOARD<');
    expect(svg).toContain('>16<');
    expect(svg).not.toContain('>ATTACK<');
  });

  it('marks chained cards with the chain icon only', () => {
    const plain = renderCardSvg({ ...jaguar, isChained: false });
    const chained = renderCardSvg({ ...jaguar, isChained: true });
    expect(plain).not.toContain('#d9b25a');
    expect(chained).toContain('#d9b25a');
  });

  it('draws the cost dice in the cost strip', () => {
    const withCost = renderCardSvg({ ...jaguar, cost: ['[[main]]', '2 [[illusion:power]]'] });
    expect(withCost).toContain('>2<');
    expect(withCost).toContain('#b05fd8');
  });

  it('is deterministic, so the same card always looks the same', () => {
    expect(renderCardSvg(jaguar)).toBe(renderCardSvg({ ...jaguar }));
  });

  it('fits long rules text by shrinking it', () => {
    const long = renderCardSvg({ ...jaguar, text: 'Deal 1 damage to a target unit. '.repeat(20) });
    const size = Number(/font-size="([\d.]+)" fill="#2a1d12"/.exec(long)?.[1]);
    expect(size).toBeLessThan(14);
    expect(size).toBeGreaterThanOrEqual(8);
  });
});

describe('card backs and images', () => {
  it('chooses the back by blood value and conjuration', () => {
    expect(cardBackFor({ type: 'Ally' })).toBe('back');
    expect(cardBackFor({ type: 'Conjuration' })).toBe('back-conjuration');
    expect(cardBackFor({ type: 'Conjured Aspect', blood: 1 })).toBe('back-conjuration');
    expect(cardBackFor({ type: 'Aspect', blood: 1 })).toBe('back-blood-1');
    expect(cardBackFor({ type: 'Aspect', blood: 2 })).toBe('back-blood-2');
    expect(new Set(CARD_BACKS.map(renderCardBackSvg)).size).toBe(4);
  });

  it('builds image URLs from the image stub', () => {
    expect(cardImageUrl('https://img.example/cards/', { stub: 'blue-jaguar' })).toBe(
      'https://img.example/cards/blue-jaguar.jpg',
    );
    expect(
      cardImageUrl('https://img.example', { stub: 'x', imageStub: 'viros-ultimate-%s.jpg' }),
    ).toBe('https://img.example/viros-ultimate-1.jpg');
  });

  it('encodes SVG as a data URL', () => {
    expect(svgDataUrl('<svg a="#"/>')).toBe(
      'data:image/svg+xml;charset=utf-8,%3Csvg%20a%3D%22%23%22%2F%3E',
    );
  });

  it('estimates text widths from glyph metrics', () => {
    expect(textWidth('iii', 10)).toBeLessThan(textWidth('mmm', 10));
    expect(textWidth('ab', 10)).toBeCloseTo(11.12);
  });
});
