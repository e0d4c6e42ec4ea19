import { describe, expect, it } from 'vitest';
import { basicView } from '../fixtures/gameViews';
import type { GameView } from '../../protocol/game-view';
import { createGameStore, selectDeckNotes } from './gameStore';

describe('deck notes in the game store', () => {
  it("reads the notes from the viewer's own entry of the view", () => {
    const view = basicView();
    const me = view.players.aradel;
    if (!me) throw new Error('fixture without aradel');
    me.deckNotes = 'Keep two natural dice.';
    const store = createGameStore({ view });
    expect(selectDeckNotes(store.getState())).toBe('Keep two natural dice.');
  });

  it('has none when the view carries none, unless the store was given some', () => {
    expect(selectDeckNotes(createGameStore({ view: basicView() }).getState())).toBeNull();
    const given = createGameStore({ view: basicView(), deckNotes: 'Sandbox notes' });
    expect(selectDeckNotes(given.getState())).toBe('Sandbox notes');
  });

  it("ignores an opponent's notes seen by a spectator", () => {
    const view = basicView({ viewer: null });
    const opponent = view.players.brennan;
    if (!opponent) throw new Error('fixture without brennan');
    opponent.deckNotes = 'not for you';
    expect(selectDeckNotes(createGameStore({ view }).getState())).toBeNull();
  });
});

describe('the win splash', () => {
  const ended = (): GameView => ({ ...basicView(), winner: 'aradel' });

  it('stays closed while the game stays won, and shows again after a view without a winner', () => {
    const store = createGameStore({ view: ended() });
    store.getState().setUi({ winSplashClosed: true });
    store.getState().setView(ended());
    expect(store.getState().ui.winSplashClosed).toBe(true);
    // A replay stepped back before its end, then forward to it again.
    store.getState().setView(basicView());
    expect(store.getState().ui.winSplashClosed).toBe(false);
    store.getState().setView(ended());
    expect(store.getState().ui.winSplashClosed).toBe(false);
  });
});
