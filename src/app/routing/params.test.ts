import { describe, expect, it } from 'vitest';
import { mergeRouteParams } from './params';

describe('route parameters', () => {
  it('merges path parameters with the query string, the path winning a clash', () => {
    expect(
      mergeRouteParams({ deckId: '12', tab: undefined }, new URLSearchParams('tab=cards&deckId=9')),
    ).toEqual({ deckId: '12', tab: 'cards' });
  });

  it('reads query-only routes such as /activation?id=1&token=abc', () => {
    expect(mergeRouteParams({}, new URLSearchParams('id=1&token=abc'))).toEqual({
      id: '1',
      token: 'abc',
    });
  });
});
