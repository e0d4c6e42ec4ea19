import { describe, expect, it } from 'vitest';
import type { GameView, TakeBackView } from '../../protocol/game-view';
import { basicView } from '../fixtures/gameViews';
import { takeBackOffer } from './takeBack';

/** A game in play seen by its first player (or a spectator), with the node's take-back state. */
function playing(takeBack?: TakeBackView, spectator = false): GameView {
  const view = basicView();
  const first = Object.keys(view.players)[0] ?? null;
  return { ...view, winner: null, finishedAt: null, viewer: spectator ? null : first, takeBack };
}

describe('take-back offer', () => {
  it('offers Take back to a player of a game that allows it, never in ranked games', () => {
    expect(takeBackOffer(playing({ rule: 'immediate', askedBy: null }))).toBe('button');
    expect(takeBackOffer(playing({ rule: 'freely', askedBy: null }))).toBe('button');
    // Ranked and solo games carry no take-back state.
    expect(takeBackOffer(playing())).toBe('none');
    expect(takeBackOffer(playing({ rule: 'ask', askedBy: null }, true))).toBe('none');
    const over = { ...playing({ rule: 'ask', askedBy: null }), winner: 'someone' };
    expect(takeBackOffer(over)).toBe('none');
  });

  it("waits after one's own ask and lets the opponent answer it", () => {
    const view = playing();
    const [me = '', them = ''] = Object.keys(view.players);
    expect(takeBackOffer(playing({ rule: 'ask', askedBy: me }))).toBe('waiting');
    expect(takeBackOffer(playing({ rule: 'ask', askedBy: them }))).toBe('answer');
  });
});
