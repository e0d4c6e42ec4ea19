import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { scenario } from '../../testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const sembali = 'sembali-grimtongue';
const coal = 'coal-roarkwin';

describe('The Spirits of Memoria protection: Angelic Rescue, Law of Grace, Shadow Guard', () => {
  describe('Shadow Guard', () => {
    const hidden = (attacker: string, dice = ['illusion:class', 'illusion:class']) => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: coal, battlefield: [attacker] },
        p2: { phoenixborn: sembali, hand: ['shadow-guard'], battlefield: ['iron-worker'], dice },
      });
      return s.button('Attack a unit').click('iron-worker').click(attacker);
    };

    it('~ Hidden: after an opponent declares attackers, it is played from hand without its main action, then may guard a unit', () => {
      const s = hidden('hammer-knight');
      expect(s.prompt()).toMatchObject({ player: 'p2', title: 'Play a reaction spell?' });
      s.click('shadow-guard', 'p2');
      expect(s.unit('p2', 'shadow-guard')).toBeDefined();
      expect(s.dice('p2', 'active')).toHaveLength(0);
      expect(s.state.players.p2.limitedPlayed).toBe(1);
      // Unit Guard: it may guard the attacked Iron Worker.
      expect(s.offers('shadow-guard')).toBe(true);
      s.click('shadow-guard');
      expect(s.unit('p2', 'iron-worker')!.tokens.damage).toBe(0);
    });

    it('is not offered without its 2 illusion class dice', () => {
      const s = hidden('hammer-knight', ['illusion:class']);
      expect(s.prompt().title).not.toBe('Play a reaction spell?');
      expect(s.zoneStubs('p2', 'hand')).toEqual(['shadow-guard']);
    });

    it('Sneaky Strike closes reaction spells only: Shadow Guard is a unit and still comes', () => {
      const s = hidden('spectral-assassin');
      expect(s.prompt()).toMatchObject({ player: 'p2', title: 'Play a reaction spell?' });
      s.click('shadow-guard', 'p2');
      expect(s.unit('p2', 'shadow-guard')).toBeDefined();
    });
  });

  describe('Angelic Rescue', () => {
    const rescue = (p1dice: string[], battlefield = ['flash-archer']) =>
      scenario(catalogue, {
        p1: { phoenixborn: coal, battlefield, dice: p1dice },
        p2: {
          phoenixborn: sembali,
          hand: ['angelic-rescue'],
          battlefield: [{ stub: 'hammer-knight', damage: 2 }],
          dice: ['divine:power'],
        },
      });

    it("prevents an opponent's dice power damage to your unit, then removes all its wound tokens", () => {
      const s = rescue(['natural:power']);
      s.die('natural:power').click('hammer-knight');
      expect(s.prompt()).toMatchObject({ player: 'p2' });
      s.click('angelic-rescue');
      expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(0);
    });

    it("answers an opponent's ability too", () => {
      const s = rescue([]);
      s.click('flash-archer').click('hammer-knight');
      s.click('angelic-rescue');
      expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(0);
    });

    it("is not offered for an attack's damage", () => {
      const s = rescue([], ['iron-worker']);
      s.button('Attack a unit').click('hammer-knight').click('iron-worker');
      for (let i = 0; i < 6; i++) {
        const answer = ['No guard', 'Done', "Don't counter"].find((a) => s.offers(a));
        if (!answer) break;
        s.button(answer);
      }
      expect(s.offers('angelic-rescue')).toBe(false);
      // 2 wounds and the Iron Worker's 2 damage: the Hammer Knight is destroyed.
      expect(s.unit('p2', 'hammer-knight')).toBeUndefined();
      expect(s.zoneStubs('p2', 'hand')).toEqual(['angelic-rescue']);
    });
  });

  describe('Law of Grace', () => {
    it('when it comes into play, removes 1 wound token from your Phoenixborn', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: sembali, hand: ['law-of-grace'], pbDamage: 2, dice: ['divine:class'] },
        p2: { phoenixborn: coal },
      });
      s.click('law-of-grace');
      expect(s.pb('p1').tokens.damage).toBe(1);
      expect(s.cards('p1', 'law-of-grace', 'spellboard')).toHaveLength(1);
    });

    const blades = (p2: { hand?: string[]; dice?: string[] } = {}) =>
      scenario(catalogue, {
        p1: {
          phoenixborn: coal,
          hand: ['one-hundred-blades'],
          deck: ['cover'],
          dice: ['natural:basic', 'natural:basic'],
        },
        p2: { phoenixborn: sembali, spellboard: ['law-of-grace'], ...p2 },
      });

    it("prevents 1 of a spell's damage to any Phoenixborn", () => {
      const theirs = blades();
      theirs.click('one-hundred-blades').click(sembali);
      expect(theirs.pb('p2').tokens.damage).toBe(0);
      const own = blades();
      own.click('one-hundred-blades').click(coal);
      expect(own.pb('p1').tokens.damage).toBe(0);
    });

    it('also while the damage is held open for a Phoenixborn reaction that does not answer it', () => {
      const s = blades({ hand: ['cover'], dice: ['natural:power'] });
      s.click('one-hundred-blades').click(sembali);
      expect(s.pb('p2').tokens.damage).toBe(0);
    });

    it("prevents 1 of an ability's damage", () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: 'odette-diamondcrest', spellboard: ['law-of-grace'] },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });
      // Enter the Fray: Odette is dealt 3 damage (the Hammer Knight's attack), 1 prevented.
      s.click('odette-diamondcrest').click('hammer-knight');
      expect(s.pb('p1').tokens.damage).toBe(2);
    });

    it("does not prevent an attack's damage", () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: coal, battlefield: ['hammer-knight'] },
        p2: { phoenixborn: sembali, spellboard: ['law-of-grace'], guarded: true },
      });
      s.button('Attack Phoenixborn').click('hammer-knight').button('Done');
      while (s.offers('Done')) s.button('Done');
      expect(s.pb('p2').tokens.damage).toBe(3);
    });

    it('is Bound and Fleeting', () => {
      const s = scenario(catalogue, {
        phase: 'recovery',
        p1: { phoenixborn: sembali, spellboard: ['law-of-grace'] },
        p2: { phoenixborn: coal },
      });
      expect(s.zoneStubs('p1', 'discard')).toEqual(['law-of-grace']);
    });
  });
});
