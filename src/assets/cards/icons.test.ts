import { describe, expect, it } from 'vitest';
import { MAGIC_COLOURS, dieIcon } from './icons';
import { TEXT_MAGIC_TYPES } from './markup';

const MAGICS = TEXT_MAGIC_TYPES;

describe('die icons', () => {
  it('draw the class and power faces of every magic in different shapes, not only colours', () => {
    for (const magic of MAGICS) {
      const power = dieIcon(magic, 'power');
      const cls = dieIcon(magic, 'class');
      expect(power, magic).not.toBe(cls);
      // The class face sits in a dashed ring; the power face is a solid disc with an inner ring.
      expect(cls, magic).toContain('stroke-dasharray');
      expect(power, magic).not.toContain('stroke-dasharray');
      expect(power, magic).toContain('r="8.6"');
      expect(cls, magic).not.toContain('r="8.6"');
    }
  });

  it('ink a light power face dark, so its glyph stays visible', () => {
    expect(dieIcon('ceremonial', 'power')).toContain(`color="${MAGIC_COLOURS.ceremonial.dark}"`);
    expect(dieIcon('natural', 'power')).toContain('color="#ffffff"');
  });

  it('draw a basic die the same whatever its magic', () => {
    expect(dieIcon('charm', 'basic')).toBe(dieIcon(null, 'basic'));
  });
});
