import { describe, expect, it } from 'vitest';
import { withAlt, withoutAlt } from './AltArtsEditor';

describe('alt-art editing', () => {
  it('ignores adding an alt already held', () => {
    const map = { 'aradel-summergaard': ['alt1'] };
    expect(withAlt(map, { stub: 'aradel-summergaard', alt: 'alt1', name: 'Aradel' })).toBe(map);
    expect(withAlt(map, { stub: 'aradel-summergaard', alt: 'alt2', name: 'Aradel' })).toEqual({
      'aradel-summergaard': ['alt1', 'alt2'],
    });
  });

  it('drops a card when its last alt goes', () => {
    expect(withoutAlt({ a: ['x'], b: ['y', 'z'] }, 'a', 'x')).toEqual({ b: ['y', 'z'] });
    expect(withoutAlt({ b: ['y', 'z'] }, 'b', 'y')).toEqual({ b: ['z'] });
  });
});
