/**
 * Nothing is committed by a click alone: a dice power names its effect and asks its first
 * choice before the die and the side action are spent, and a card's payment can be cancelled
 * until it is made. Cancelling leaves the game as it was before the action began.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../domain/cards';
import { testCatalogue } from './testing/catalogue';
import { scenario } from './testing/scenario';
import type { Scenario } from './testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

/** What a cancelled action must leave untouched. */
function snapshot(s: Scenario) {
  return {
    turn: { ...s.state.turn },
    dice: s.dice('p1').map((d) => `${d.magic}:${d.level}:${d.location}`),
    hand: s.zoneStubs('p1', 'hand'),
    battlefield: s.zoneStubs('p1', 'battlefield'),
    damage: Object.values(s.state.cards).map((c) => c.tokens.damage),
    log: s.logLines().length,
  };
}

describe('dice powers announce their effect before anything is spent', () => {
  const ownKnightOnly = () =>
    scenario(catalogue, {
      p1: {
        phoenixborn: 'coal-roarkwin',
        battlefield: ['hammer-knight'],
        dice: ['natural:power'],
      },
      p2: { phoenixborn: 'maeoni-viper' },
    });

  it('a natural power die with only our own unit in play asks, and Cancel spends nothing', () => {
    const s = ownKnightOnly();
    const before = snapshot(s);
    s.die('natural:power');
    expect(s.prompt().title).toBe('Natural dice power: choose a unit to deal 1 damage to');
    expect(s.prompt().buttons).toEqual(['Cancel']);
    expect(s.offers('hammer-knight')).toBe(true);
    expect(snapshot(s)).toEqual(before);
    s.button('Cancel');
    expect(s.prompt().title).toBe('Choose an action');
    expect(snapshot(s)).toEqual(before);
    expect(s.offers('natural:power')).toBe(true);
  });

  it('choosing the unit pays the die and the side action, then deals the damage', () => {
    const s = ownKnightOnly().die('natural:power').click('hammer-knight');
    expect(s.unit('p1', 'hammer-knight')!.tokens.damage).toBe(1);
    expect(s.dice('p1')[0]!.location).toBe('exhausted');
    expect(s.state.turn?.sideActions).toBe(0);
  });

  it('sympathy asks Use or Cancel before drawing (a draw cannot be taken back)', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: 'coal-roarkwin',
        deck: ['anchornaut', 'iron-worker'],
        dice: ['sympathy:power'],
      },
      p2: { phoenixborn: 'maeoni-viper' },
    });
    const before = snapshot(s);
    s.die('sympathy:power');
    expect(s.prompt().title).toMatch(/^Sympathy dice power: draw 1 card/);
    expect(s.prompt().buttons).toEqual(['Use', 'Cancel']);
    s.button('Cancel');
    expect(snapshot(s)).toEqual(before);
    s.die('sympathy:power').button('Use');
    expect(s.zoneStubs('p1', 'hand')).toEqual(['anchornaut']);
    expect(s.state.turn?.sideActions).toBe(0);
  });

  it("illusion picks the opponent's dice first, and Cancel lowers none", () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: 'coal-roarkwin', dice: ['illusion:power'] },
      p2: { phoenixborn: 'maeoni-viper', dice: ['charm:power', 'natural:class'] },
    });
    s.die('illusion:power').die('charm:power');
    expect(s.prompt().title).toBe("Illusion dice power: lower up to 2 of your opponent's dice");
    s.button('Cancel');
    expect(s.dice('p2').map((d) => d.level)).toEqual(['power', 'class']);
    expect(s.dice('p1')[0]!.location).toBe('active');
    expect(s.state.turn?.sideActions).toBe(1);
    s.die('illusion:power').die('charm:power').button('Done');
    expect(s.dice('p2').map((d) => d.level)).toEqual(['class', 'class']);
    expect(s.dice('p1')[0]!.location).toBe('exhausted');
  });
});

describe('payments name what they pay for and can be cancelled', () => {
  it('a card play: "Pay for Iron Worker", Cancel keeps the card, the dice and the main action', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: 'coal-roarkwin',
        hand: ['iron-worker'],
        dice: ['natural:power', 'ceremonial:class', 'natural:basic'],
      },
      p2: { phoenixborn: 'maeoni-viper' },
    });
    const before = snapshot(s);
    s.click('iron-worker');
    expect(s.prompt().title).toBe('Pay for Iron Worker: select dice, then Done');
    s.die('natural:basic').button('Cancel');
    expect(snapshot(s)).toEqual(before);
    expect(s.offers('iron-worker')).toBe(true);
  });

  it('a payment only one set of dice can make waits for Done too, its dice already selected', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: 'coal-roarkwin', hand: ['anchornaut'], dice: ['natural:power'] },
      p2: { phoenixborn: 'maeoni-viper' },
    });
    s.confirmPayments = false;
    const before = snapshot(s);
    s.click('anchornaut');
    // Nothing is paid or played yet: the one die that can pay is shown selected.
    expect(s.prompt().title).toBe('Pay for Anchornaut: select dice, then Done');
    expect(s.prompt().buttons).toEqual(['Done', 'Cancel']);
    expect(s.state.decision?.selected).toEqual([s.dice('p1')[0]?.uuid]);
    expect(snapshot(s)).toEqual(before);
    s.button('Cancel');
    expect(snapshot(s)).toEqual(before);
    s.click('anchornaut').button('Done');
    expect(s.zoneStubs('p1', 'battlefield')).toEqual(['anchornaut']);
    expect(s.dice('p1')[0]?.location).toBe('exhausted');
  });
});
