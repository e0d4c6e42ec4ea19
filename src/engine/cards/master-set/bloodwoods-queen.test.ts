import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { scenario } from '../../testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const jessa = 'jessa-na-ni';
const coal = 'coal-roarkwin';

describe('The Bloodwoods Queen cards', () => {
  it('Fear destroys your unit, heals your Phoenixborn by its recover value, and discards an opposing unit', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: jessa,
        hand: ['fear'],
        battlefield: ['blood-archer'],
        pbDamage: 5,
        dice: ['charm:basic'],
      },
      p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
    });
    s.click('fear').click('blood-archer');
    if (s.prompt().title.match(/Screams/)) s.button('No');
    s.click('hammer-knight');
    expect(s.pb('p1').tokens.damage).toBe(3);
    expect(s.unit('p2', 'hammer-knight')).toBeUndefined();
  });

  it('Blood Transfer damages your unit to heal another unit or your Phoenixborn', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: jessa,
        spellboard: ['blood-transfer'],
        battlefield: ['living-doll'],
        pbDamage: 3,
        dice: ['charm:class', 'ceremonial:class'],
      },
      p2: { phoenixborn: coal },
    });
    s.click('blood-transfer').click('living-doll').click(jessa);
    expect(s.unit('p1', 'living-doll')!.tokens.damage).toBe(2);
    expect(s.pb('p1').tokens.damage).toBe(2);
  });

  it('Summon Blood Puppet can place the puppet on the opponent’s battlefield; Cursed wounds its controller', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: jessa, spellboard: ['summon-blood-puppet'], dice: ['ceremonial:class'] },
      p2: { phoenixborn: coal },
    });
    s.click('summon-blood-puppet').button('bob');
    expect(s.unit('p2', 'blood-puppet')?.owner).toBe('p1');
    s.button('End Turn').button('Pass').button('End Turn').button('Pass').button('End Turn');
    expect(s.pb('p2').tokens.damage).toBe(1);
    expect(s.pb('p1').tokens.damage).toBe(0);
  });

  it('Blood Puppet — Self Inflict deals 1 damage to itself', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: jessa, battlefield: ['blood-puppet'], dice: ['charm:basic'] },
      p2: { phoenixborn: coal },
    });
    s.click('blood-puppet');
    expect(s.unit('p1', 'blood-puppet')!.tokens.damage).toBe(1);
  });

  it('Cut the Strings damages your unit and may discard an alteration', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: jessa,
        spellboard: ['cut-the-strings'],
        battlefield: ['living-doll'],
        dice: ['ceremonial:class', 'charm:basic'],
      },
      p2: { phoenixborn: coal, battlefield: [{ stub: 'hammer-knight', upgrades: ['root-armor'] }] },
    });
    s.click('cut-the-strings').click('living-doll').click('root-armor');
    expect(s.unit('p2', 'hammer-knight')!.upgrades).toHaveLength(0);
    expect(s.zoneStubs('p2', 'discard')).toEqual(['root-armor']);
  });

  it('Undying Heart returns a destroyed ally to its owner’s hand', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, dice: ['natural:power'] },
      p2: {
        phoenixborn: jessa,
        battlefield: [{ stub: 'blood-archer', damage: 3, upgrades: ['undying-heart'] }],
      },
    });
    s.die('natural:power').click('blood-archer');
    s.button('Yes');
    expect(s.zoneStubs('p2', 'hand')).toEqual(['blood-archer']);
    expect(s.zoneStubs('p2', 'discard')).toEqual(['undying-heart']);
  });

  it('Final Cry deals 2 damage to a Phoenixborn after a unit you control is destroyed', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, dice: ['natural:power'] },
      p2: {
        phoenixborn: 'maeoni-viper',
        hand: ['final-cry'],
        battlefield: ['anchornaut'],
        dice: ['ceremonial:power'],
      },
    });
    s.die('natural:power').click('anchornaut').click('final-cry').click(coal);
    expect(s.pb('p1').tokens.damage).toBe(2);
  });

  it('Blood Archer — Blood Shot wounds itself to deal 1 damage', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: jessa, battlefield: ['blood-archer'] },
      p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
    });
    s.click('blood-archer').click('hammer-knight');
    expect(s.unit('p1', 'blood-archer')!.tokens.damage).toBe(1);
    expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(1);
  });

  it('Living Doll — Pain Link moves a wound onto a Phoenixborn', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: jessa, battlefield: [{ stub: 'living-doll', damage: 2 }] },
      p2: { phoenixborn: coal },
    });
    s.click('living-doll').click(coal);
    expect(s.unit('p1', 'living-doll')!.tokens.damage).toBe(1);
    expect(s.pb('p2').tokens.damage).toBe(1);
  });

  it('Blood Shaman — Blood Ritual when destroyed by your own effect: heal 1 and raise a die', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: 'maeoni-viper',
        battlefield: [{ stub: 'blood-shaman', damage: 1 }],
        pbDamage: 2,
        dice: ['natural:power', 'charm:basic'],
      },
      p2: { phoenixborn: coal },
    });
    s.die('natural:power').click('blood-shaman').button('Yes').die('charm:basic');
    expect(s.pb('p1').tokens.damage).toBe(1);
    expect(s.dice('p1', 'active')[0]!.level).toBe('class');
  });
});
