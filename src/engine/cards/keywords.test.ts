import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../domain/cards';
import { testCatalogue } from '../testing/catalogue';
import { scenario } from '../testing/scenario';
import type { Scenario, ScenarioSetup } from '../testing/scenario';
import type { CardScript } from './api';
import { standardCards } from './index';
import type { CardRegistry } from './registry';

let catalogue: Record<string, Card>;
/** The released scripts and this file's throwaway cards. */
let cards: CardRegistry;
const STALKER = 'test-stalker';
const TERROR = 'test-terror';

beforeAll(async () => {
  const extra: CardScript[] = [];
  const base = await testCatalogue();
  // Throwaway units for keywords no Master Set card has: Iron Worker's stats (2 attack, 2 life).
  catalogue = {
    ...base,
    [STALKER]: { ...base['iron-worker']!, stub: STALKER, name: 'Test Stalker' },
    [TERROR]: { ...base['iron-worker']!, stub: TERROR, name: 'Test Terror' },
  };
  extra.push({ stub: STALKER, keywords: { stalk: 1 } });
  extra.push({ stub: TERROR, keywords: { terrifying: 1 } });
  cards = standardCards().with(extra);
});

/** A game on this board that runs this file's throwaway cards too. */
function withCards(setup: ScenarioSetup): Scenario {
  return scenario(catalogue, setup, cards);
}

const coal = 'coal-roarkwin';
const maeoni = 'maeoni-viper';

