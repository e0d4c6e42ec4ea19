import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../domain/cards';
import { testCatalogue } from './testing/catalogue';
import { scenario } from './testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

/** p2 holds Fate Reflection (a reaction answering unitDamage dealt by an opponent's effect) and the die to pay it, unless said. */
const board = (p2Dice: string[] = ['time:power']) =>
  scenario(catalogue, {
    p1: {
      phoenixborn: 'coal-roarkwin',
      battlefield: ['iron-worker'],
      dice: ['natural:power'],
    },
    p2: {
      phoenixborn: 'orrick-gilstream',
      hand: ['fate-reflection'],
      battlefield: ['hammer-knight'],
      dice: p2Dice,
    },
  });

describe('damage an effect deals to a unit, held open for prevention reactions', () => {
  it('an opponent’s dice power: held until the unit’s controller plays a reaction or passes', () => {
    const s = board();
    s.die('natural:power').click('hammer-knight');
    expect(s.prompt().player).toBe('p2');
    expect(s.prompt().title).toBe('Hammer Knight is dealt 1 damage: play a reaction?');
    expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(0);
    s.button('Pass');
    expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(1);
  });

  it('a reaction played prevents it: the damage is never received', () => {
    const s = board();
    s.die('natural:power').click('hammer-knight');
    s.click('fate-reflection').click('iron-worker');
    expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(0);
    expect(s.unit('p1', 'iron-worker')!.tokens.damage).toBe(1);
  });

  it('not held while the controller could not play such a reaction (no die to pay it)', () => {
    const s = board([]);
    s.die('natural:power').click('hammer-knight');
    expect(s.prompt().player).toBe('p1');
    expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(1);
  });
});
