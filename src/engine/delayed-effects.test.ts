/** Effects left for the end of the next turn this round (Rising Tides) resolve as that turn ends. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../domain/cards';
import { standardCards } from './cards';
import { allUnitsInPlay, atEndOfNextTurn, dealDamage } from './cards/api';
import type { CardScript } from './cards/api';
import type { CardRegistry } from './cards/registry';
import { testCatalogue } from './testing/catalogue';
import { scenario } from './testing/scenario';

/** A throwaway action spell: 1 damage to all units at the end of the next turn. */
const LATER = 'test-later';
let catalogue: Record<string, Card>;
let cards: CardRegistry;
beforeAll(async () => {
  const base = await testCatalogue();
  catalogue = { ...base, [LATER]: { ...base['rising-tides']!, stub: LATER, name: 'Later' } };
  const later: CardScript = {
    stub: LATER,
    effect: [(g) => atEndOfNextTurn(g)],
    later: [
      (g) => {
        for (const unit of allUnitsInPlay(g)) dealDamage(g, unit, 1);
      },
    ],
  };
  cards = standardCards().with([later]);
});

const board = () =>
  scenario(
    catalogue,
    {
      p1: {
        phoenixborn: 'jericho-reborn',
        hand: [LATER],
        battlefield: ['hammer-knight'],
        dice: ['time:class'],
      },
      p2: { phoenixborn: 'coal-roarkwin', hand: ['anchornaut'], dice: ['natural:basic'] },
    },
    cards,
  );

describe('delayed effects', () => {
  it('wait through the turn they were left in, then resolve once, for the player who left them', () => {
    const s = board();
    s.click(LATER);
    expect(s.state.delayed).toEqual([
      expect.objectContaining({
        procedure: `card:${LATER}:later`,
        player: 'p1',
        round: 1,
        turnsToSkip: 1,
      }),
    ]);
    s.button('Pass').button('End Turn');
    expect(s.state.delayed).toEqual([expect.objectContaining({ turnsToSkip: 0 })]);
    expect(s.unit('p1', 'hammer-knight')!.tokens.damage).toBe(0);
    s.click('anchornaut', 'p2');
    if (s.prompt().title.startsWith('Throw 1')) s.button('Skip', 'p2');
    s.button('End Turn', 'p2');
    expect(s.state.delayed).toEqual([]);
    expect(s.unit('p1', 'hammer-knight')!.tokens.damage).toBe(1);
    expect(s.cards('p2', 'anchornaut', 'discard')).toHaveLength(1);
  });

  it('one left in an earlier round is dropped unresolved', () => {
    const s = board();
    s.click(LATER);
    s.state.delayed = (s.state.delayed ?? []).map((e) => ({ ...e, round: 0, turnsToSkip: 0 }));
    s.button('Pass').button('End Turn');
    expect(s.state.delayed).toEqual([]);
    expect(s.unit('p1', 'hammer-knight')!.tokens.damage).toBe(0);
  });
});
