import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { scenario } from '../../testing/scenario';
import type { Scenario } from '../../testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const odette = 'odette-diamondcrest';
const coal = 'coal-roarkwin';

/** The defender declines to guard or block and answers whether to counter, as long as one is asked. */
function defend(s: Scenario, counter: boolean): void {
  const answers = ['No guard', 'Done', counter ? 'Counter' : "Don't counter"];
  for (let asked = 0; asked < 6; asked++) {
    const { player, buttons } = s.prompt();
    const answer = answers.find((a) => buttons.includes(a));
    if (player === null || answer === undefined) return;
    s.button(answer, player);
  }
}

describe('The Law of Lions cards', () => {
  describe('Odette Diamondcrest — Enter the Fray', () => {
    it('deals 2 damage to a target unit, then damage to Odette equal to its attack value', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: odette },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });
      s.click(odette);
      expect(s.prompt().title).toMatch(/^Enter the Fray/);
      s.click('hammer-knight');
      expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(2);
      expect(s.pb('p1').tokens.damage).toBe(3);
      expect(s.pb('p1').tokens.exhaustion).toBe(1);
      expect(s.state.turn?.mainAvailable).toBe(false);
    });

    it('a unit it destroys still counts its attack value', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: odette },
        p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
      });
      s.click(odette).click('iron-worker');
      expect(s.unit('p2', 'iron-worker')).toBeUndefined();
      expect(s.pb('p1').tokens.damage).toBe(2);
    });

    it('is not usable without a unit to target', () => {
      const s = scenario(catalogue, { p1: { phoenixborn: odette }, p2: { phoenixborn: coal } });
      s.send({ type: 'cardClicked', uuid: s.pb('p1').uuid }, 'p1', true);
      expect(s.pb('p1').tokens.exhaustion).toBe(0);
    });
  });

  describe('Summon Winged Lioness and Winged Lioness', () => {
    it('places a Winged Lioness for 1 divine class and 1 basic', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: odette,
          spellboard: ['summon-winged-lioness'],
          dice: ['divine:class', 'charm:basic'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('summon-winged-lioness');
      expect(s.cards('p1', 'winged-lioness', 'battlefield')).toHaveLength(1);
      expect(s.dice('p1', 'active')).toHaveLength(0);
    });

    it('cannot be used with no Winged Lioness left in the conjuration pile', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: odette,
          spellboard: ['summon-winged-lioness'],
          dice: ['divine:class', 'charm:basic'],
          archives: [],
        },
        p2: { phoenixborn: coal },
      });
      const spell = s.cards('p1', 'summon-winged-lioness', 'spellboard')[0]!.uuid;
      s.send({ type: 'cardClicked', uuid: spell }, 'p1', true);
      expect(s.dice('p1', 'active')).toHaveLength(2);
    });

    it('Stalk: the Phoenixborn cannot guard against a Winged Lioness', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: odette, battlefield: ['winged-lioness'] },
        p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
      });
      s.button('Attack a unit').click('iron-worker').click('winged-lioness');
      expect(s.offers(coal)).toBe(false);
    });
  });

  describe('Summon Emperor Lion and Emperor Lion', () => {
    it('places an Emperor Lion for 2 divine class and 1 basic', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: odette,
          spellboard: ['summon-emperor-lion'],
          dice: ['divine:class', 'divine:class', 'charm:basic'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('summon-emperor-lion');
      expect(s.cards('p1', 'emperor-lion', 'battlefield')).toHaveLength(1);
      expect(s.dice('p1', 'active')).toHaveLength(0);
    });

    it('Overkill 1: destroying a unit by attacking deals 1 damage to its controller’s Phoenixborn', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: odette, battlefield: ['emperor-lion'] },
        p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
      });
      s.button('Attack a unit').click('iron-worker').click('emperor-lion');
      defend(s, false);
      expect(s.unit('p2', 'iron-worker')).toBeUndefined();
      expect(s.pb('p2').tokens.damage).toBe(1);
    });

    it('Alert: countering does not exhaust it', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: coal, battlefield: ['iron-worker'] },
        p2: { phoenixborn: odette, battlefield: ['emperor-lion'] },
      });
      s.button('Attack a unit').click('emperor-lion').click('iron-worker');
      defend(s, true);
      expect(s.unit('p1', 'iron-worker')).toBeUndefined();
      expect(s.unit('p2', 'emperor-lion')!.tokens.exhaustion).toBe(0);
    });
  });

  describe('Law of Sight', () => {
    const sight = () =>
      scenario(catalogue, {
        p1: {
          phoenixborn: odette,
          hand: ['law-of-sight', 'iron-worker'],
          deck: ['heal', 'meteor', 'holy-knight'],
          dice: ['divine:class', 'charm:basic', 'charm:basic', 'charm:basic'],
        },
        p2: { phoenixborn: 'rin-northfell', hand: ['ice-trap'], dice: ['natural:power'] },
      });

    it('when it comes into play, its controller may draw up to 2 cards', () => {
      const s = sight();
      s.click('law-of-sight');
      expect(s.prompt().title).toBe('Law of Sight: draw up to 2 cards');
      expect(s.prompt().buttons).toEqual(["Don't draw", 'Draw 1', 'Draw 2']);
      s.button('Draw 2');
      expect(s.zoneStubs('p1', 'hand')).toEqual(['iron-worker', 'heal', 'meteor']);
      expect(s.cards('p1', 'law-of-sight', 'spellboard')).toHaveLength(1);
      expect(s.state.turn?.sideActions).toBe(0);
    });

    it('no player may play reaction spells while it is in play', () => {
      const s = sight();
      s.click('law-of-sight').button("Don't draw");
      s.click('iron-worker');
      expect(s.prompt().title).not.toBe('Play a reaction spell?');
      expect(s.cards('p1', 'iron-worker', 'battlefield')).toHaveLength(1);
      expect(s.zoneStubs('p2', 'hand')).toEqual(['ice-trap']);
    });

    it('Bound: Meditate does not offer it; Fleeting: it is discarded at the end of the round', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: odette, spellboard: ['law-of-sight'], deck: ['heal'] },
        p2: { phoenixborn: coal },
      });
      s.button('Meditate');
      expect(s.offers('law-of-sight')).toBe(false);

      const ending = scenario(catalogue, {
        phase: 'recovery',
        p1: { phoenixborn: odette, spellboard: ['law-of-sight'] },
        p2: { phoenixborn: coal },
      });
      expect(ending.cards('p1', 'law-of-sight', 'spellboard')).toHaveLength(0);
      expect(ending.zoneStubs('p1', 'discard')).toEqual(['law-of-sight']);
    });
  });

  describe('Law of Assurance', () => {
    it('when it comes into play, changes all dice in your active pool to their class side', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: odette,
          hand: ['law-of-assurance'],
          dice: ['divine:class', 'charm:basic', 'natural:power', 'illusion:basic'],
        },
        p2: { phoenixborn: coal, dice: ['charm:basic'] },
      });
      s.click('law-of-assurance');
      expect(s.dice('p1', 'active').map((d) => d.level)).toEqual(['class', 'class', 'class']);
      expect(s.dice('p2', 'active').map((d) => d.level)).toEqual(['basic']);
      expect(s.cards('p1', 'law-of-assurance', 'spellboard')).toHaveLength(1);
    });

    it("players may not change the level of dice in an opponent's active pool", () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: coal, dice: ['illusion:power'] },
        p2: {
          phoenixborn: odette,
          spellboard: ['law-of-assurance'],
          dice: ['divine:power', 'divine:class'],
        },
      });
      // The Illusion dice power would lower the opponent's dice: it is refused.
      s.send({ type: 'dieClicked', uuid: s.dice('p1', 'active')[0]!.uuid }, 'p1', true);
      expect(s.dice('p2', 'active').map((d) => d.level)).toEqual(['power', 'class']);
      expect(s.dice('p1', 'active')).toHaveLength(1);

      const free = scenario(catalogue, {
        p1: { phoenixborn: coal, dice: ['illusion:power'] },
        p2: { phoenixborn: odette, dice: ['divine:power', 'divine:class'] },
      });
      free.die('illusion:power');
      expect(free.offers('divine:power')).toBe(true);
    });

    it('is Bound and Fleeting', () => {
      const s = scenario(catalogue, {
        phase: 'recovery',
        p1: { phoenixborn: odette, spellboard: ['law-of-assurance'] },
        p2: { phoenixborn: coal },
      });
      expect(s.zoneStubs('p1', 'discard')).toEqual(['law-of-assurance']);
    });
  });

  describe('Sword of Virtue', () => {
    const sword = () =>
      scenario(catalogue, {
        p1: {
          phoenixborn: odette,
          hand: ['sword-of-virtue'],
          battlefield: [{ stub: 'hammer-knight', damage: 2, exhaustion: 1 }],
          dice: ['charm:basic', 'charm:basic'],
        },
        p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
      });

    it('destroys a target unit', () => {
      const s = sword();
      s.click('sword-of-virtue').button('Destroy a unit');
      expect(s.prompt().title).toBe('Sword of Virtue: choose a target unit');
      s.click('iron-worker');
      expect(s.unit('p2', 'iron-worker')).toBeUndefined();
      expect(s.zoneStubs('p1', 'discard')).toEqual(['sword-of-virtue']);
    });

    it('or removes all wound and exhaustion tokens from a target unit', () => {
      const s = sword();
      s.click('sword-of-virtue').button('Remove wounds and exhaustion').click('hammer-knight');
      expect(s.unit('p1', 'hammer-knight')!.tokens).toEqual({
        damage: 0,
        exhaustion: 0,
        status: 0,
      });
    });

    it('cannot be played without a unit to target', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: odette,
          hand: ['sword-of-virtue'],
          dice: ['charm:basic', 'charm:basic'],
        },
        p2: { phoenixborn: coal },
      });
      s.send({ type: 'cardClicked', uuid: s.state.players.p1.hand[0]! }, 'p1', true);
      expect(s.zoneStubs('p1', 'hand')).toEqual(['sword-of-virtue']);
    });
  });

  describe('Heal', () => {
    it('removes all wound tokens from a target unit', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: odette,
          hand: ['heal'],
          battlefield: [{ stub: 'hammer-knight', damage: 3 }],
          dice: ['divine:class'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('heal');
      expect(s.prompt().title).toMatch(/^Heal/);
      s.click('hammer-knight');
      expect(s.unit('p1', 'hammer-knight')!.tokens.damage).toBe(0);
      expect(s.state.turn?.sideActions).toBe(0);
    });

    it('removes 2 wound tokens from a target Phoenixborn', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: odette, hand: ['heal'], dice: ['divine:class'], pbDamage: 5 },
        p2: { phoenixborn: coal },
      });
      s.click('heal').click(odette);
      expect(s.pb('p1').tokens.damage).toBe(3);
    });
  });

  describe('Meteor', () => {
    const meteor = (dice: string[]) =>
      scenario(catalogue, {
        p1: { phoenixborn: odette, hand: ['meteor'], battlefield: ['hammer-knight'], dice },
        p2: {
          phoenixborn: coal,
          battlefield: ['iron-worker', { stub: 'hammer-knight', damage: 0 }],
        },
      });

    it('deals 1 damage to all units', () => {
      const s = meteor(['divine:class', 'divine:class']);
      s.click('meteor');
      expect(s.unit('p1', 'hammer-knight')!.tokens.damage).toBe(1);
      expect(s.unit('p2', 'iron-worker')!.tokens.damage).toBe(1);
      expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(1);
      expect(s.pb('p2').tokens.damage).toBe(0);
    });

    it('then deals damage to all units equal to the divine power dice spent', () => {
      const s = meteor(['divine:power', 'divine:power']);
      s.click('meteor');
      expect(s.unit('p1', 'hammer-knight')!.tokens.damage).toBe(3);
      expect(s.unit('p2', 'iron-worker')).toBeUndefined();
      expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(3);
    });
  });

  describe('Power Through', () => {
    it('gives its unit +1 attack and Overkill 1', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: odette,
          hand: ['power-through'],
          battlefield: ['winged-lioness'],
          dice: ['divine:class'],
        },
        p2: { phoenixborn: coal, battlefield: [{ stub: 'hammer-knight', damage: 1 }] },
      });
      s.click('power-through').click('winged-lioness');
      const lioness = s.view('p1').players.alice!.cardPiles.cardsInPlay[0]!;
      expect(lioness.attack).toBe(3);
    });

    it('Overkill 1 on its unit damages the destroyed unit’s Phoenixborn', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: odette,
          battlefield: [{ stub: 'winged-lioness', upgrades: ['power-through'] }],
        },
        p2: { phoenixborn: coal, battlefield: [{ stub: 'hammer-knight', damage: 1 }] },
      });
      s.button('Attack a unit').click('hammer-knight').click('winged-lioness');
      defend(s, false);
      expect(s.unit('p2', 'hammer-knight')).toBeUndefined();
      expect(s.pb('p2').tokens.damage).toBe(1);
    });
  });

  describe('Shield Mage — Defensive Aura', () => {
    it('units you control cannot be targeted by an opponent’s attacks', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: coal, battlefield: ['hammer-knight'] },
        p2: { phoenixborn: odette, battlefield: ['shield-mage', 'iron-worker'] },
      });
      // No unit of theirs may be attacked, so a unit attack is not even offered.
      expect(s.offers('Attack a unit')).toBe(false);
      expect(s.offers('Attack Phoenixborn')).toBe(true);
    });

    it('does nothing while exhausted', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: coal, battlefield: ['hammer-knight'] },
        p2: {
          phoenixborn: odette,
          battlefield: [{ stub: 'shield-mage', exhaustion: 1 }, 'iron-worker'],
        },
      });
      s.button('Attack a unit');
      expect(s.offers('iron-worker')).toBe(true);
    });
  });

  describe('Holy Knight — Magic Armor', () => {
    it('cannot be targeted by spells an opponent controls', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: 'aradel-summergaard',
          hand: ['molten-gold'],
          dice: ['natural:class', 'natural:class', 'natural:class'],
        },
        p2: { phoenixborn: odette, battlefield: ['holy-knight'] },
      });
      s.send({ type: 'cardClicked', uuid: s.state.players.p1.hand[0]! }, 'p1', true);
      expect(s.zoneStubs('p1', 'hand')).toEqual(['molten-gold']);
      // An ability is not a spell: Water Blast may target it.
      s.click('aradel-summergaard');
      expect(s.offers('holy-knight')).toBe(true);
    });

    it('does not hold while it is exhausted (not printed with *)', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: 'aradel-summergaard',
          hand: ['molten-gold'],
          dice: ['natural:class', 'natural:class'],
        },
        p2: { phoenixborn: odette, battlefield: [{ stub: 'holy-knight', exhaustion: 1 }] },
      });
      s.click('molten-gold').click('holy-knight');
      // Molten Gold's 3 wound tokens destroy it.
      expect(s.unit('p2', 'holy-knight')).toBeUndefined();
      expect(s.zoneStubs('p2', 'discard')).toEqual(['holy-knight']);
    });

    it('its controller’s own spells may target it', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: odette,
          hand: ['heal'],
          battlefield: [{ stub: 'holy-knight', damage: 1 }],
          dice: ['divine:class'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('heal').click('holy-knight');
      expect(s.unit('p1', 'holy-knight')!.tokens.damage).toBe(0);
    });

    it('an opponent cannot attach an alteration spell to it', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: odette,
          hand: ['power-through'],
          battlefield: ['iron-worker'],
          dice: ['divine:class'],
        },
        p2: { phoenixborn: coal, battlefield: ['holy-knight'] },
      });
      s.click('power-through');
      expect(s.offers('iron-worker')).toBe(true);
      expect(s.offers('holy-knight')).toBe(false);
    });
  });
});
