import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { scenario } from '../../testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const namine = 'namine-hymntide';
const coal = 'coal-roarkwin';

describe('The Song of Soaksend cards: mages, River Skald and Shatter Pulse', () => {
  describe('String Mage — Exchange Link 1', () => {
    it('moves a wound token from a target unit onto String Mage for a side action', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: namine, battlefield: ['string-mage'] },
        p2: { phoenixborn: coal, battlefield: [{ stub: 'hammer-knight', damage: 2 }] },
      });
      s.click('string-mage');
      expect(s.prompt().title).toBe('Exchange Link: move which token, and which way?');
      // Nothing is on String Mage, and no unit has a status token.
      expect(s.prompt().buttons).toEqual(['A wound onto String Mage']);
      s.button('A wound onto String Mage').click('hammer-knight');
      expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(1);
      expect(s.unit('p1', 'string-mage')!.tokens.damage).toBe(1);
      expect(s.state.turn?.sideActions).toBe(0);
      expect(
        s.logLines().some((l) => l.includes('String Mage moves a wound token from Hammer Knight')),
      ).toBe(true);
    });

    it('moves a status token from String Mage onto a target unit', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: namine, battlefield: [{ stub: 'string-mage', status: 1 }] },
        p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
      });
      s.click('string-mage').button('A status token from String Mage').click('iron-worker');
      expect(s.unit('p2', 'iron-worker')!.tokens.status).toBe(1);
      expect(s.unit('p1', 'string-mage')!.tokens.status).toBe(0);
    });

    it('a wound moved onto a unit can destroy it', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: namine, battlefield: [{ stub: 'string-mage', damage: 1 }] },
        p2: { phoenixborn: coal, battlefield: [{ stub: 'iron-worker', damage: 1 }] },
      });
      s.click('string-mage').button('A wound from String Mage').click('iron-worker');
      expect(s.unit('p2', 'iron-worker')).toBeUndefined();
    });

    it('is not usable with no token to move', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: namine, battlefield: ['string-mage'] },
        p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
      });
      s.send({ type: 'cardClicked', uuid: s.unit('p1', 'string-mage')!.uuid }, 'p1', true);
      expect(s.state.turn?.sideActions).toBe(1);
    });
  });

  describe('Flute Mage — Enliven', () => {
    it('removes 1 exhaustion token from a target unit', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: namine,
          battlefield: ['flute-mage', { stub: 'iron-worker', exhaustion: 2 }],
        },
        p2: { phoenixborn: coal },
      });
      s.click('flute-mage');
      expect(s.prompt().title).toBe('Enliven: choose a unit to remove 1 exhaustion token from');
      s.click('iron-worker');
      expect(s.unit('p1', 'iron-worker')!.tokens.exhaustion).toBe(1);
      expect(s.unit('p1', 'flute-mage')!.tokens.exhaustion).toBe(1);
    });

    it('is not usable when no unit is exhausted', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: namine, battlefield: ['flute-mage', 'iron-worker'] },
        p2: { phoenixborn: coal },
      });
      s.send({ type: 'cardClicked', uuid: s.unit('p1', 'flute-mage')!.uuid }, 'p1', true);
      expect(s.unit('p1', 'flute-mage')!.tokens.exhaustion).toBe(0);
    });
  });

  describe('River Skald — Harsh Melody', () => {
    const skald = () =>
      scenario(catalogue, {
        p1: {
          phoenixborn: namine,
          hand: ['river-skald', 'shatter-pulse'],
          deck: ['encore'],
          dice: ['sympathy:class', 'sympathy:class', 'charm:basic'],
        },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });

    it('draws 1 card, then may discard a card to deal X damage to a target unit, X its magic play cost', () => {
      const s = skald();
      s.click('river-skald');
      expect(s.zoneStubs('p1', 'hand')).toEqual(['shatter-pulse', 'encore']);
      expect(s.prompt().title).toMatch(/^Harsh Melody/);
      s.click('shatter-pulse');
      s.click('hammer-knight');
      expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(3);
      expect(s.zoneStubs('p1', 'discard')).toEqual(['shatter-pulse']);
    });

    it('a card with no dice in its cost deals no damage; the discard is optional', () => {
      const s = skald();
      s.click('river-skald').click('encore').click('hammer-knight');
      expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(0);

      const kept = skald();
      kept.click('river-skald').button('Skip');
      expect(kept.zoneStubs('p1', 'hand')).toEqual(['shatter-pulse', 'encore']);
    });
  });

  describe('Shatter Pulse', () => {
    const pulse = () =>
      scenario(catalogue, {
        p1: {
          phoenixborn: 'aradel-summergaard',
          battlefield: ['hammer-knight'],
          dice: ['natural:class', 'charm:power', 'illusion:class'],
        },
        p2: {
          phoenixborn: namine,
          battlefield: ['iron-worker'],
          hand: ['shatter-pulse'],
          dice: ['sympathy:class', 'sympathy:class', 'charm:basic'],
        },
      });

    it('after a unit you control is destroyed: destroys a target unit and may change 2 dice of a target player', () => {
      const s = pulse();
      s.click('aradel-summergaard').click('iron-worker');
      expect(s.prompt()).toMatchObject({ player: 'p2', title: 'Play a reaction spell?' });
      s.click('shatter-pulse', 'p2');
      expect(s.prompt().title).toBe('Shatter Pulse: choose a unit to destroy');
      s.click('hammer-knight', 'p2');
      expect(s.unit('p1', 'hammer-knight')).toBeUndefined();
      s.button(s.name('p1'), 'p2');
      s.die('charm:power', 'p2').button('Basic', 'p2');
      s.die('illusion:class', 'p2').button('Basic', 'p2');
      expect(s.dice('p1', 'active').map((d) => d.level)).toEqual(['basic', 'basic']);
    });

    it('the dice change may be skipped', () => {
      const s = pulse();
      s.click('aradel-summergaard').click('iron-worker');
      s.click('shatter-pulse', 'p2').click('hammer-knight', 'p2').button('Skip', 'p2');
      expect(s.dice('p1', 'active').map((d) => d.level)).toEqual(['power', 'class']);
    });

    it("is not offered when an opponent's unit is destroyed", () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: 'aradel-summergaard',
          battlefield: ['iron-worker'],
          dice: ['natural:class'],
        },
        p2: {
          phoenixborn: namine,
          battlefield: ['flute-mage'],
          hand: ['shatter-pulse'],
          dice: ['sympathy:class', 'sympathy:class', 'charm:basic'],
        },
      });
      s.click('aradel-summergaard').click('iron-worker');
      expect(s.unit('p1', 'iron-worker')).toBeUndefined();
      expect(s.prompt().title).not.toBe('Play a reaction spell?');
      expect(s.zoneStubs('p2', 'hand')).toEqual(['shatter-pulse']);
    });
  });
});
