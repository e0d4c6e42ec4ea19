/** Spells that absorb a damage (`absorbsDamage`, damage-absorbers.ts), and X costs of any die (costs.ts). */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../domain/cards';
import { testCatalogue } from './testing/catalogue';
import { scenario } from './testing/scenario';
import { standardCards } from './cards';
import type { CardRegistry } from './cards/registry';
import { unitsOf } from './cards/api';
import { xDiceSlot } from './costs';

let catalogue: Record<string, Card>;
let cards: CardRegistry;
/** A throwaway ready spell that absorbs the next damage to a unit of its controller. */
const SHIELD = 'test-unit-shield';

beforeAll(async () => {
  const base = await testCatalogue();
  const spell = base['summon-iron-rhino'];
  if (!spell) throw new Error('no Summon Iron Rhino in the catalogue');
  catalogue = { ...base, [SHIELD]: { ...spell, stub: SHIELD, name: 'Test Unit Shield' } };
  cards = standardCards().with([
    { stub: SHIELD, absorbsDamage: (q, damage) => unitsOf(q).includes(damage.card) },
  ]);
});

describe('absorbsDamage', () => {
  it('prevents one damage to what it answers, and is discarded for it', () => {
    const s = scenario(
      catalogue,
      {
        p1: { phoenixborn: 'coal-roarkwin', battlefield: ['hammer-knight'] },
        p2: { phoenixborn: 'maeoni-viper', battlefield: ['iron-worker'], spellboard: [SHIELD] },
      },
      cards,
    );
    s.button('Attack a unit').click('iron-worker').click('hammer-knight');
    s.button('No guard', 'p2').button("Don't counter", 'p2');
    expect(s.unit('p2', 'iron-worker')?.tokens.damage).toBe(0);
    expect(s.zoneStubs('p2', 'spellboard')).toEqual([]);
    expect(s.zoneStubs('p2', 'discard')).toEqual([SHIELD]);
    expect(s.logLines()).toContain(
      'Iron Worker is dealt 3 damage (prevented: Test Unit Shield is discarded)',
    );
  });

  it('does not answer damage it does not match', () => {
    const s = scenario(
      catalogue,
      {
        p1: { phoenixborn: 'coal-roarkwin', battlefield: ['hammer-knight'] },
        p2: { phoenixborn: 'maeoni-viper', spellboard: [SHIELD] },
      },
      cards,
    );
    s.button('Attack Phoenixborn').click('hammer-knight').button('Done');
    if (s.offers('Done')) s.button('Done', 'p2');
    expect(s.pb('p2').tokens.damage).toBe(3);
    expect(s.zoneStubs('p2', 'spellboard')).toEqual([SHIELD]);
  });
});

describe('xDiceSlot', () => {
  it('reads the die an X cost stands for', () => {
    expect(xDiceSlot(['[[side]]', 'X [[basic]]'])).toEqual({ magic: null, level: 'basic' });
    expect(xDiceSlot(['[[main]]', '[[side]]', 'X [[charm:class]]'])).toEqual({
      magic: 'charm',
      level: 'class',
    });
    expect(xDiceSlot(['[[main]]', '1 [[basic]]'])).toBeNull();
  });
});
