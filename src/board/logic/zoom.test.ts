import { describe, expect, it } from 'vitest';
import { ZOOM_HEIGHT_LARGE, ZOOM_HEIGHT_NORMAL, zoomHeight, zoomPlacement } from './zoom';

const table = { width: 1200, height: 800 };

describe('the card zoom', () => {
  it('is at least 364 px tall for small and normal cards and 420 px for large and x-large', () => {
    expect(ZOOM_HEIGHT_NORMAL).toBe(364);
    expect(ZOOM_HEIGHT_LARGE).toBe(420);
    expect(zoomHeight('small')).toBe(364);
    expect(zoomHeight('normal')).toBe(364);
    expect(zoomHeight('large')).toBe(420);
    expect(zoomHeight('x-large')).toBe(420);
    const box = zoomPlacement({ x: 100, y: 300 }, { width: 1200, height: 600 }, 'large');
    expect(box.height).toBe(420);
    expect(box.width).toBe(300);
  });

  it('sits right of the pointer, or left of it near the right edge, never over it', () => {
    const right = zoomPlacement({ x: 100, y: 400 }, table, 'normal');
    expect(right.left).toBeGreaterThan(100);
    expect(right.top).toBeLessThan(400);
    expect(right.top + right.height).toBeGreaterThan(400);
    const left = zoomPlacement({ x: 1100, y: 400 }, table, 'normal');
    expect(left.left + left.width).toBeLessThan(1100);
  });

  it('grows with a tall table so its text stays readable (1080p and 4K)', () => {
    const hd = zoomPlacement({ x: 100, y: 500 }, { width: 1500, height: 950 }, 'normal');
    expect(hd.height).toBe(551);
    const uhd = zoomPlacement({ x: 100, y: 900 }, { width: 3300, height: 1950 }, 'large');
    expect(uhd.height).toBe(1326);
    expect(uhd.width).toBe(Math.round((1326 * 300) / 420));
  });

  it('stays inside the table', () => {
    for (const at of [
      { x: 0, y: 0 },
      { x: 1200, y: 800 },
      { x: 600, y: 5 },
      { x: 40, y: 790 },
    ]) {
      const box = zoomPlacement(at, table, 'x-large');
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.left + box.width).toBeLessThanOrEqual(table.width);
      expect(box.top + box.height).toBeLessThanOrEqual(table.height);
    }
    const low = zoomPlacement({ x: 100, y: 100 }, { width: 900, height: 300 }, 'large');
    expect(low.top + low.height).toBeLessThanOrEqual(300);
  });
});
