import { describe, expect, it } from 'vitest';
import { ratingChangeOf, ratingChangeText } from './ratings';

describe('rating change on the win splash', () => {
  it('shows the new rating with a signed change', () => {
    expect(ratingChangeText({ before: 1500, after: 1516 })).toBe('1516 (+16)');
    expect(ratingChangeText({ before: 1500, after: 1484 })).toBe('1484 (−16)');
    expect(ratingChangeText({ before: 1500, after: 1500 })).toBe('1500 (±0)');
  });

  it("finds a player's change by name, none for an unranked game", () => {
    const changes = [
      { name: 'Alice', before: 1500, after: 1516 },
      { name: 'Bob', before: 1500, after: 1484 },
    ];
    expect(ratingChangeOf(changes, 'Bob')?.after).toBe(1484);
    expect(ratingChangeOf(changes, 'Carol')).toBeUndefined();
    expect(ratingChangeOf(undefined, 'Alice')).toBeUndefined();
  });
});
