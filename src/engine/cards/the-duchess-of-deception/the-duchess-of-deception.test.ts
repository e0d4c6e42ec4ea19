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

describe('The Duchess of Deception cards', () => {
  describe('Victoria Glassfire — Surprise!', () => {
    const surprise = (p2spellboard: string[] = []) =>
      scenario(catalogue, {
        p1: {
          phoenixborn: victoria,
          dice: ['illusion:class', 'illusion:basic', 'illusion:basic', 'illusion:basic'],
        },
        p2: {
          phoenixborn: coal,
          spellboard: p2spellboard,
          dice: ['natural:power', 'natural:power', 'natural:power', 'natural:power', 'charm:power'],
        },
      });

    it("re-rolls up to 4 of an opponent's active dice, then as many of your own", () => {
      const s = surprise();
      s.click(victoria).button('p2');
      expect(s.prompt().title).toMatch(/^Surprise!: choose up to 4 dice/);
      const theirs = s.dice('p2', 'active').slice(0, 2);
      for (const die of theirs) s.die(die.uuid);
      s.button('Done');
      expect(s.prompt().title).toBe('Surprise!: choose 2 dice of your active pool to re-roll');
      for (const die of s.dice('p1', 'active').slice(0, 2)) s.die(die.uuid);
      s.button('Done');
      const lines = rerollLines(s);
      expect(lines.filter((l) => l.includes('re-rolls a die of bob'))).toHaveLength(2);
      expect(lines.filter((l) => l.includes('re-rolls a die of alice'))).toHaveLength(2);
      expect(s.pb('p1').tokens.exhaustion).toBe(1);
      expect(s.state.turn?.sideActions).toBe(0);
    });

    it('offers no more than 4 of the opponent’s dice', () => {
      const s = surprise();
      s.click(victoria).button('p2');
      for (const die of s.dice('p2', 'active').slice(0, 4)) s.die(die.uuid);
      const fifth = s.dice('p2', 'active')[4]!.uuid;
      expect(s.offers(fifth)).toBe(false);
    });

    it("Law of Assurance: the opponent's dice may not be re-rolled, so none of yours is either", () => {
      const s = surprise(['law-of-assurance']);
      s.click(victoria).button('p2');
      expect(rerollLines(s)).toHaveLength(0);
      expect(s.dice('p2', 'active').map((d) => d.level)).toEqual([
        'power',
        'power',
        'power',
        'power',
        'power',
      ]);
      expect(s.pb('p1').tokens.exhaustion).toBe(1);
    });
  });

  describe('Body Inversion', () => {
    it("swaps a unit's printed attack and life for the rest of the turn", () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: victoria, spellboard: ['body-inversion'], dice: ['illusion:class'] },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });
      // Hammer Knight is printed 3 attack, 4 life.
      s.click('body-inversion').click('hammer-knight');
      const knight = s.unit('p2', 'hammer-knight')!.uuid;
      const values = () => {
        const view = s.view('p1').players.bob!.cardPiles.cardsInPlay.find((c) => c.uuid === knight);
        return [view?.attack, view?.life];
      };
      expect(values()).toEqual([4, 3]);
      expect(s.cards('p1', 'body-inversion', 'spellboard')[0]!.tokens.exhaustion).toBe(1);
      s.button('Pass').button('End Turn');
      expect(values()).toEqual([3, 4]);
    });

    it('a unit whose new life value its wounds reach is destroyed', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: victoria, spellboard: ['body-inversion'], dice: ['illusion:class'] },
        p2: { phoenixborn: coal, battlefield: [{ stub: 'hammer-knight', damage: 3 }] },
      });
      s.click('body-inversion').click('hammer-knight');
      expect(s.unit('p2', 'hammer-knight')).toBeUndefined();
    });
  });

  describe('Flash Archer — Double Shot', () => {
    const archer = () =>
      scenario(catalogue, {
        p1: { phoenixborn: victoria, battlefield: ['flash-archer'] },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight', 'iron-worker'] },
      });

    it('deals 1 damage to a target unit, then may deal 1 more to a target unit', () => {
      const s = archer();
      s.click('flash-archer');
      expect(s.prompt().title).toBe('Double Shot: choose a unit to deal 1 damage to');
      s.click('hammer-knight');
      expect(s.prompt().title).toBe('Double Shot: you may deal 1 damage to a unit');
      s.click('iron-worker');
      expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(1);
      expect(s.unit('p2', 'iron-worker')!.tokens.damage).toBe(1);
      expect(s.unit('p1', 'flash-archer')!.tokens.exhaustion).toBe(1);
    });

    it('the second damage may be skipped', () => {
      const s = archer();
      s.click('flash-archer').click('hammer-knight').button('Skip');
      expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(1);
      expect(s.unit('p2', 'iron-worker')!.tokens.damage).toBe(0);
    });
  });

  describe('Secret Door', () => {
    const door = () =>
      scenario(catalogue, {
        p1: {
          phoenixborn: victoria,
          spellboard: ['secret-door'],
          battlefield: ['shadow-spirit', 'hammer-knight'],
          dice: ['illusion:class'],
        },
        p2: { phoenixborn: coal, battlefield: ['iron-worker'], guarded: true },
      });

    it('only a unit you control with a life value of 1 may be chosen', () => {
      const s = door();
      s.click('secret-door');
      expect(s.offers('shadow-spirit')).toBe(true);
      expect(s.offers('hammer-knight')).toBe(false);
      expect(s.offers('iron-worker')).toBe(false);
    });

    it('the chosen unit cannot be blocked this turn', () => {
      const s = door();
      s.click('secret-door').click('shadow-spirit');
      s.button('Attack Phoenixborn').click('shadow-spirit').button('Done');
      // Trickery asks first: the opponent has no dice to lower.
      if (s.offers('p2')) s.button('p2');
      expect(s.offers('iron-worker')).toBe(false);
    });

    it('is not usable without a unit with a life value of 1', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: victoria, spellboard: ['secret-door'], dice: ['illusion:class'] },
        p2: { phoenixborn: coal },
      });
      const spell = s.cards('p1', 'secret-door', 'spellboard')[0]!.uuid;
      s.send({ type: 'cardClicked', uuid: spell }, 'p1', true);
      expect(s.dice('p1', 'active')).toHaveLength(1);
    });
  });

  describe('Summon Shadow Hound and Shadow Hound', () => {
    it('places a Shadow Hound for 3 illusion class', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: victoria,
          spellboard: ['summon-shadow-hound'],
          dice: ['illusion:class', 'illusion:class', 'illusion:power'],
        },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });
      s.click('summon-shadow-hound');
      expect(s.cards('p1', 'shadow-hound', 'battlefield')).toHaveLength(1);
      expect(s.dice('p1', 'active')).toHaveLength(0);
      // No focus: no damage is offered.
      expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(0);
      expect(s.prompt().title).toBe('Choose an action');
    });

    it('Focus 1 and 2: may deal 1 damage to a target unit, then 1 more', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: victoria,
          spellboard: ['summon-shadow-hound', 'summon-shadow-hound', 'summon-shadow-hound'],
          dice: ['illusion:class', 'illusion:class', 'illusion:class'],
        },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });
      s.click('summon-shadow-hound');
      expect(s.prompt().title).toBe(
        'Summon Shadow Hound, Focus 1: you may deal 1 damage to a unit',
      );
      s.click('hammer-knight');
      expect(s.prompt().title).toBe(
        'Summon Shadow Hound, Focus 2: you may deal 1 damage to a unit',
      );
      s.click('hammer-knight');
      expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(2);
    });

    it('Focus 1 only: one damage, which may be skipped', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: victoria,
          spellboard: ['summon-shadow-hound', 'summon-shadow-hound'],
          dice: ['illusion:class', 'illusion:class', 'illusion:class'],
        },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });
      s.click('summon-shadow-hound').button('Skip');
      expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(0);
      expect(s.prompt().title).toBe('Choose an action');
    });

    it('Concealed: an opponent cannot target it', () => {
      const s = scenario(catalogue, {
        firstPlayer: 'p2',
        p1: { phoenixborn: victoria, battlefield: ['shadow-hound', 'hammer-knight'] },
        p2: { phoenixborn: coal, battlefield: ['flash-archer'] },
      });
      s.click('flash-archer');
      expect(s.offers('hammer-knight')).toBe(true);
      expect(s.offers('shadow-hound')).toBe(false);
    });

    it('Stalk: no guard may be declared against it', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: victoria, battlefield: ['shadow-hound'] },
        p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
      });
      s.button('Attack a unit').click('iron-worker').click('shadow-hound');
      expect(s.offers(coal)).toBe(false);
    });
  });

  describe('Summon Shadow Spirit and Shadow Spirit', () => {
    it('places a Shadow Spirit for 1 illusion power', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: victoria,
          spellboard: ['summon-shadow-spirit'],
          dice: ['illusion:power'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('summon-shadow-spirit');
      expect(s.cards('p1', 'shadow-spirit', 'battlefield')).toHaveLength(1);
      expect(s.dice('p1', 'active')).toHaveLength(0);
    });

    it("Trickery 1: declared as an attacker, it lowers 1 die of a target opponent's active pool", () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: victoria, battlefield: ['shadow-spirit'] },
        p2: { phoenixborn: coal, guarded: true, dice: ['natural:power', 'natural:basic'] },
      });
      s.button('Attack Phoenixborn').click('shadow-spirit').button('Done');
      expect(s.prompt().title).toMatch(/^Shadow Spirit, Trickery 1/);
      s.button('p2');
      expect(s.offers('natural:basic')).toBe(false);
      s.die('natural:power');
      expect(s.dice('p2', 'active').map((d) => d.level)).toEqual(['class', 'basic']);
    });

    it('Trickery 1 under Law of Assurance: the die is not lowered', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: victoria, battlefield: ['shadow-spirit'] },
        p2: {
          phoenixborn: coal,
          guarded: true,
          spellboard: ['law-of-assurance'],
          dice: ['natural:power'],
        },
      });
      s.button('Attack Phoenixborn').click('shadow-spirit').button('Done');
      if (s.offers('p2')) s.button('p2');
      expect(s.offers('natural:power')).toBe(false);
      expect(s.dice('p2', 'active').map((d) => d.level)).toEqual(['power']);
    });
  });

  describe('To Shadows', () => {
    const shadows = (
      dice: string[],
      battlefield: (string | { stub: string; exhaustion: number })[],
    ) =>
      scenario(catalogue, {
        p1: { phoenixborn: victoria, hand: ['to-shadows'], dice },
        p2: { phoenixborn: coal, battlefield },
      });

    it('discards a target exhausted unit', () => {
      const s = shadows(
        ['illusion:power'],
        [{ stub: 'hammer-knight', exhaustion: 1 }, 'iron-worker'],
      );
      s.click('to-shadows');
      expect(s.offers('iron-worker')).toBe(false);
      s.click('hammer-knight');
      expect(s.unit('p2', 'hammer-knight')).toBeUndefined();
      expect(s.zoneStubs('p2', 'discard')).toContain('hammer-knight');
      expect(s.zoneStubs('p1', 'discard')).toContain('to-shadows');
    });

    it('may be paid with a time power die instead', () => {
      const s = shadows(['time:power'], [{ stub: 'hammer-knight', exhaustion: 1 }]);
      s.click('to-shadows').click('hammer-knight');
      expect(s.unit('p2', 'hammer-knight')).toBeUndefined();
    });

    it('cannot be played without an exhausted unit', () => {
      const s = shadows(['illusion:power'], ['iron-worker']);
      const card = s.cards('p1', 'to-shadows', 'hand')[0]!.uuid;
      s.send({ type: 'cardClicked', uuid: card }, 'p1', true);
      expect(s.zoneStubs('p1', 'hand')).toEqual(['to-shadows']);
    });
  });
});
