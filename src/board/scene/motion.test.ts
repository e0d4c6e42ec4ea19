import { describe, expect, it } from 'vitest';
import { TRANSITION_MS, glidingCount, moveNode, stepAll } from './motion';
import type { Movable } from './motion';

/** A node as the table moves it, without Pixi. */
function node(x: number, y: number): Movable {
  const n: Movable = {
    motion: null,
    x,
    y,
    position: { set: (nx: number, ny: number) => void Object.assign(n, { x: nx, y: ny }) },
  };
  return n;
}

describe('moving cards and dice to their new places', () => {
  it('glides over the transition, eased, and ends at the place', () => {
    const card = node(0, 0);
    moveNode(card, 100, 50, 1000, false);
    expect(glidingCount([card])).toBe(1);
    expect(stepAll(1000 + TRANSITION_MS / 2, [card])).toBe(true);
    // Eased out: past half way at half the time, not yet there.
    expect(card.x).toBeGreaterThan(50);
    expect(card.x).toBeLessThan(100);
    expect(stepAll(1000 + TRANSITION_MS, [card])).toBe(false);
    expect([card.x, card.y]).toEqual([100, 50]);
    expect(glidingCount([card])).toBe(0);
  });

  it('puts a node at its place at once for a reader of reduced motion, ending its glide', () => {
    const card = node(0, 0);
    moveNode(card, 100, 50, 1000, false);
    stepAll(1100, [card]);
    moveNode(card, 40, 20, 1150, true);
    expect([card.x, card.y]).toEqual([40, 20]);
    expect(glidingCount([card])).toBe(0);
    expect(stepAll(1200, [card])).toBe(false);
  });
});
