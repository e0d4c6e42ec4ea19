import { describe, expect, it } from 'vitest';
import { basicView, makeCard, targetingView } from '../fixtures/gameViews';
import { clampPanel, loadPanel, panelStorageKey } from './panels';
import {
  CONCEDE_TEXT,
  LEAVE_UNFINISHED_TEXT,
  counterStyle,
  diceLayout,
  findCard,
  findCardByStub,
  groupCards,
  handWindow,
  inspectorTokens,
  keepDismissals,
  leaveAction,
  nearBottom,
  perspective,
  pileIsChoice,
  popupOpen,
  stepCardSize,
} from './rules';

describe('Leave or Concede', () => {
  it('is Concede with its confirmation in an unfinished game against a present opponent', () => {
    expect(leaveAction(basicView())).toEqual({ kind: 'concede', confirm: CONCEDE_TEXT });
  });

  it('is Leave for spectators, replays, finished games and a departed opponent', () => {
    expect(leaveAction(basicView({ viewer: null }))).toEqual({ kind: 'leave', confirm: null });
    expect(leaveAction({ ...basicView(), isReplay: true }).kind).toBe('leave');
    expect(leaveAction({ ...basicView(), winner: 'aradel' }).kind).toBe('leave');
    const gone = basicView();
    if (gone.players.brennan) gone.players.brennan.disconnected = true;
    expect(leaveAction(gone)).toEqual({ kind: 'leave', confirm: null });
  });

  it('asks before leaving an unfinished solo game', () => {
    expect(leaveAction({ ...basicView(), solo: true })).toEqual({
      kind: 'leave',
      confirm: LEAVE_UNFINISHED_TEXT,
    });
  });

  it("gives spectators the first player's perspective", () => {
    const view = basicView({ viewer: null });
    expect(perspective(view).me?.name).toBe('aradel');
    expect(perspective(view).opponent?.name).toBe('brennan');
  });
});

describe('piles', () => {
  it('groups popup cards by group name with sorted titles', () => {
    const cards = [
      makeCard('A', { group: 'Spells' }),
      makeCard('B', { group: 'Allies' }),
      makeCard('C', { group: 'Spells' }),
    ];
    expect(groupCards(cards).map((g) => [g.title, g.cards.length])).toEqual([
      ['Allies', 1],
      ['Spells', 2],
    ]);
  });

  it('opens a popup by itself while a card inside is selectable', () => {
    expect(popupOpen([makeCard('A', { selectable: true })], false)).toBe(true);
    expect(popupOpen([makeCard('A')], false)).toBe(false);
    expect(popupOpen([makeCard('A')], true)).toBe(true);
  });

  it('keeps a popup closed by hand only while its pile still holds a selectable card', () => {
    const selectable = new Set(['aradel:discard']);
    const kept = keepDismissals(['aradel:discard', 'aradel:archives'], (k) => selectable.has(k));
    expect(kept).toEqual(['aradel:discard']);
    selectable.clear();
    expect(keepDismissals(kept, (k) => selectable.has(k))).toEqual([]);
  });

  it('shows hand windows of at most 5 cards', () => {
    expect(handWindow(3, 0)).toEqual({ first: 0, last: 3 });
    expect(handWindow(10, 5)).toEqual({ first: 5, last: 10 });
    expect(handWindow(10, 8)).toEqual({ first: 5, last: 10 });
    expect(handWindow(10, -2)).toEqual({ first: 0, last: 5 });
  });
});

describe('sizes and styles', () => {
  it('steps card sizes and stops at the ends', () => {
    expect(stepCardSize('normal', 1)).toBe('large');
    expect(stepCardSize('x-large', 1)).toBe('x-large');
    expect(stepCardSize('small', -1)).toBe('small');
    expect(stepCardSize('large', -1)).toBe('normal');
  });

  it('uses the half dice layout under 6 dice and many-counters above 2', () => {
    expect(diceLayout(5)).toBe('half');
    expect(diceLayout(6)).toBe('full');
    expect(counterStyle(2)).toBe('few');
    expect(counterStyle(3)).toBe('many');
  });

  it('hides damage on Ready Spells and shows redRains only on Chimera', () => {
    expect(inspectorTokens('Ready Spell')).toEqual(['exhaustion', 'status']);
    expect(inspectorTokens('Chimera')).toEqual(['damage', 'exhaustion', 'status', 'redRains']);
    expect(inspectorTokens('Ally')).toEqual(['damage', 'exhaustion', 'status']);
  });

  it('follows the chat within 20 px of the bottom', () => {
    expect(nearBottom(480, 500, 1000)).toBe(true);
    expect(nearBottom(479, 500, 1000)).toBe(false);
  });
});

describe('movable panels', () => {
  it('keeps width 200 to 800, height at least 150 and the panel on screen', () => {
    const view = { width: 1000, height: 700 };
    expect(clampPanel({ x: -40, y: 5000, width: 50, height: 20 }, view)).toEqual({
      x: 10,
      y: 650,
      width: 200,
      height: 150,
    });
    expect(clampPanel({ x: 100, y: 100, width: 2000, height: 300 }, view).width).toBe(800);
  });

  it('saves per panel and side, and ignores broken saved values', () => {
    expect(panelStorageKey('manual-commands', 'left')).not.toBe(
      panelStorageKey('manual-commands', 'right'),
    );
    const fallback = { x: 1, y: 2, width: 300, height: 200 };
    const store = (value: string | null) => ({ getItem: () => value });
    expect(loadPanel(store('{"x":5,"y":6,"width":400,"height":300}'), 'k', fallback)).toEqual({
      x: 5,
      y: 6,
      width: 400,
      height: 300,
    });
    expect(loadPanel(store('not json'), 'k', fallback)).toEqual(fallback);
    expect(loadPanel(store('{"x":"a"}'), 'k', fallback)).toEqual(fallback);
  });
});

describe('finding cards for the prompt', () => {
  it('finds the source and targets of a targeting prompt, and a card by stub as buttons name it', () => {
    const view = targetingView();
    const me = view.players.aradel;
    const control = me?.promptState.controls[0];
    const source = control?.source;
    if (!me || !source) throw new Error('fixture without a source');
    expect(findCard(view, source.uuid)?.name).toBe(source.name);
    for (const target of control.targets ?? []) expect(findCard(view, target)).not.toBeNull();
    const upgrade = makeCard('Binding Thorns', { type: 'Alteration Spell' });
    me.cardPiles.cardsInPlay[1]?.upgrades.push(upgrade);
    expect(findCard(view, upgrade.uuid)).toBe(upgrade);
    expect(findCard(view, 'nowhere')).toBeNull();
    expect(findCardByStub(view, source.id)?.uuid).toBe(source.uuid);
    expect(findCardByStub(view, 'nowhere')).toBeNull();
  });
});

describe('a pile as a choice', () => {
  it('is our own draw pile while the view says we may select it', () => {
    const view = basicView();
    const me = view.players.aradel!;
    expect(pileIsChoice(me, 'deck', true)).toBe(false);
    me.canSelectDeck = true;
    expect(pileIsChoice(me, 'deck', true)).toBe(true);
    expect(pileIsChoice(me, 'discard', true)).toBe(false);
    expect(pileIsChoice(me, 'deck', false)).toBe(false);
  });
});