describe('keywords owned by the engine', () => {
  it('overkill: Iron Rhino destroying a unit by attacking deals 2 damage to its controller’s Phoenixborn', () => {
    const s = withCards({
      p1: { phoenixborn: coal, battlefield: ['iron-rhino'] },
      p2: { phoenixborn: maeoni, battlefield: ['iron-worker'], guarded: true },
    });
    s.button('Attack a unit').click('iron-worker').click('iron-rhino');
    s.button('Counter');
    expect(s.unit('p2', 'iron-worker')).toBeUndefined();
    expect(s.pb('p2').tokens.damage).toBe(2);
    expect(s.logLines()).toContain('Iron Rhino Overkill 2');
  });

  it('overkill does not fire when the unit survives', () => {
    const s = withCards({
      p1: { phoenixborn: coal, battlefield: ['iron-rhino'] },
      p2: { phoenixborn: maeoni, battlefield: ['hammer-knight'], guarded: true },
    });
    s.button('Attack a unit').click('hammer-knight').click('iron-rhino');
    s.button("Don't counter");
    expect(s.unit('p2', 'hammer-knight')).toBeUndefined();
    expect(s.pb('p2').tokens.damage).toBe(2);
    const t = withCards({
      p1: { phoenixborn: coal, battlefield: ['iron-worker'] },
      p2: { phoenixborn: maeoni, battlefield: ['hammer-knight'], guarded: true },
    });
    t.button('Attack a unit').click('hammer-knight').click('iron-worker');
    t.button("Don't counter");
    expect(t.pb('p2').tokens.damage).toBe(0);
  });

  it('noAbilities: a unit without abilities (Reflections in the Water) has no Overkill', () => {
    const s = withCards({
      p1: {
        phoenixborn: coal,
        battlefield: [{ stub: 'iron-rhino', upgrades: ['reflections-in-the-water'] }],
      },
      p2: { phoenixborn: maeoni, battlefield: ['iron-worker'], guarded: true },
    });
    s.button('Attack a unit').click('iron-worker').click('iron-rhino');
    s.button("Don't counter");
    expect(s.unit('p2', 'iron-worker')).toBeUndefined();
    expect(s.pb('p2').tokens.damage).toBe(0);
  });

  it('aftershock: Hammer Knight destroying a unit by attacking may deal 1 damage to a target unit', () => {
    const s = withCards({
      p1: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      p2: { phoenixborn: maeoni, battlefield: ['iron-worker', 'anchornaut'], guarded: true },
    });
    s.button('Attack a unit').click('iron-worker').click('hammer-knight');
    s.button("Don't counter");
    expect(s.prompt().title).toBe('Aftershock 1: you may deal 1 damage to a unit');
    expect(s.prompt().buttons).toContain('Skip');
    s.click('anchornaut');
    expect(s.unit('p2', 'anchornaut')).toBeUndefined();
  });

  it('stalk: neither the Phoenixborn nor a Unit Guard may guard against the attacker', () => {
    const s = withCards({
      p1: { phoenixborn: coal, battlefield: [STALKER] },
      p2: { phoenixborn: maeoni, battlefield: ['iron-worker', 'butterfly-monk'] },
    });
    s.button('Attack a unit').click('iron-worker').click(STALKER);
    expect(s.offers(maeoni)).toBe(false);
    expect(s.offers('butterfly-monk')).toBe(false);
    expect(s.prompt().buttons).toEqual(['Counter', "Don't counter"]);
  });

  it('without stalk the Phoenixborn and a Unit Guard are offered as guards', () => {
    const s = withCards({
      p1: { phoenixborn: coal, battlefield: ['iron-worker'] },
      p2: { phoenixborn: maeoni, battlefield: ['anchornaut', 'butterfly-monk'] },
    });
    s.button('Attack a unit').click('anchornaut').click('iron-worker');
    expect(s.offers(maeoni)).toBe(true);
    expect(s.offers('butterfly-monk')).toBe(true);
  });

  it('terrifying 1: units with attack 1 or less cannot block it', () => {
    const s = withCards({
      p1: { phoenixborn: coal, battlefield: [TERROR] },
      p2: { phoenixborn: maeoni, battlefield: ['anchornaut', 'iron-worker'] },
    });
    s.button('Attack Phoenixborn').click(TERROR).button('Done');
    expect(s.prompt().player).toBe('p2');
    expect(s.offers('anchornaut')).toBe(false);
    expect(s.offers('iron-worker')).toBe(true);
  });

  it('spell guard: an opponent’s Seal cannot choose a ready spell with Spell Guard', () => {
    const s = withCards({
      p1: { phoenixborn: coal, hand: ['seal'], dice: ['charm:class', 'illusion:class'] },
      p2: { phoenixborn: maeoni, spellboard: ['summon-silver-snake', 'summon-blue-jaguar'] },
    });
    s.click('seal');
    expect(s.offers('summon-silver-snake')).toBe(false);
    expect(s.offers('summon-blue-jaguar')).toBe(true);
  });

  it('spell guard: the owner’s own spell may still affect it', () => {
    const s = withCards({
      p1: {
        phoenixborn: coal,
        hand: ['seal'],
        dice: ['charm:class', 'illusion:class'],
        spellboard: ['summon-silver-snake'],
      },
      p2: { phoenixborn: maeoni },
    });
    s.click('seal');
    expect(s.offers('summon-silver-snake')).toBe(true);
    s.click('summon-silver-snake');
    expect(s.cards('p1', 'summon-silver-snake')[0]!.tokens.exhaustion).toBe(1);
  });

  it('spell guard: an opponent’s Cut the Strings cannot discard Massive Growth', () => {
    const s = withCards({
      p1: {
        phoenixborn: coal,
        spellboard: ['cut-the-strings'],
        battlefield: ['hammer-knight'],
        dice: ['ceremonial:class', 'natural:basic'],
      },
      p2: {
        phoenixborn: maeoni,
        battlefield: [
          { stub: 'iron-worker', upgrades: ['massive-growth'] },
          { stub: 'anchornaut', upgrades: ['root-armor'] },
        ],
      },
    });
    s.click('cut-the-strings').click('hammer-knight');
    expect(s.offers('massive-growth')).toBe(false);
    expect(s.offers('root-armor')).toBe(true);
  });
});
