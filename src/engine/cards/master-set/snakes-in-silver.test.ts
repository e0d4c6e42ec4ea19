import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { scenario } from '../../testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const maeoni = 'maeoni-viper';
const coal = 'coal-roarkwin';

describe('The Snakes in Silver cards', () => {
  it('Call Upon the Realms changes 3 dice', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: maeoni,
        hand: ['call-upon-the-realms'],
        dice: ['charm:basic', 'natural:basic', 'natural:basic'],
      },
      p2: { phoenixborn: coal },
    });
    s.click('call-upon-the-realms');
    expect(s.dice('p1', 'exhausted')).toHaveLength(0);
    s.die('natural:basic')
      .button('Power')
      .die('natural:basic')
      .button('Power')
      .die('charm:basic')
      .button('Class');
    expect(
      s
        .dice('p1')
        .map((d) => d.level)
        .sort(),
    ).toEqual(['class', 'power', 'power']);
  });

  it('Summon Silver Snake places a snake with status tokens by focus; X attack equals its status', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: maeoni,
        spellboard: ['summon-silver-snake', 'summon-silver-snake'],
        dice: ['charm:power', 'natural:power'],
      },
      p2: { phoenixborn: coal },
    });
    s.click('summon-silver-snake');
    expect(s.unit('p1', 'silver-snake')!.tokens.status).toBe(1);
    expect(s.view('p1').players.alice!.cardPiles.cardsInPlay[0]!.attack).toBe(1);
  });

  it('Silver Snake — Consume: gains a status token when an opposing unit is destroyed', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: maeoni, battlefield: ['silver-snake'], dice: ['natural:power'] },
      p2: { phoenixborn: coal, battlefield: [{ stub: 'anchornaut' }] },
    });
    s.die('natural:power').click('anchornaut');
    expect(s.unit('p1', 'silver-snake')!.tokens.status).toBe(1);
  });

  it('Refresh removes all exhaustion from a unit', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: maeoni,
        hand: ['refresh'],
        battlefield: [{ stub: 'iron-worker', exhaustion: 2 }],
        dice: ['charm:class', 'charm:basic'],
      },
      p2: { phoenixborn: coal },
    });
    s.click('refresh').click('iron-worker');
    expect(s.unit('p1', 'iron-worker')!.tokens.exhaustion).toBe(0);
  });

  it('Empower places a status token; with focus it can turn status tokens into damage', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: maeoni,
        spellboard: ['empower', 'empower'],
        battlefield: [{ stub: 'iron-worker', status: 1 }],
        dice: ['natural:class'],
      },
      p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
    });
    s.click('empower').click('iron-worker').click('iron-worker').button('2').click('hammer-knight');
    expect(s.unit('p1', 'iron-worker')!.tokens.status).toBe(0);
    expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(2);
  });

  it('Hypnotize gives Bypass: the unit cannot be blocked', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: maeoni,
        spellboard: ['hypnotize'],
        battlefield: ['iron-worker'],
        dice: ['charm:class', 'charm:class'],
      },
      p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
    });
    s.click('hypnotize')
      .click('iron-worker')
      .button('Attack Phoenixborn')
      .click('iron-worker')
      .button('Done');
    expect(s.offers('hammer-knight')).toBe(false);
    s.button('Done');
    expect(s.pb('p2').tokens.damage).toBe(2);
  });

  it('Open Memories takes any card from the draw pile (shown only to its owner) and shuffles', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: maeoni,
        hand: ['open-memories'],
        deck: ['refresh', 'transfer', 'molten-gold'],
        dice: ['charm:class', 'natural:basic'],
      },
      p2: { phoenixborn: coal },
    });
    s.click('open-memories');
    expect(s.view('p1').players.alice!.cardPiles.deck).toHaveLength(3);
    expect(s.view('p2').players.alice!.cardPiles.deck).toBeUndefined();
    s.click('molten-gold');
    expect(s.zoneStubs('p1', 'hand')).toEqual(['molten-gold']);
  });

  it('Molten Gold places 3 wounds on an opposing unit (not prevented by Armored)', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: maeoni, hand: ['molten-gold'], dice: ['natural:class', 'natural:class'] },
      p2: { phoenixborn: coal, battlefield: [{ stub: 'hammer-knight', upgrades: ['root-armor'] }] },
    });
    s.click('molten-gold').click('hammer-knight');
    expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(3);
  });

  it('Transfer moves a token between two cards of the same player', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: maeoni, hand: ['transfer'], dice: ['charm:class', 'natural:basic'] },
      p2: { phoenixborn: coal, battlefield: [{ stub: 'hammer-knight', damage: 2 }, 'anchornaut'] },
    });
    s.click('transfer').click('hammer-knight').button('Wound').click('anchornaut');
    expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(1);
    expect(s.unit('p2', 'anchornaut')).toBeUndefined();
  });

  it('Summon Gilder places a Gilder and may deal 1 damage', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: maeoni, spellboard: ['summon-gilder'], dice: ['natural:class'] },
      p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
    });
    s.click('summon-gilder').click('iron-worker');
    expect(s.unit('p1', 'gilder')).toBeTruthy();
    expect(s.unit('p2', 'iron-worker')!.tokens.damage).toBe(1);
  });

  it('Gilder — Unit Guard, and Inheritance places a status token when destroyed', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      p2: { phoenixborn: maeoni, battlefield: ['gilder', 'iron-worker'] },
    });
    s.button('Attack a unit').click('iron-worker').click('hammer-knight');
    s.click('gilder');
    // The attacker's Aftershock resolves first: the active player's triggers go first.
    s.button('Skip');
    expect(s.prompt().title).toMatch(/Inheritance/);
    s.click('iron-worker');
    expect(s.unit('p2', 'iron-worker')!.tokens.status).toBe(1);
    expect(s.unit('p2', 'iron-worker')!.tokens.damage).toBe(0);
  });
});
