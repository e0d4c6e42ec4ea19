import { describe, expect, it } from 'vitest';
import { isGameView } from './game-view-guard';

const card = { uuid: 'c1', tokens: {}, upgrades: [] };
const player = {
  name: 'alice',
  cardPiles: { cardsInPlay: [card], discard: [], hand: [], purged: [], spells: [], archives: [] },
  phoenixborn: { ...card, uuid: 'pb' },
  dice: [{ uuid: 'd1', magic: 'natural', level: 'power' }],
  clock: {},
  stats: {},
  actions: {},
  promptState: { buttons: [] },
};
const view = {
  version: 3,
  round: 1,
  currentPhase: 'prepare',
  messages: [],
  cardLog: [],
  players: { alice: player },
};

describe('the game view check', () => {
  it('takes a view with every field the board reads', () => {
    expect(isGameView(view)).toBe(true);
    // A draw pile nobody may see is left out of the view.
    expect(
      isGameView({
        ...view,
        players: { alice: { ...player, cardPiles: { ...player.cardPiles, deck: undefined } } },
      }),
    ).toBe(true);
  });

  it('refuses a view missing what the board draws, or with a malformed card or die', () => {
    expect(isGameView(null)).toBe(false);
    expect(isGameView({ ...view, players: {} })).toBe(false);
    expect(isGameView({ ...view, round: '1' })).toBe(false);
    const withCard = (c: unknown) => ({
      ...view,
      players: { alice: { ...player, cardPiles: { ...player.cardPiles, hand: [c] } } },
    });
    expect(isGameView(withCard({ uuid: 'x', tokens: {}, upgrades: [{ uuid: 5 }] }))).toBe(false);
    expect(isGameView(withCard({ ...card, dieUpgrades: [{ uuid: 'd' }] }))).toBe(false);
    expect(isGameView({ ...view, players: { alice: { ...player, promptState: {} } } })).toBe(false);
  });
});
