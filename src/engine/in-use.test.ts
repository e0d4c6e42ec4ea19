import { beforeAll, describe, expect, it } from 'vitest';
import { engineContext } from './standard-context';
import type { Card } from '../domain/cards';
import { applyCommand, createGame, viewFor } from './index';
import { DECK_IN_USE } from './in-use';
import { preconGameSetup, testCatalogue } from './testing/catalogue';
import type { GameSetup } from './game';

let catalogue: Record<string, Card>;
let setup: GameSetup;

beforeAll(async () => {
  catalogue = await testCatalogue();
  setup = await preconGameSetup('in-use', 1, 2);
});

describe('cards an open choice refers to', () => {
  it('a shuffle during the first five, after a card was picked, is refused and every view still builds', () => {
    const context = engineContext(catalogue);
    const start = createGame(setup, context);
    const picked = start.players.p1.deck[0] as string;
    const clicked = applyCommand(start, context, 'alice', { type: 'cardClicked', uuid: picked });
    expect(clicked.error).toBeUndefined();
    expect(clicked.state.decision?.selected).toEqual([picked]);

    const shuffled = applyCommand(clicked.state, context, 'alice', { type: 'shuffleDeck' });
    expect(shuffled.error).toBe(DECK_IN_USE);
    expect(shuffled.state).toBe(clicked.state);
    for (const viewer of ['alice', 'bob', null])
      expect(() => viewFor(shuffled.state, context, viewer)).not.toThrow();

    const manual = applyCommand(clicked.state, context, 'alice', {
      type: 'chat',
      text: '/shuffle',
    });
    expect(manual.state.players.p1.deck).toEqual(clicked.state.players.p1.deck);
  });

  it('the other player may shuffle meanwhile, and then chooses their first five from the new order', () => {
    const context = engineContext(catalogue);
    const start = createGame(setup, context);
    const shuffled = applyCommand(start, context, 'bob', { type: 'shuffleDeck' });
    expect(shuffled.error).toBeUndefined();
    expect(shuffled.state.players.p2.deck).not.toEqual(start.players.p2.deck);
    const done = (state: typeof start, name: string) =>
      applyCommand(state, context, name, {
        type: 'menuButton',
        arg: 'done',
        uuid: null,
        method: null,
      });
    const aliceDone = done(shuffled.state, 'alice');
    expect(aliceDone.error).toBeUndefined();
    const pick = aliceDone.state.players.p2.deck[0] as string;
    const clicked = applyCommand(aliceDone.state, context, 'bob', {
      type: 'cardClicked',
      uuid: pick,
    });
    expect(clicked.error).toBeUndefined();
    const bobDone = done(clicked.state, 'bob');
    expect(bobDone.error).toBeUndefined();
    expect(bobDone.state.players.p2.hand).toHaveLength(5);
    expect(bobDone.state.cards[pick]).toBeUndefined();
    for (const viewer of ['alice', 'bob', null])
      expect(() => viewFor(bobDone.state, context, viewer)).not.toThrow();
  });

  it('a picked card moved away by hand leaves the choice, which still completes and shows', () => {
    const context = engineContext(catalogue);
    const start = createGame(setup, context);
    const picked = start.players.p1.deck[0] as string;
    const stubOf = (id: string) => start.cards[id]?.stub;
    const other = start.players.p1.deck.find((id) => stubOf(id) !== stubOf(picked)) as string;
    let state = applyCommand(start, context, 'alice', { type: 'toggleManualMode' }).state;
    state = applyCommand(state, context, 'alice', { type: 'cardClicked', uuid: picked }).state;
    state = applyCommand(state, context, 'alice', { type: 'cardClicked', uuid: other }).state;
    expect(state.decision?.selected).toEqual([picked, other]);

    const moved = applyCommand(state, context, 'alice', {
      type: 'drop',
      uuid: picked,
      source: 'deck',
      target: 'discard',
    });
    expect(moved.error).toBeUndefined();
    expect(moved.state.cards[picked]).toBeUndefined();
    for (const viewer of ['alice', 'bob', null])
      expect(() => viewFor(moved.state, context, viewer)).not.toThrow();
    const offered = viewFor(moved.state, context, 'alice').players.alice?.cardPiles.deck ?? [];
    expect(offered.some((card) => card.uuid === picked)).toBe(false);

    const done = applyCommand(moved.state, context, 'alice', {
      type: 'menuButton',
      arg: 'done',
      uuid: null,
      method: null,
    });
    expect(done.error).toBeUndefined();
    expect(done.state.players.p1.hand).toHaveLength(5);
    expect(done.state.players.p1.discard).toHaveLength(1);
  });
});
