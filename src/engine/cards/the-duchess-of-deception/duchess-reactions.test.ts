import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { scenario } from '../../testing/scenario';
import type { Scenario } from '../../testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const victoria = 'victoria-glassfire';
const coal = 'coal-roarkwin';

function rerollLines(s: Scenario): string[] {
  return s.logLines().filter((line) => line.includes(' re-rolls a die of '));
}

describe('The Duchess of Deception reaction spells', () => {
  describe('Vanish', () => {
    const vanishing = (p1: { hand?: string[]; deck?: string[]; dice: string[] }) =>
      scenario(catalogue, {
        p1: { phoenixborn: coal, ...p1 },
        p2: {
          phoenixborn: victoria,
          hand: ['vanish'],
          battlefield: ['iron-worker'],
          dice: ['illusion:power', 'natural:power'],
        },
      });

    it('cancels a spell that targets your Phoenixborn, with the rest of its effects', () => {
      const s = vanishing({
        hand: ['one-hundred-blades'],
        deck: ['cover'],
        dice: ['natural:basic', 'natural:basic'],
      });
      s.click('one-hundred-blades').click(victoria);
      expect(s.prompt()).toMatchObject({ player: 'p2', title: 'Play a reaction spell?' });
      s.click('vanish');
      expect(s.pb('p2').tokens.damage).toBe(0);
      expect(s.unit('p2', 'iron-worker')!.tokens.damage).toBe(0);
      expect(s.zoneStubs('p1', 'hand')).toEqual([]);
      expect(s.zoneStubs('p2', 'discard')).toEqual(['vanish']);
      expect(s.logLines()).toContain('Vanish cancels the effect');
    });

    it("cancels an ability that targets you (a target opponent's dice)", () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: victoria, dice: ['illusion:class', 'illusion:basic'] },
        p2: { phoenixborn: coal, hand: ['vanish'], dice: ['illusion:power', 'natural:class'] },
      });
      s.click(victoria).button('p2');
      expect(s.prompt()).toMatchObject({ player: 'p2', title: 'Play a reaction spell?' });
      s.click('vanish');
      expect(rerollLines(s)).toHaveLength(0);
      expect(s.dice('p2', 'active').map((d) => d.level)).toEqual(['class']);
      expect(s.pb('p1').tokens.exhaustion).toBe(1);
    });

    it('cancels the Illusion dice power lowering your dice', () => {
      const s = vanishing({ dice: ['illusion:power'] });
      s.die('illusion:power').die('natural:power').button('Done');
      expect(s.prompt()).toMatchObject({ player: 'p2', title: 'Play a reaction spell?' });
      s.click('vanish');
      expect(s.dice('p2', 'active').map((d) => d.level)).toEqual(['power']);
    });

    it('is not offered when an effect only chooses you ("choose a player": Slash)', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: coal, hand: ['anchornaut'] },
        p2: {
          phoenixborn: victoria,
          hand: ['vanish'],
          battlefield: ['hammer-knight'],
          dice: ['illusion:power'],
        },
      });
      s.click(coal).click('anchornaut').button('Done').button('bob');
      expect(s.prompt()).toMatchObject({
        player: 'p1',
        title: 'Slash: choose a unit to deal 1 damage to',
      });
      s.click('hammer-knight');
      expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(1);
    });

    it('is not offered when your own effect targets your own Phoenixborn', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: victoria,
          hand: ['one-hundred-blades', 'vanish'],
          deck: ['cover'],
          dice: ['natural:basic', 'natural:basic', 'illusion:power'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('one-hundred-blades');
      const basics = s.dice('p1', 'active').filter((d) => d.level === 'basic');
      for (const die of basics) s.die(die.uuid);
      s.button('Done').click(victoria);
      expect(s.dice('p1', 'active').map((d) => d.level)).toEqual(['power']);
      expect(s.prompt().title).toBe('Choose an action');
      expect(s.pb('p1').tokens.damage).toBe(1);
    });
  });

  describe('Figures in the Fog', () => {
    const fog = (attackers: string[]) => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: coal, battlefield: attackers },
        p2: {
          phoenixborn: victoria,
          hand: ['figures-in-the-fog'],
          dice: ['illusion:power'],
          guarded: true,
        },
      });
      s.button('Attack Phoenixborn');
      for (const unit of attackers) s.click(unit);
      return s.button('Done');
    };

    it('after an opponent declares attackers: exhausts an attacking unit, which is no longer attacking', () => {
      const s = fog(['hammer-knight', 'iron-worker']);
      expect(s.prompt()).toMatchObject({ player: 'p2', title: 'Play a reaction spell?' });
      s.click('figures-in-the-fog');
      expect(s.prompt().title).toBe('Figures in the Fog: choose an attacking unit');
      s.click('hammer-knight');
      expect(s.unit('p1', 'hammer-knight')!.tokens.exhaustion).toBe(1);
      while (s.offers('Done')) s.button('Done');
      // Only the Iron Worker's attack lands.
      expect(s.pb('p2').tokens.damage).toBe(2);
      expect(s.unit('p1', 'hammer-knight')!.tokens.exhaustion).toBe(1);
    });

    it('the only attacker taken out ends the attack with no damage', () => {
      const s = fog(['hammer-knight']);
      s.click('figures-in-the-fog').click('hammer-knight');
      while (s.offers('Done')) s.button('Done');
      expect(s.pb('p2').tokens.damage).toBe(0);
      expect(s.state.attack).toBeNull();
    });
  });

  describe('Particle Shield', () => {
    it('after a unit you control is dealt damage by a dice power: prevents 1 and draws 1', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: coal, dice: ['natural:power'] },
        p2: {
          phoenixborn: victoria,
          hand: ['particle-shield'],
          deck: ['vanish'],
          battlefield: ['hammer-knight'],
          dice: ['illusion:class'],
        },
      });
      s.die('natural:power').click('hammer-knight');
      expect(s.prompt()).toMatchObject({
        player: 'p2',
        title: 'Hammer Knight is dealt 1 damage: play a reaction?',
      });
      s.click('particle-shield');
      expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(0);
      expect(s.zoneStubs('p2', 'hand')).toEqual(['vanish']);
      expect(s.logLines()).toContain('Particle Shield prevents 1 damage');
    });

    it("prevents only 1 of an attack's damage; Armored takes its part of the rest", () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: coal, battlefield: ['hammer-knight'] },
        p2: {
          phoenixborn: victoria,
          hand: ['particle-shield'],
          deck: ['vanish'],
          battlefield: ['celestial-knight'],
          dice: ['illusion:class'],
        },
      });
      s.button('Attack a unit').click('celestial-knight').click('hammer-knight');
      for (let i = 0; i < 6 && !s.offers('particle-shield'); i++) {
        const answer = ['No guard', 'Done', "Don't counter"].find((a) => s.offers(a));
        if (!answer) break;
        s.button(answer);
      }
      s.click('particle-shield');
      // 3 damage: 1 prevented by Particle Shield, 1 by Armored 1.
      expect(s.unit('p2', 'celestial-knight')!.tokens.damage).toBe(1);
    });

    it('is not offered for damage to an opponent’s unit', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: victoria,
          hand: ['particle-shield'],
          dice: ['natural:power', 'illusion:class'],
        },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });
      s.die('natural:power').click('hammer-knight');
      expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(1);
      expect(s.prompt().title).toBe('Choose an action');
    });
  });

  describe('Copycat', () => {
    it("after an opponent's action spell resolves: resolves a copy of it, unpaid", () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: coal,
          hand: ['one-hundred-blades'],
          deck: ['cover'],
          battlefield: ['iron-worker'],
          dice: ['natural:basic', 'natural:basic'],
        },
        p2: {
          phoenixborn: victoria,
          hand: ['copycat'],
          deck: ['vanish'],
          battlefield: ['hammer-knight'],
          dice: ['illusion:basic'],
        },
      });
      s.click('one-hundred-blades').click(victoria);
      expect(s.pb('p2').tokens.damage).toBe(1);
      expect(s.prompt()).toMatchObject({ player: 'p2', title: 'Play a reaction spell?' });
      s.click('copycat');
      // The copy is Victoria's: her target, her opponent's units, her draw.
      s.click(coal);
      expect(s.pb('p1').tokens.damage).toBe(1);
      expect(s.unit('p1', 'iron-worker')!.tokens.damage).toBe(1);
      expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(1);
      expect(s.zoneStubs('p2', 'hand')).toEqual(['vanish']);
      expect(s.dice('p2', 'active')).toHaveLength(0);
      expect(s.logLines()).toContain('bob resolves a copy of One Hundred Blades');
    });

    it("copies an activated Phoenixborn ability: its “this Phoenixborn” is the copier's", () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: 'odette-diamondcrest', battlefield: ['iron-worker'] },
        p2: {
          phoenixborn: victoria,
          hand: ['copycat'],
          battlefield: ['hammer-knight'],
          dice: ['illusion:basic'],
        },
      });
      s.click('odette-diamondcrest').click('hammer-knight');
      expect(s.pb('p1').tokens.damage).toBe(3);
      s.click('copycat').click('iron-worker');
      // Enter the Fray copied: 2 damage to the Iron Worker, then its attack (2) to Victoria.
      expect(s.unit('p1', 'iron-worker')).toBeUndefined();
      expect(s.pb('p2').tokens.damage).toBe(2);
      expect(s.pb('p2').tokens.exhaustion).toBe(0);
    });

    it("is not offered after a unit's ability or your own spell", () => {
      const unit = scenario(catalogue, {
        p1: { phoenixborn: coal, battlefield: ['flash-archer'] },
        p2: {
          phoenixborn: victoria,
          hand: ['copycat'],
          battlefield: ['hammer-knight'],
          dice: ['illusion:basic'],
        },
      });
      unit.click('flash-archer').click('hammer-knight').button('Skip');
      expect(unit.prompt().title).toBe('Choose an action');

      const own = scenario(catalogue, {
        p1: {
          phoenixborn: victoria,
          hand: ['one-hundred-blades', 'copycat'],
          deck: ['cover'],
          dice: ['natural:basic', 'natural:basic', 'illusion:basic'],
        },
        p2: { phoenixborn: coal },
      });
      own.click('one-hundred-blades');
      for (const die of own.dice('p1', 'active').filter((d) => d.magic === 'natural'))
        own.die(die.uuid);
      own.button('Done').click(coal);
      expect(own.prompt().title).toBe('Choose an action');
      expect(own.zoneStubs('p1', 'hand')).toContain('copycat');
    });
  });
});
