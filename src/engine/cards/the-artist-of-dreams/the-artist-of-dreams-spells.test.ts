import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { scenario } from '../../testing/scenario';
import type { Scenario } from '../../testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const hope = 'hope-everthorn';
const coal = 'coal-roarkwin';

function sides(s: Scenario, p: 'p1' | 'p2'): string[] {
  return s.dice(p, 'active').map((d) => `${d.magic}:${d.level}`);
}

describe('The Artist of Dreams: spells', () => {
  describe('Summon Fox Spirit', () => {
    it('costs a main action unfocused', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: hope, spellboard: ['summon-fox-spirit'], dice: ['illusion:class'] },
        p2: { phoenixborn: coal },
      });
      s.click('summon-fox-spirit');
      expect(s.cards('p1', 'fox-spirit', 'battlefield')).toHaveLength(1);
      expect(s.state.turn?.mainAvailable).toBe(false);
      expect(s.state.turn?.sideActions).toBe(1);
    });

    it('Focus 1: may be paid with a side action instead', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: hope,
          spellboard: ['summon-fox-spirit', 'summon-fox-spirit'],
          dice: ['illusion:class', 'illusion:class'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('summon-fox-spirit');
      expect(s.prompt().buttons).toEqual([
        'Summon Fox Spirit',
        'Summon Fox Spirit (Focus 1: side action)',
      ]);
      s.button('Summon Fox Spirit (Focus 1: side action)');
      expect(s.cards('p1', 'fox-spirit', 'battlefield')).toHaveLength(1);
      expect(s.state.turn?.sideActions).toBe(0);
      expect(s.state.turn?.mainAvailable).toBe(true);
    });
  });

  describe('Dream Fracture', () => {
    it('lowers 1 die of the chosen opponent, then deals 1 damage to their Phoenixborn if they have no power die', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: hope, spellboard: ['dream-fracture'] },
        p2: { phoenixborn: coal, dice: ['natural:power', 'natural:class'] },
      });
      s.click('dream-fracture');
      expect(s.prompt().title).toBe(
        'Dream Fracture: choose an opponent with dice in their active pool',
      );
      s.button('bob');
      expect(s.prompt().title).toBe(
        "Dream Fracture: choose a die in your opponent's active pool to lower",
      );
      s.die('natural:power');
      expect(sides(s, 'p2')).toEqual(['natural:class', 'natural:class']);
      expect(s.pb('p2').tokens.damage).toBe(1);
      expect(s.cards('p1', 'dream-fracture')[0]!.tokens.exhaustion).toBe(1);
    });

    it('deals no damage while the opponent keeps a power die', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: hope, spellboard: ['dream-fracture'] },
        p2: { phoenixborn: coal, dice: ['natural:power', 'natural:power'] },
      });
      s.click('dream-fracture').button('bob').die('natural:power');
      expect(sides(s, 'p2').sort()).toEqual(['natural:class', 'natural:power']);
      expect(s.pb('p2').tokens.damage).toBe(0);
    });

    it('is not usable when no opponent has an active die', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: hope, spellboard: ['dream-fracture'] },
        p2: { phoenixborn: coal },
      });
      s.send({ type: 'cardClicked', uuid: s.cards('p1', 'dream-fracture')[0]!.uuid }, 'p1', true);
      expect(s.lastError).toBeDefined();
    });

    it("under Law of Assurance lowers nothing but still checks the opponent's power dice", () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: hope, spellboard: ['dream-fracture'] },
        p2: { phoenixborn: coal, spellboard: ['law-of-assurance'], dice: ['natural:class'] },
      });
      s.click('dream-fracture').button('bob');
      expect(sides(s, 'p2')).toEqual(['natural:class']);
      expect(s.pb('p2').tokens.damage).toBe(1);
    });
  });

  describe('Dreamlock Mage — Restrict 1', () => {
    it("side: lowers a power die of an opponent's active pool one level", () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: hope, battlefield: ['dreamlock-mage'] },
        p2: { phoenixborn: coal, dice: ['natural:power', 'natural:class'] },
      });
      s.click('dreamlock-mage');
      expect(s.offers('natural:class')).toBe(false);
      s.die('natural:power');
      expect(sides(s, 'p2')).toEqual(['natural:class', 'natural:class']);
      expect(s.state.turn?.sideActions).toBe(0);
    });

    it('is not usable without an opponent power die', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: hope, battlefield: ['dreamlock-mage'] },
        p2: { phoenixborn: coal, dice: ['natural:class'] },
      });
      s.send({ type: 'cardClicked', uuid: s.unit('p1', 'dreamlock-mage')!.uuid }, 'p1', true);
      expect(s.lastError).toBeDefined();
    });
  });

  describe('Keepsake', () => {
    it("gains a status token for each opponent's die lowered, up to four", () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: hope,
          spellboard: [{ stub: 'keepsake', status: 3 }],
          dice: ['illusion:power'],
        },
        p2: { phoenixborn: coal, dice: ['natural:power', 'natural:power'] },
      });
      s.die('illusion:power');
      for (const die of s.dice('p2', 'active')) s.die(die.uuid);
      if (s.offers('Done')) s.button('Done');
      expect(sides(s, 'p2')).toEqual(['natural:class', 'natural:class']);
      expect(s.cards('p1', 'keepsake')[0]!.tokens.status).toBe(4);
    });

    it('counts both dice an Illusion dice power lowers', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: hope, spellboard: ['keepsake'], dice: ['illusion:power'] },
        p2: { phoenixborn: coal, dice: ['natural:power', 'natural:class'] },
      });
      s.die('illusion:power');
      s.die('natural:power').die('natural:class');
      if (s.offers('Done')) s.button('Done');
      expect(sides(s, 'p2')).toEqual(['natural:class', 'natural:basic']);
      expect(s.cards('p1', 'keepsake')[0]!.tokens.status).toBe(2);
    });

    it("does not count its own player's dice", () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: hope, spellboard: ['keepsake'], battlefield: ['dreamlock-mage'] },
        p2: {
          phoenixborn: coal,
          spellboard: ['keepsake'],
          dice: ['natural:power'],
        },
      });
      s.click('dreamlock-mage').die('natural:power');
      expect(s.cards('p1', 'keepsake')[0]!.tokens.status).toBe(1);
      expect(s.cards('p2', 'keepsake')[0]!.tokens.status).toBe(0);
    });

    it('does not count an opponent changing their own dice to a side of their choice', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: hope, spellboard: ['keepsake'] },
        p2: {
          phoenixborn: 'namine-hymntide',
          spellboard: ['magic-syphon'],
          dice: ['sympathy:basic'],
        },
        firstPlayer: 'p2',
      });
      s.click('magic-syphon', 'p2').die('sympathy:basic', 'p2').button('Power', 'p2');
      s.button('Me', 'p2').die('sympathy:power', 'p2').button('Class', 'p2');
      expect(sides(s, 'p2')).toEqual(['sympathy:class']);
      expect(s.cards('p1', 'keepsake')[0]!.tokens.status).toBe(0);
    });

    it('main, 1 illusion class: discards itself and deals damage equal to its status tokens', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: hope,
          spellboard: [{ stub: 'keepsake', status: 3 }],
          dice: ['illusion:class'],
        },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });
      s.click('keepsake');
      expect(s.prompt().title).toBe('Keepsake: choose a unit to deal damage to');
      s.click('hammer-knight');
      expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(3);
      expect(s.zoneStubs('p1', 'discard')).toEqual(['keepsake']);
    });
  });

  describe('Void Pulse', () => {
    const board = (target: string) =>
      scenario(catalogue, {
        p1: {
          phoenixborn: hope,
          battlefield: ['realm-walker', 'dreamlock-mage'],
          hand: ['void-pulse'],
          deck: ['iron-worker', 'anchornaut', 'rapture'],
          dice: ['time:basic'],
        },
        p2: { phoenixborn: coal, battlefield: [target], dice: ['natural:power', 'natural:class'] },
      });

    function attackWithBoth(s: Scenario): void {
      s.button('Attack Phoenixborn').click('realm-walker').click('dreamlock-mage').button('Done');
      // Isolate 1 of Realm Walker: bob exhausts a unit of his.
      if (s.offers('bob')) s.button('bob');
      if (s.prompt().player === 'p2' && s.prompt().title.startsWith('Realm Walker'))
        s.click(s.state.players.p2.battlefield[0]!, 'p2');
    }

    it('after you declare attackers, deals damage equal to the attacking units; destroying it draws 2 and changes 2 dice', () => {
      const s = board('anchornaut');
      attackWithBoth(s);
      expect(s.offers('void-pulse')).toBe(true);
      s.click('void-pulse', 'p1');
      expect(s.prompt().title).toBe('Void Pulse: choose a unit an opponent controls');
      s.click('anchornaut');
      expect(s.unit('p2', 'anchornaut')).toBeUndefined();
      expect(s.zoneStubs('p1', 'hand')).toEqual(['iron-worker', 'anchornaut']);
      expect(s.prompt().title).toBe(
        'Void Pulse: choose a player whose active pool you change 2 dice of',
      );
      s.button('bob');
      s.die('natural:power');
      expect(s.prompt().title).toBe('Void Pulse: choose a side for that die');
      s.button('Basic');
      s.die('natural:class').button('Basic');
      expect(sides(s, 'p2')).toEqual(['natural:basic', 'natural:basic']);
    });

    it('does nothing more when the unit survives', () => {
      const s = board('hammer-knight');
      attackWithBoth(s);
      s.click('void-pulse', 'p1').click('hammer-knight');
      expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(2);
      expect(s.zoneStubs('p1', 'hand')).toEqual([]);
      expect(sides(s, 'p2')).toEqual(['natural:power', 'natural:class']);
    });

    it("is not offered after an opponent's attack", () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: hope,
          battlefield: ['fox-spirit'],
          hand: ['void-pulse'],
          dice: ['time:basic'],
        },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
        firstPlayer: 'p2',
      });
      s.button('Attack Phoenixborn', 'p2').click('hammer-knight', 'p2').button('Done', 'p2');
      expect(s.state.attack?.battles).toHaveLength(1);
      expect(s.offers('void-pulse')).toBe(false);
    });
  });

  describe('Double Down', () => {
    it('after an opponent destroys your conjuration with a life value of 1, places 2 copies of it', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: coal, hand: ['fear'], dice: ['natural:power', 'natural:class'] },
        p2: {
          phoenixborn: hope,
          battlefield: ['fox-spirit'],
          archives: ['fox-spirit', 'fox-spirit'],
          hand: ['double-down'],
          dice: ['illusion:class', 'time:class'],
        },
      });
      s.die('natural:power');
      s.click('fox-spirit');
      expect(s.offers('double-down')).toBe(true);
      s.click('double-down', 'p2');
      for (let i = 0; i < 2 && s.offers('Skip'); i++) s.button('Skip', 'p2'); // Keen 1 of each
      expect(s.cards('p2', 'fox-spirit', 'battlefield')).toHaveLength(2);
      expect(s.zoneStubs('p2', 'archives')).toEqual(['fox-spirit']);
    });

    it('is not offered for a conjuration whose life value is not 1', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: coal, hand: ['fear'], dice: ['natural:power'] },
        p2: {
          phoenixborn: hope,
          battlefield: [{ stub: 'steadfast-guardian', damage: 2 }],
          hand: ['double-down'],
          dice: ['illusion:class', 'time:class'],
        },
      });
      s.die('natural:power').click('steadfast-guardian');
      expect(s.unit('p2', 'steadfast-guardian')).toBeUndefined();
      // It went back to the conjuration pile, so a copy could be placed: its life value stops it.
      expect(s.zoneStubs('p2', 'archives')).toEqual(['steadfast-guardian']);
      expect(s.offers('double-down')).toBe(false);
    });

    it('is not offered when its own player destroyed the conjuration', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: hope,
          battlefield: ['fox-spirit'],
          archives: ['fox-spirit', 'fox-spirit'],
          hand: ['double-down'],
          dice: ['illusion:class', 'time:class', 'natural:power'],
        },
        p2: { phoenixborn: coal },
      });
      s.die('natural:power').click('fox-spirit');
      expect(s.unit('p1', 'fox-spirit')).toBeUndefined();
      expect(s.offers('double-down')).toBe(false);
    });
  });
});
