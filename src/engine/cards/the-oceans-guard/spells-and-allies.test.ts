import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { scenario } from '../../testing/scenario';
import { attackPhoenixbornWith, shownAttack } from '../../testing/attacks';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const tristan = 'tristan-darkwater';
const coal = 'coal-roarkwin';

describe("The Ocean's Guard spells and allies", () => {
  describe('Stand Still', () => {
    it('after you declare attackers: units with the chosen title cannot block this turn', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: tristan,
          hand: ['stand-still', 'invigorate'],
          battlefield: ['iron-worker'],
          dice: ['time:class'],
        },
        p2: {
          phoenixborn: coal,
          battlefield: ['hammer-knight', 'hammer-knight', 'anchornaut'],
          guarded: true,
        },
      });
      attackPhoenixbornWith(s, ['iron-worker']);
      s.click('stand-still');
      s.click('invigorate').button('Done');
      s.click('hammer-knight');
      expect(s.zoneStubs('p1', 'discard')).toEqual(
        expect.arrayContaining(['stand-still', 'invigorate']),
      );
      expect(s.offers('hammer-knight')).toBe(false);
      expect(s.offers('anchornaut')).toBe(true);
    });

    it('is not offered after an opponent declares attackers', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: coal, battlefield: ['iron-worker'] },
        p2: {
          phoenixborn: tristan,
          hand: ['stand-still', 'invigorate'],
          battlefield: ['hammer-knight'],
          dice: ['time:class'],
        },
      });
      attackPhoenixbornWith(s, ['iron-worker']);
      expect(s.offers('stand-still')).toBe(false);
    });
  });

  describe('Tidal Shift', () => {
    it('moves 1 exhaustion token from your ready spell onto a unit an opponent controls', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: tristan,
          hand: ['tidal-shift'],
          spellboard: [{ stub: 'summon-tidal-crab', exhaustion: 1 }],
          dice: ['sympathy:class', 'time:class'],
        },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });
      s.click('tidal-shift');
      s.click('summon-tidal-crab');
      s.click('hammer-knight');
      expect(s.cards('p1', 'summon-tidal-crab', 'spellboard')[0]!.tokens.exhaustion).toBe(0);
      expect(s.unit('p2', 'hammer-knight')!.tokens.exhaustion).toBe(1);
    });

    it('cannot be played without an exhausted ready spell', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: tristan,
          hand: ['tidal-shift'],
          spellboard: ['summon-tidal-crab'],
          dice: ['sympathy:class', 'time:class'],
        },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });
      s.send(
        { type: 'cardClicked', uuid: s.cards('p1', 'tidal-shift', 'hand')[0]!.uuid },
        'p1',
        true,
      );
      expect(s.zoneStubs('p1', 'hand')).toEqual(['tidal-shift']);
    });
  });

  describe('Tsunami Shot', () => {
    it('deals 1 damage up to four times, to the same or different units an opponent controls', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: tristan,
          hand: ['tsunami-shot'],
          battlefield: ['iron-worker'],
          dice: ['charm:basic', 'charm:basic'],
        },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight', 'anchornaut'] },
      });
      s.click('tsunami-shot');
      expect(s.offers('iron-worker')).toBe(false);
      s.click('hammer-knight').click('hammer-knight').click('anchornaut');
      expect(s.cards('p2', 'anchornaut', 'battlefield')).toHaveLength(0);
      s.click('hammer-knight');
      expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(3);
      expect(s.zoneStubs('p1', 'discard')).toEqual(['tsunami-shot']);
    });

    it('may stop after fewer resolutions', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: tristan, hand: ['tsunami-shot'], dice: ['charm:basic', 'charm:basic'] },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });
      s.click('tsunami-shot').click('hammer-knight').button('Skip');
      expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(1);
      expect(s.state.decision?.title).not.toMatch(/Tsunami Shot/);
    });
  });

  describe('Wave Crash', () => {
    const crash = () =>
      scenario(catalogue, {
        p1: {
          phoenixborn: tristan,
          hand: ['wave-crash'],
          battlefield: [{ stub: 'tidal-crab', status: 1 }, 'iron-worker'],
          dice: ['sympathy:class'],
        },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });

    it('removes a status token from your unit to deal 2 damage to a unit an opponent controls', () => {
      const s = crash();
      s.click('wave-crash');
      expect(s.offers('iron-worker')).toBe(false);
      s.click('tidal-crab');
      expect(s.offers('iron-worker')).toBe(false);
      s.click('hammer-knight');
      expect(s.unit('p1', 'tidal-crab')!.tokens.status).toBe(0);
      expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(2);
    });

    it('or 1 damage to a Phoenixborn', () => {
      const s = crash();
      s.click('wave-crash').click('tidal-crab').click(coal);
      expect(s.pb('p2').tokens.damage).toBe(1);
    });

    it('cannot be played without a unit you control with a status token', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: tristan,
          hand: ['wave-crash'],
          battlefield: ['iron-worker'],
          dice: ['sympathy:class'],
        },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });
      s.send(
        { type: 'cardClicked', uuid: s.cards('p1', 'wave-crash', 'hand')[0]!.uuid },
        'p1',
        true,
      );
      expect(s.zoneStubs('p1', 'hand')).toEqual(['wave-crash']);
    });
  });

  describe('Summon Prism Tetra', () => {
    it('places three Prism Tetras for 2 sympathy class', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: tristan,
          spellboard: ['summon-prism-tetra'],
          dice: ['sympathy:class', 'sympathy:class'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('summon-prism-tetra');
      expect(s.cards('p1', 'prism-tetra', 'battlefield')).toHaveLength(3);
      expect(s.cards('p1', 'prism-tetra', 'battlefield')[0]!.effects).toEqual([]);
    });

    it('places as many as the battlefield has room for', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: tristan,
          spellboard: ['summon-prism-tetra'],
          battlefield: [
            'iron-worker',
            'iron-worker',
            'iron-worker',
            'iron-worker',
            'iron-worker',
            'iron-worker',
            'iron-worker',
          ],
          dice: ['sympathy:class', 'sympathy:class'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('summon-prism-tetra');
      expect(s.cards('p1', 'prism-tetra', 'battlefield')).toHaveLength(2);
    });

    it('Focus 1: Prism Tetras you control cannot be targeted by the opponent until the start of your next turn', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: tristan,
          spellboard: ['summon-prism-tetra', 'summon-prism-tetra'],
          battlefield: ['prism-tetra', 'iron-worker'],
          dice: ['sympathy:class', 'sympathy:class'],
        },
        p2: { phoenixborn: 'aradel-summergaard', dice: ['natural:class'] },
      });
      s.click(s.cards('p1', 'summon-prism-tetra', 'spellboard')[0]!.uuid);
      const tetras = s.cards('p1', 'prism-tetra', 'battlefield');
      expect(tetras).toHaveLength(4);
      for (const t of tetras) expect(t.effects.map((e) => e.kind)).toEqual(['forbid']);
      s.button('End Turn');
      // The opponent's Phoenixborn ability may target the Iron Worker, not a Prism Tetra.
      s.click('aradel-summergaard', 'p2');
      expect(s.offers('prism-tetra')).toBe(false);
      expect(s.offers('iron-worker')).toBe(true);
    });
  });

  describe('Darkwater Hunter', () => {
    it('Blood Scent: after wounds are placed on an opponent’s Phoenixborn, played from hand without its main action', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: tristan,
          hand: ['darkwater-hunter', 'wave-crash'],
          battlefield: [{ stub: 'tidal-crab', status: 1 }],
          dice: ['sympathy:class', 'time:class', 'time:class'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('wave-crash').click('tidal-crab').click(coal);
      expect(s.pb('p2').tokens.damage).toBe(1);
      expect(s.prompt()).toMatchObject({ player: 'p1', title: 'Play a reaction spell?' });
      s.click('darkwater-hunter');
      expect(s.unit('p1', 'darkwater-hunter')).toBeDefined();
      expect(s.dice('p1', 'active')).toHaveLength(0);
      expect(s.state.turn?.mainAvailable).toBe(true);
    });

    it('is not offered after wounds on its own player’s Phoenixborn', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: coal, battlefield: ['iron-worker'] },
        p2: {
          phoenixborn: tristan,
          hand: ['darkwater-hunter'],
          dice: ['time:class', 'time:class'],
          guarded: true,
        },
      });
      attackPhoenixbornWith(s, ['iron-worker']);
      s.button('Done', 'p2');
      expect(s.pb('p2').tokens.damage).toBe(2);
      expect(s.zoneStubs('p2', 'hand')).toEqual(['darkwater-hunter']);
      expect(s.prompt().title).not.toBe('Play a reaction spell?');
    });

    it('Stalk: it cannot be guarded against', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: tristan, battlefield: ['darkwater-hunter'] },
        p2: { phoenixborn: coal, battlefield: ['biter', 'iron-worker'] },
      });
      s.button('Attack a unit').click('iron-worker').click('darkwater-hunter');
      expect(s.offers('biter')).toBe(false);
    });
  });

  describe("Ocean's Gift", () => {
    it('raises 3 different dice of your active pool 1 level and gives +1 attack', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: tristan,
          hand: ['oceans-gift'],
          battlefield: ['iron-worker'],
          dice: ['time:class', 'charm:basic', 'sympathy:basic', 'natural:class', 'illusion:power'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('oceans-gift').click('iron-worker');
      expect(s.prompt().title).toMatch(/^Ocean's Gift: choose a die/);
      expect(s.offers('illusion:power')).toBe(false);
      s.die('charm:basic').die('sympathy:basic').die('natural:class');
      expect(s.dice('p1', 'active').map((d) => `${d.magic}:${d.level}`)).toEqual([
        'charm:class',
        'sympathy:class',
        'natural:power',
        'illusion:power',
      ]);
      expect(shownAttack(s, 'alice', 'iron-worker')).toBe(3);
    });

    it('Bestow 1: when its unit is declared as an attacker, may place 1 status token on a unit you control', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: tristan,
          battlefield: [{ stub: 'iron-worker', upgrades: ['oceans-gift'] }, 'tidal-crab'],
        },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });
      attackPhoenixbornWith(s, ['iron-worker']);
      expect(s.prompt().title).toMatch(/^Bestow 1/);
      expect(s.offers('hammer-knight')).toBe(false);
      s.click('tidal-crab');
      expect(s.unit('p1', 'tidal-crab')!.tokens.status).toBe(1);
    });

    it('Bestow 1 may be declined, and is magnified to 2 by Magnify', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: tristan,
          battlefield: [{ stub: 'iron-worker', upgrades: ['oceans-gift'] }, 'tidal-crab'],
          dice: ['charm:basic'],
        },
        p2: { phoenixborn: coal },
      });
      s.click(tristan).click('iron-worker');
      attackPhoenixbornWith(s, ['iron-worker']);
      s.click('tidal-crab');
      expect(s.unit('p1', 'tidal-crab')!.tokens.status).toBe(2);

      const t = scenario(catalogue, {
        p1: {
          phoenixborn: tristan,
          battlefield: [{ stub: 'iron-worker', upgrades: ['oceans-gift'] }, 'tidal-crab'],
        },
        p2: { phoenixborn: coal },
      });
      attackPhoenixbornWith(t, ['iron-worker']);
      t.button('Skip');
      expect(t.unit('p1', 'tidal-crab')!.tokens.status).toBe(0);
    });
  });
});
