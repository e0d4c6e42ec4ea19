import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { defend, toEndOfRound } from '../../testing/round-steps';
import { scenario } from '../../testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const echo = 'echo-greystorm';
const coal = 'coal-roarkwin';

describe('The Masters of Gravity: Echo Greystorm and the exhaustion cards', () => {
  describe('Echo Greystorm — Gravity Flux', () => {
    it('places 1 exhaustion token on a target unit and removes that token at the end of the turn', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: echo },
        p2: { phoenixborn: coal, battlefield: [{ stub: 'hammer-knight', exhaustion: 1 }] },
      });
      s.click(echo).click('hammer-knight');
      expect(s.unit('p2', 'hammer-knight')!.tokens.exhaustion).toBe(2);
      expect(s.pb('p1').tokens.exhaustion).toBe(1);
      expect(s.state.turn?.sideActions).toBe(0);
      s.button('Pass').button('End Turn');
      expect(s.unit('p2', 'hammer-knight')!.tokens.exhaustion).toBe(1);
      expect(s.pb('p1').tokens.exhaustion).toBe(1);
    });

    it('the exhausted unit cannot attack or block during the rest of the turn', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: echo, battlefield: ['iron-worker'] },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });
      s.click(echo).click('hammer-knight');
      s.button('Attack Phoenixborn').click('iron-worker').button('Done');
      expect(s.offers('hammer-knight')).toBe(false);
    });

    it('removes only its own token: one already removed during the turn leaves nothing to take', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: echo, hand: ['enlightenment'], dice: ['divine:class', 'charm:basic'] },
        p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
      });
      s.click(echo).click('iron-worker');
      s.click('enlightenment').click('iron-worker');
      expect(s.unit('p2', 'iron-worker')!.tokens.exhaustion).toBe(0);
      s.button('End Turn');
      expect(s.unit('p2', 'iron-worker')!.tokens.exhaustion).toBe(0);
      expect(s.prompt().player).toBe('p2');
    });

    it('is not usable without a unit to target, nor while exhausted', () => {
      const none = scenario(catalogue, { p1: { phoenixborn: echo }, p2: { phoenixborn: coal } });
      none.send({ type: 'cardClicked', uuid: none.pb('p1').uuid }, 'p1', true);
      expect(none.pb('p1').tokens.exhaustion).toBe(0);
      const tired = scenario(catalogue, {
        p1: { phoenixborn: echo, pbExhaustion: 1 },
        p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
      });
      tired.send({ type: 'cardClicked', uuid: tired.pb('p1').uuid }, 'p1', true);
      expect(tired.unit('p2', 'iron-worker')!.tokens.exhaustion).toBe(0);
    });
  });

  describe('Chaos Gravity', () => {
    it('places a token, moves one between units of the same player and removes one', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: echo,
          hand: ['chaos-gravity'],
          battlefield: [{ stub: 'iron-worker', exhaustion: 1 }],
          dice: ['divine:class', 'charm:basic'],
        },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight', 'anchornaut'] },
      });
      s.click('chaos-gravity');
      expect(s.prompt().title).toBe('Chaos Gravity: choose a unit to place 1 exhaustion token on');
      s.click('hammer-knight');
      expect(s.unit('p2', 'hammer-knight')!.tokens.exhaustion).toBe(1);
      expect(s.prompt().title).toBe('Chaos Gravity: choose a unit to move 1 exhaustion token from');
      // Iron Worker is alone on its side: there is no other unit of that player to move to.
      expect(s.offers('iron-worker')).toBe(false);
      s.click('hammer-knight');
      expect(s.offers('hammer-knight')).toBe(false);
      expect(s.offers('iron-worker')).toBe(false);
      s.click('anchornaut');
      expect(s.unit('p2', 'hammer-knight')!.tokens.exhaustion).toBe(0);
      expect(s.unit('p2', 'anchornaut')!.tokens.exhaustion).toBe(1);
      s.click('iron-worker');
      expect(s.unit('p1', 'iron-worker')!.tokens.exhaustion).toBe(0);
      expect(s.zoneStubs('p1', 'discard')).toEqual(['chaos-gravity']);
    });

    it('the unit the token moves to is not a target: a unit that cannot be targeted may take it', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: echo, hand: ['chaos-gravity'], dice: ['divine:class', 'charm:basic'] },
        p2: {
          phoenixborn: 'orrick-gilstream',
          battlefield: [{ stub: 'hammer-knight', exhaustion: 1 }, 'flock-shepherd', 'ruby-cobra'],
        },
      });
      s.click('chaos-gravity');
      // Protect: Ruby Cobra (printed attack 0) cannot be targeted by an opponent's spell.
      expect(s.offers('ruby-cobra')).toBe(false);
      s.click('hammer-knight');
      s.click('hammer-knight').click('ruby-cobra');
      expect(s.unit('p2', 'ruby-cobra')!.tokens.exhaustion).toBe(1);
      expect(s.offers('ruby-cobra')).toBe(false);
      s.click('hammer-knight');
      expect(s.unit('p2', 'hammer-knight')!.tokens.exhaustion).toBe(0);
      expect(s.unit('p2', 'flock-shepherd')!.tokens.exhaustion).toBe(0);
    });

    it('may be paid with a sympathy class die instead of a divine class die', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: echo,
          hand: ['chaos-gravity'],
          dice: ['sympathy:class', 'charm:basic'],
        },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });
      s.click('chaos-gravity').click('hammer-knight');
      // No unit has a token left to move elsewhere; the last part removes the one placed.
      s.click('hammer-knight');
      expect(s.unit('p2', 'hammer-knight')!.tokens.exhaustion).toBe(0);
      expect(s.dice('p1', 'active')).toHaveLength(0);
    });

    it('cannot be played without a unit in play', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: echo, hand: ['chaos-gravity'], dice: ['divine:class', 'charm:basic'] },
        p2: { phoenixborn: coal },
      });
      expect(s.offers('chaos-gravity')).toBe(false);
    });
  });

  describe('Enlightenment', () => {
    it('removes 1 exhaustion token from a target card: a Phoenixborn too', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: echo,
          pbExhaustion: 1,
          hand: ['enlightenment'],
          dice: ['divine:class', 'charm:basic'],
        },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });
      s.click('enlightenment');
      expect(s.offers('hammer-knight')).toBe(false);
      s.click(echo);
      expect(s.pb('p1').tokens.exhaustion).toBe(0);
    });

    it('is not playable while no card has an exhaustion token', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: echo, hand: ['enlightenment'], dice: ['divine:class', 'charm:basic'] },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });
      expect(s.offers('enlightenment')).toBe(false);
    });

    it('readies an exhausted ready spell', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: echo,
          hand: ['enlightenment'],
          spellboard: [{ stub: 'summon-mirror-spirit', exhaustion: 1 }],
          dice: ['divine:class', 'charm:basic'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('enlightenment').click('summon-mirror-spirit');
      expect(s.cards('p1', 'summon-mirror-spirit', 'spellboard')[0]!.tokens.exhaustion).toBe(0);
    });
  });

  describe('Law of Fear', () => {
    it('when it comes into play, may exhaust a unit with an attack value of 0', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: echo, hand: ['law-of-fear'], dice: ['divine:class'] },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight', 'anchornaut'] },
      });
      s.click('law-of-fear');
      expect(s.offers('hammer-knight')).toBe(false);
      s.click('anchornaut');
      expect(s.unit('p2', 'anchornaut')!.tokens.exhaustion).toBe(1);
      expect(s.cards('p1', 'law-of-fear', 'spellboard')).toHaveLength(1);
    });

    it('the exhaustion is optional', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: echo, hand: ['law-of-fear'], dice: ['divine:class'] },
        p2: { phoenixborn: coal, battlefield: ['anchornaut'] },
      });
      s.click('law-of-fear').button('Skip');
      expect(s.unit('p2', 'anchornaut')!.tokens.exhaustion).toBe(0);
    });

    it('attacking units have 1 less attack while in battle', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: echo, battlefield: ['hammer-knight'], spellboard: ['law-of-fear'] },
        p2: { phoenixborn: coal },
      });
      s.button('Attack Phoenixborn').click('hammer-knight').button('Done');
      defend(s, 'p2', false);
      expect(s.pb('p2').tokens.damage).toBe(2);
    });

    it('a unit that is not attacking keeps its attack value: a counter deals full damage', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: echo, battlefield: ['iron-worker'], spellboard: ['law-of-fear'] },
        p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
      });
      s.button('Attack a unit').click(s.unit('p2', 'iron-worker')!.uuid).click('iron-worker');
      defend(s, 'p2', true);
      expect(s.unit('p1', 'iron-worker')).toBeUndefined();
      expect(s.unit('p2', 'iron-worker')!.tokens.damage).toBe(1);
    });

    it('Bound: Meditate does not offer it; Fleeting: it is discarded at the end of the round', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: echo, spellboard: ['law-of-fear'], deck: ['enlightenment'] },
        p2: { phoenixborn: coal },
      });
      s.button('Meditate');
      expect(s.offers('law-of-fear')).toBe(false);
      const ending = toEndOfRound(catalogue, {
        p1: { phoenixborn: echo, spellboard: ['law-of-fear'] },
        p2: { phoenixborn: coal },
      });
      expect(ending.zoneStubs('p1', 'discard')).toEqual(['law-of-fear']);
    });
  });
});
