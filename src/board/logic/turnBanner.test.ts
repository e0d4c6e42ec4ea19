import { describe, expect, it } from 'vitest';
import { basicView, battleView } from '../fixtures/gameViews';
import { turnBanner } from './turnBanner';

describe('the turn banner', () => {
  it("reads Your turn on the viewer's own turn", () => {
    expect(turnBanner(basicView())).toEqual({ text: 'Your turn', yours: true });
  });

  it('waits for the player whose turn it is when the viewer has nothing to answer', () => {
    const view = battleView();
    const me = view.players[view.viewer ?? ''];
    if (!me) throw new Error('the battle fixture has a viewer');
    me.promptState = { ...me.promptState, buttons: [], selectCard: false, selectDie: false };
    const active = view.activePlayerTurn;
    expect(active).not.toBe(view.viewer);
    expect(turnBanner(view)).toEqual({ text: `Waiting for ${active}`, yours: false });
  });

  it("reads Your move when the viewer must answer during someone else's turn", () => {
    const view = basicView();
    view.activePlayerTurn = 'brennan';
    expect(turnBanner(view)).toEqual({ text: 'Your move', yours: true });
  });

  it('names whose turn it is for spectators and replays', () => {
    expect(turnBanner(basicView({ viewer: null }))).toEqual({
      text: "aradel's turn",
      yours: false,
    });
    expect(turnBanner({ ...basicView(), isReplay: true })?.text).toBe("aradel's turn");
  });

  it('is gone once the game is over', () => {
    expect(turnBanner({ ...basicView(), winner: 'aradel' })).toBeNull();
  });
});
