import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { scenario } from '../../testing/scenario';
import { toEndOfRound } from '../../testing/round-steps';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const xander = 'xander-heartsblood';
const coal = 'coal-roarkwin';

describe('The King of Titans cards', () => {
  describe('Xander Heartsblood — Reincarnate', () => {
    it('side: places an ally of your discard pile into your hand', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: xander, discard: ['earthquake', 'pain-shaman'], dice: ['divine:class'] },
        p2: { phoenixborn: coal },
      });
      s.click(xander);
      expect(s.prompt().title).toBe(
        'Xander Heartsblood, Reincarnate: choose an ally of your discard pile',
      );
      expect(s.offers('earthquake')).toBe(false);
      s.click('pain-shaman');
      expect(s.zoneStubs('p1', 'hand')).toEqual(['pain-shaman']);
      expect(s.pb('p1').tokens.exhaustion).toBe(1);
      expect(s.state.turn?.sideActions).toBe(0);
    });

    it('is not offered without an ally in the discard pile', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: xander, discard: ['earthquake'], dice: ['divine:class'] },
        p2: { phoenixborn: coal },
      });
      expect(s.offers(xander)).toBe(false);
    });
  });

  describe('Earthquake', () => {
    it('deals 4 damage to a target unit and 1 damage to each other unit', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: xander,
          hand: ['earthquake'],
          battlefield: ['raptor-herder'],
          dice: ['natural:basic', 'natural:basic'],
        },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight', 'iron-worker'] },
      });
      s.click('earthquake');
      expect(s.prompt().title).toBe('Earthquake: deal 4 damage to a target unit');
      s.click('hammer-knight');
      expect(s.zoneStubs('p2', 'discard')).toEqual(['hammer-knight']);
      expect(s.unit('p2', 'iron-worker')!.tokens.damage).toBe(1);
      expect(s.zoneStubs('p1', 'discard')).toEqual(['earthquake', 'raptor-herder']);
      expect(s.pb('p2').tokens.damage).toBe(0);
    });
  });

  describe("Nature's Wrath", () => {
    it('deals 1 damage to all units, yours too', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: xander,
          hand: ['natures-wrath'],
          battlefield: ['pain-shaman'],
          dice: ['natural:class'],
        },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });
      s.click('natures-wrath');
      expect(s.unit('p1', 'pain-shaman')!.tokens.damage).toBe(1);
      expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(1);
      expect(s.pb('p1').tokens.damage + s.pb('p2').tokens.damage).toBe(0);
    });
  });

  describe('Mass Heal', () => {
    const board = (dice: string[]) =>
      scenario(catalogue, {
        p1: {
          phoenixborn: xander,
          hand: ['mass-heal'],
          battlefield: [{ stub: 'pain-shaman', damage: 2 }],
          pbDamage: 2,
          dice,
        },
        p2: { phoenixborn: coal, battlefield: [{ stub: 'hammer-knight', damage: 2 }] },
      });

    it('removes 1 wound token from all units', () => {
      const s = board(['natural:basic']);
      s.click('mass-heal');
      expect(s.unit('p1', 'pain-shaman')!.tokens.damage).toBe(1);
      expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(1);
      expect(s.pb('p1').tokens.damage).toBe(2);
      expect(s.state.turn?.sideActions).toBe(0);
    });

    it('with a divine die on its class or power side, may instead heal your Phoenixborn and units', () => {
      const s = board(['divine:power']);
      s.click('mass-heal');
      expect(s.prompt().title).toMatch(/^Mass Heal/);
      s.button('Your Phoenixborn and units');
      expect(s.unit('p1', 'pain-shaman')!.tokens.damage).toBe(1);
      expect(s.pb('p1').tokens.damage).toBe(1);
      expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(2);
    });

    it('a divine die on its basic side gives no choice', () => {
      const s = board(['divine:basic']);
      s.click('mass-heal');
      expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(1);
      expect(s.pb('p1').tokens.damage).toBe(2);
    });
  });

  describe('Pain Shaman — Exchange Pain 1', () => {
    const board = () =>
      scenario(catalogue, {
        p1: {
          phoenixborn: xander,
          hand: ['pain-shaman'],
          pbDamage: 1,
          dice: ['natural:class', 'natural:class'],
        },
        p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
      });

    it('may deal 1 damage to a target unit, then remove 1 wound token from a target unit or Phoenixborn', () => {
      const s = board();
      s.click('pain-shaman');
      expect(s.prompt().title).toBe(
        'Pain Shaman, Exchange Pain 1: you may deal 1 damage to a target unit',
      );
      s.click('iron-worker');
      expect(s.unit('p2', 'iron-worker')!.tokens.damage).toBe(1);
      expect(s.prompt().title).toMatch(/^Pain Shaman, Exchange Pain 1: remove 1 wound token/);
      s.click(xander);
      expect(s.pb('p1').tokens.damage).toBe(0);
    });

    it('skipping the damage removes no wound', () => {
      const s = board();
      s.click('pain-shaman').button('Skip');
      expect(s.pb('p1').tokens.damage).toBe(1);
      expect(s.unit('p2', 'iron-worker')!.tokens.damage).toBe(0);
    });
  });

  describe('Raptor Herder and Raptor Hatchling', () => {
    it('Call Raptor Hatchling: places a Raptor Hatchling when it comes into play', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: xander, hand: ['raptor-herder'], dice: ['natural:class'] },
        p2: { phoenixborn: coal },
      });
      s.click('raptor-herder');
      expect(s.cards('p1', 'raptor-hatchling', 'battlefield')).toHaveLength(1);
    });

    it('Group Tactics 2: after 3 or more attackers are declared, may add 2 to its attack', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: xander,
          battlefield: ['raptor-hatchling', 'raptor-herder', 'pain-shaman'],
        },
        p2: { phoenixborn: coal },
      });
      s.button('Attack Phoenixborn')
        .click('raptor-hatchling')
        .click('raptor-herder')
        .click('pain-shaman')
        .button('Done');
      expect(s.prompt().title).toMatch(/Group Tactics 2/);
      s.button('Yes');
      const hatchling = s
        .view('p1')
        .players.alice!.cardPiles.cardsInPlay.find((c) => c.id === 'raptor-hatchling');
      expect(hatchling?.attack).toBe(2);
    });
  });

  describe('Sacred Ground', () => {
    it('side: units you control gain Armored 1 until the start of your next turn', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: xander,
          spellboard: ['sacred-ground'],
          hand: ['natures-wrath'],
          battlefield: ['pain-shaman'],
          dice: ['natural:class'],
        },
        p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
      });
      s.click('sacred-ground');
      expect(s.state.turn?.sideActions).toBe(0);
      s.click('natures-wrath');
      expect(s.unit('p1', 'pain-shaman')!.tokens.damage).toBe(0);
      expect(s.unit('p2', 'iron-worker')!.tokens.damage).toBe(1);
    });

    it('is not offered without a unit you control', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: xander, spellboard: ['sacred-ground'] },
        p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
      });
      expect(s.offers('sacred-ground')).toBe(false);
    });
  });

  describe('Summon Shining Hydra, Shining Hydra and Shining Hydra Head', () => {
    it('places a Shining Hydra', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: xander,
          hand: ['summon-shining-hydra'],
          dice: ['divine:class', 'natural:class', 'natural:basic'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('summon-shining-hydra');
      expect(s.cards('p1', 'shining-hydra', 'battlefield')).toHaveLength(1);
    });

    it('Regenerate Heads: side: removes a wound to attach a Head: +1 attack, +1 recover, Terrifying 1', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: xander,
          battlefield: [{ stub: 'shining-hydra', damage: 2 }],
          archives: ['shining-hydra-head', 'shining-hydra-head', 'shining-hydra-head'],
        },
        p2: { phoenixborn: coal, battlefield: ['iron-worker', 'anchornaut'] },
      });
      s.click('shining-hydra');
      const hydra = s.unit('p1', 'shining-hydra')!;
      expect(hydra.tokens.damage).toBe(1);
      expect(hydra.upgrades.map((u) => s.state.cards[u]!.stub)).toEqual(['shining-hydra-head']);
      const view = s.view('p1').players.alice!.cardPiles.cardsInPlay[0]!;
      expect([view.attack, view.recover]).toEqual([2, 1]);
      s.button('Attack Phoenixborn').click('shining-hydra').button('Done');
      expect(s.prompt().player).toBe('p2');
      // Terrifying 1: units with attack 1 or less cannot block it.
      expect(s.offers('anchornaut')).toBe(false);
      expect(s.offers('iron-worker')).toBe(true);
    });

    it('Regenerate Heads is not offered without a wound on the Hydra', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: xander,
          battlefield: ['shining-hydra'],
          archives: ['shining-hydra-head'],
        },
        p2: { phoenixborn: coal },
      });
      expect(s.offers('shining-hydra')).toBe(false);
    });
  });

  describe('Law of Domination', () => {
    it('the opponent chooses a unit, you choose one: they deal damage to each other, Armored does not prevent it', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: xander,
          hand: ['law-of-domination'],
          spellboard: ['sacred-ground'],
          battlefield: ['pain-shaman'],
          dice: ['divine:class'],
        },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight', 'iron-worker'] },
      });
      s.click('sacred-ground').click('law-of-domination');
      expect(s.prompt().player).toBe('p2');
      expect(s.prompt().title).toBe(
        'Law of Domination: choose a unit you control to deal and receive damage',
      );
      s.click('iron-worker', 'p2');
      expect(s.prompt().player).toBe('p1');
      s.click('pain-shaman');
      expect(s.unit('p1', 'pain-shaman')!.tokens.damage).toBe(2);
      expect(s.unit('p2', 'iron-worker')!.tokens.damage).toBe(1);
    });

    it('while it is in play, damage from attacking or countering cannot be prevented', () => {
      const board = (spellboard: string[]) =>
        scenario(catalogue, {
          p1: { phoenixborn: xander, spellboard, battlefield: ['pain-shaman'] },
          p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
        });
      for (const [spellboard, wounds] of [
        [['sacred-ground'], 1],
        [['sacred-ground', 'law-of-domination'], 2],
      ] as const) {
        const s = board([...spellboard]);
        s.click('sacred-ground');
        s.button('Attack a unit').click('iron-worker').click('pain-shaman');
        if (s.prompt().title.match(/guard/i)) s.button('No guard');
        if (s.offers('Counter')) s.button('Counter');
        expect(s.unit('p1', 'pain-shaman')!.tokens.damage).toBe(wounds);
      }
    });

    it('Fleeting: discarded at the end of the round', () => {
      const s = toEndOfRound(catalogue, {
        p1: { phoenixborn: xander, spellboard: ['law-of-domination'] },
        p2: { phoenixborn: coal },
      });
      expect(s.zoneStubs('p1', 'spellboard')).toEqual([]);
      expect(s.zoneStubs('p1', 'discard')).toEqual(['law-of-domination']);
    });

    it('Bound: Meditate cannot discard it from the spellboard', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: xander, spellboard: ['law-of-domination'], deck: ['earthquake'] },
        p2: { phoenixborn: coal },
      });
      s.button('Meditate');
      expect(s.offers('law-of-domination')).toBe(false);
    });
  });
});
