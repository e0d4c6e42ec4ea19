import { describe, expect, it } from 'vitest';
import { basicView } from '../../board/fixtures/gameViews';
import { perspective } from '../../board/logic/rules';
import { defaultReplaySide, handShown, viewFromSide } from './replay-side';

describe('whose side of a replay is seen', () => {
  it("opens on the viewer's own side when they played, else on the first player's", () => {
    expect(defaultReplaySide(['alice', 'bobby'], 'bobby')).toBe('bobby');
    expect(defaultReplaySide(['alice', 'bobby'], 'carol')).toBe('alice');
    expect(defaultReplaySide(['alice', 'bobby'], null)).toBe('alice');
    expect(defaultReplaySide([], 'alice')).toBeNull();
  });

  it('puts the chosen player at the bottom and changes nothing else', () => {
    const view = { ...basicView({ viewer: null }), isReplay: true };
    const [first, second] = Object.keys(view.players);
    if (!first || !second) throw new Error('a view of two players');
    expect(perspective(view).me?.name).toBe(first);
    const flipped = viewFromSide(view, second);
    expect(perspective(flipped).me?.name).toBe(second);
    expect(perspective(flipped).opponent?.name).toBe(first);
    expect(flipped.players[first]).toBe(view.players[first]);
    expect(flipped.players[second]).toBe(view.players[second]);
    expect(viewFromSide(view, first)).toEqual(view);
    // A name the replay does not have leaves the view as it is.
    expect(viewFromSide(view, 'nobody')).toBe(view);
    expect(viewFromSide(view, null)).toBe(view);
  });

  it('tells whether a side shows its hand: face down cards are hidden ones', () => {
    const view = basicView({ viewer: null });
    const [name] = Object.keys(view.players);
    const player = name ? view.players[name] : undefined;
    if (!name || !player) throw new Error('a view with players');
    const hand = player.cardPiles.hand;
    const hidden = {
      ...view,
      players: {
        ...view.players,
        [name]: {
          ...player,
          cardPiles: { ...player.cardPiles, hand: hand.map((c) => ({ ...c, facedown: true })) },
        },
      },
    };
    expect(handShown(hidden, name)).toBe(false);
    const shown = {
      ...view,
      players: {
        ...view.players,
        [name]: {
          ...player,
          cardPiles: { ...player.cardPiles, hand: hand.map((c) => ({ ...c, facedown: false })) },
        },
      },
    };
    expect(hand.length).toBeGreaterThan(0);
    expect(handShown(shown, name)).toBe(true);
  });
});
