import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { scenario } from '../../testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const coal = 'coal-roarkwin';
const maeoni = 'maeoni-viper';

describe('The Iron Men cards', () => {
  it('Expand Energy draws until 2 cards in hand', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: coal,
        hand: ['expand-energy'],
        deck: ['anchornaut', 'iron-worker', 'cover'],
        dice: ['natural:basic'],
      },
      p2: { phoenixborn: maeoni },
    });
    s.click('expand-energy');
    expect(s.zoneStubs('p1', 'hand')).toEqual(['anchornaut', 'iron-worker']);
    expect(s.zoneStubs('p1', 'discard')).toEqual(['expand-energy']);
  });

  it('Strengthen adds 2 attack for the turn (3 with focus 2)', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: coal,
        spellboard: ['strengthen', 'strengthen', 'strengthen'],
        battlefield: ['iron-worker'],
      },
      p2: { phoenixborn: maeoni },
    });
    s.click('strengthen').click('iron-worker');
    expect(s.view('p1').players.alice!.cardPiles.cardsInPlay[0]!.attack).toBe(5);
    s.button('Pass').button('End Turn');
    expect(s.view('p1').players.alice!.cardPiles.cardsInPlay[0]!.attack).toBe(2);
  });

  it('Chant of Revenge gains a status token when an ally you control is destroyed, then deals 1 damage to a Phoenixborn', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: coal,
        spellboard: ['chant-of-revenge'],
        battlefield: [{ stub: 'iron-worker', damage: 1 }],
      },
      p2: { phoenixborn: 'aradel-summergaard', dice: ['natural:class'] },
      firstPlayer: 'p2',
    });
    s.click('aradel-summergaard').click('iron-worker').button('Pass').button('End Turn');
    expect(s.cards('p1', 'chant-of-revenge')[0]!.tokens.status).toBe(1);
    s.click('chant-of-revenge').click('aradel-summergaard');
    expect(s.pb('p2').tokens.damage).toBe(1);
    expect(s.cards('p1', 'chant-of-revenge')[0]!.tokens.status).toBe(0);
  });

  it('Summon Iron Rhino costs 6 basic, 1 less per focus', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: coal,
        spellboard: ['summon-iron-rhino', 'summon-iron-rhino'],
        dice: Array(5).fill('natural:basic'),
      },
      p2: { phoenixborn: maeoni },
    });
    s.click('summon-iron-rhino');
    expect(s.unit('p1', 'iron-rhino')).toBeTruthy();
    expect(s.dice('p1', 'active')).toHaveLength(0);
  });

  it('Anchornaut — Throw 1 may deal 1 damage to another unit when it comes into play', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, hand: ['anchornaut'], dice: ['natural:basic'] },
      p2: { phoenixborn: maeoni, battlefield: ['iron-worker'] },
    });
    s.click('anchornaut');
    expect(s.offers('anchornaut')).toBe(false);
    s.click('iron-worker');
    expect(s.unit('p2', 'iron-worker')!.tokens.damage).toBe(1);
  });

  it('Iron Worker — Overtime lets its controller draw up to 2 more in the draw step', () => {
    const s = scenario(catalogue, {
      phase: 'prepare',
      round: 2,
      p1: { phoenixborn: coal, battlefield: ['iron-worker'], deck: Array(8).fill('anchornaut') },
      p2: { phoenixborn: maeoni, deck: Array(5).fill('anchornaut') },
    });
    s.button('Done').button('Done');
    expect(s.prompt().title).toMatch(/Overtime/);
    s.button('Draw 2');
    expect(s.state.players.p1.hand).toHaveLength(7);
  });

  it('Hammer Knight — Aftershock after destroying a unit by attacking; Alert when countering', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      p2: { phoenixborn: maeoni, battlefield: ['anchornaut', 'iron-worker'], guarded: true },
    });
    s.button('Attack a unit').click('anchornaut').click('hammer-knight').button("Don't counter");
    expect(s.prompt().title).toMatch(/Aftershock/);
    s.click('iron-worker');
    expect(s.unit('p2', 'iron-worker')!.tokens.damage).toBe(1);
    const t = scenario(catalogue, {
      p1: { phoenixborn: coal, battlefield: ['iron-worker'] },
      p2: { phoenixborn: maeoni, battlefield: ['hammer-knight'] },
    });
    t.button('Attack Phoenixborn')
      .click('iron-worker')
      .button('Done')
      .click('hammer-knight')
      .button('Done');
    expect(t.unit('p2', 'hammer-knight')!.tokens.exhaustion).toBe(0);
  });

  it('Iron Rhino — Gigantic 1 stops 1-life blockers; Overkill 2 damages the Phoenixborn', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, battlefield: ['iron-rhino'] },
      p2: { phoenixborn: maeoni, battlefield: ['anchornaut', 'iron-worker'], guarded: true },
    });
    s.button('Attack Phoenixborn').click('iron-rhino').button('Done');
    expect(s.offers('anchornaut')).toBe(false);
    expect(s.offers('iron-worker')).toBe(true);
    s.click('iron-worker').button('Done');
    expect(s.unit('p2', 'iron-worker')).toBeUndefined();
    expect(s.pb('p2').tokens.damage).toBe(2);
  });

  it('One Hundred Blades hits a Phoenixborn and every opposing unit, then draws', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: coal,
        hand: ['one-hundred-blades'],
        deck: ['cover'],
        dice: ['natural:basic', 'natural:basic'],
      },
      p2: { phoenixborn: maeoni, battlefield: ['anchornaut', 'iron-worker'] },
    });
    s.click('one-hundred-blades').click(maeoni);
    expect(s.pb('p2').tokens.damage).toBe(1);
    expect(s.unit('p2', 'anchornaut')).toBeUndefined();
    expect(s.unit('p2', 'iron-worker')!.tokens.damage).toBe(1);
    expect(s.zoneStubs('p1', 'hand')).toEqual(['cover']);
  });

  it('Close Combat deals the chosen unit’s attack and then marks the chosen unit', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: coal,
        hand: ['close-combat'],
        battlefield: ['hammer-knight'],
        dice: ['natural:power'],
      },
      p2: { phoenixborn: maeoni, battlefield: ['iron-worker'] },
    });
    s.click('close-combat').click('hammer-knight').click('iron-worker').button('Exhaustion');
    expect(s.unit('p2', 'iron-worker')).toBeUndefined();
    expect(s.unit('p1', 'hammer-knight')!.tokens.exhaustion).toBe(1);
  });
});
