import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { scenario } from '../../testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const aradel = 'aradel-summergaard';
const coal = 'coal-roarkwin';

describe('The Mist Guardian cards', () => {
  it('Shifting Mist changes 2 dice', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: aradel,
        spellboard: ['shifting-mist'],
        dice: ['natural:basic', 'illusion:basic'],
      },
      p2: { phoenixborn: coal },
    });
    s.click('shifting-mist')
      .die('natural:basic')
      .button('Power')
      .die('illusion:basic')
      .button('Power');
    expect(s.dice('p1').map((d) => d.level)).toEqual(['power', 'power']);
  });

  it('Summon Mist Spirit places one spirit and may pay 1 basic for another', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: aradel,
        spellboard: ['summon-mist-spirit'],
        dice: ['illusion:class', 'natural:basic'],
      },
      p2: { phoenixborn: coal },
    });
    s.click('summon-mist-spirit').die('natural:basic');
    expect(s.cards('p1', 'mist-spirit', 'battlefield')).toHaveLength(2);
  });

  it('Summon Blue Jaguar and Summon Butterfly Monk place their conjurations', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: aradel,
        spellboard: ['summon-blue-jaguar', 'summon-butterfly-monk'],
        dice: ['natural:power', 'illusion:basic', 'illusion:basic'],
      },
      p2: { phoenixborn: coal },
    });
    s.click('summon-blue-jaguar').die('illusion:basic').die('illusion:basic').button('Done');
    expect(s.unit('p1', 'blue-jaguar')).toBeTruthy();
    expect(s.offers('summon-butterfly-monk')).toBe(false); // main action used
  });

  it('Blue Jaguar — Gaze stops a unit from blocking this turn', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: aradel, battlefield: ['blue-jaguar'] },
      p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
    });
    s.button('Attack Phoenixborn').click('blue-jaguar').button('Done').click('iron-worker');
    expect(s.prompt().player).toBe('p2');
    expect(s.offers('iron-worker')).toBe(false);
  });

  it('Butterfly Monk — Mend removes a wound when it is destroyed', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: aradel, battlefield: ['butterfly-monk'], pbDamage: 2 },
      p2: { phoenixborn: coal, dice: ['natural:power'] },
      firstPlayer: 'p2',
    });
    s.die('natural:power').click('butterfly-monk').click(aradel);
    expect(s.pb('p1').tokens.damage).toBe(1);
  });

  it('Reflections in the Water removes abilities (Unit Guard) and is discarded at the end of the round', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: aradel, hand: ['reflections-in-the-water'], dice: ['illusion:class'] },
      p2: { phoenixborn: coal, battlefield: ['butterfly-monk'] },
    });
    s.click('reflections-in-the-water').click('butterfly-monk');
    expect(s.unit('p2', 'butterfly-monk')!.upgrades).toHaveLength(1);
    s.button('Pass')
      .button('End Turn')
      .button('Pass')
      .button('End Turn')
      .button('Done')
      .button('Done');
    expect(s.unit('p2', 'butterfly-monk')!.upgrades).toHaveLength(0);
    expect(s.zoneStubs('p1', 'discard')).toEqual(['reflections-in-the-water']);
  });

  it('Mist Typhoon deals 1 damage to all opposing units and may draw', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: aradel,
        hand: ['mist-typhoon'],
        deck: ['root-armor'],
        dice: ['illusion:class', 'natural:class'],
      },
      p2: { phoenixborn: coal, battlefield: ['anchornaut', 'hammer-knight'] },
    });
    s.click('mist-typhoon').button('Draw');
    expect(s.unit('p2', 'anchornaut')).toBeUndefined();
    expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(1);
    expect(s.zoneStubs('p1', 'hand')).toEqual(['root-armor']);
  });

  it('Out of the Mist deals damage equal to your units in play', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: aradel,
        hand: ['out-of-the-mist'],
        battlefield: ['mist-spirit', 'mist-spirit'],
        dice: ['illusion:power', 'natural:power'],
      },
      p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
    });
    s.click('out-of-the-mist').click('hammer-knight');
    expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(2);
  });

  it('Root Armor gives +1 life and Armored 1', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: aradel,
        hand: ['root-armor'],
        battlefield: ['mist-spirit'],
        dice: ['natural:class', 'natural:power'],
      },
      p2: { phoenixborn: coal },
    });
    s.click('root-armor').click('mist-spirit').die('natural:class').button('Done');
    expect(s.view('p1').players.alice!.cardPiles.cardsInPlay[0]!.life).toBe(2);
    const t = scenario(catalogue, {
      p1: { phoenixborn: coal, dice: ['natural:power'] },
      p2: { phoenixborn: aradel, battlefield: [{ stub: 'mist-spirit', upgrades: ['root-armor'] }] },
    });
    t.die('natural:power').click('mist-spirit');
    expect(t.unit('p2', 'mist-spirit')!.tokens.damage).toBe(0);
  });

  it('Steady Gaze places 2 exhaustion tokens', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: aradel,
        hand: ['steady-gaze'],
        dice: ['illusion:class', 'illusion:class'],
      },
      p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
    });
    s.click('steady-gaze').click('hammer-knight');
    expect(s.unit('p2', 'hammer-knight')!.tokens.exhaustion).toBe(2);
  });

  it('Massive Growth attaches only to a unit with attack 2 or less, gives +4/+4, and is Fleeting', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: aradel,
        hand: ['massive-growth'],
        battlefield: ['mist-spirit', 'hammer-knight'],
        dice: ['natural:class', 'illusion:basic'],
      },
      p2: { phoenixborn: coal },
    });
    s.click('massive-growth');
    expect(s.offers('hammer-knight')).toBe(false);
    s.click('mist-spirit');
    const spirit = s
      .view('p1')
      .players.alice!.cardPiles.cardsInPlay.find((c) => c.id === 'mist-spirit')!;
    expect([spirit.attack, spirit.life]).toEqual([5, 5]);
  });
});
