import { describe, expect, it } from 'vitest';
import { personalDeckId } from './decks';

describe('personalDeckId', () => {
  it("is a user's own deck's _id, and undefined for collection decks, which carry one too", () => {
    expect(personalDeckId({ _id: 7 })).toBe(7);
    expect(personalDeckId({ _id: 12, preconDeckId: 12 })).toBeUndefined();
    expect(personalDeckId({})).toBeUndefined();
  });
});
