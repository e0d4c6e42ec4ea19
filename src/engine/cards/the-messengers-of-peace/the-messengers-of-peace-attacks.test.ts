import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { defend } from '../../testing/round-steps';
import { scenario } from '../../testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const orrick = 'orrick-gilstream';
const coal = 'coal-roarkwin';

describe('The Messengers of Peace: units that answer attacks', () => {
  describe('Summon Ruby Cobra and Ruby Cobra', () => {
    it('places a Ruby Cobra for 1 charm power', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: orrick, spellboard: ['summon-ruby-cobra'], dice: ['charm:power'] },
        p2: { phoenixborn: coal },
      });
      s.click('summon-ruby-cobra');
      expect(s.cards('p1', 'ruby-cobra', 'battlefield')).toHaveLength(1);
      expect(s.dice('p1', 'active')).toHaveLength(0);
    });

    it('Intimidate 1: declared as an attacker, +1 attack and the opponent discards their top card', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: orrick, battlefield: ['ruby-cobra'] },
        p2: { phoenixborn: coal, deck: ['iron-worker', 'hammer-knight'] },
      });
      s.button('Attack Phoenixborn').click('ruby-cobra').button('Done');
      expect(s.prompt().title).toMatch(/^Intimidate 1/);
      expect(s.prompt().buttons).toEqual([s.name('p2')]);
      s.button(s.name('p2'));
      expect(s.zoneStubs('p2', 'discard')).toEqual(['iron-worker']);
      defend(s, 'p2', false);
      expect(s.pb('p2').tokens.damage).toBe(1);
    });

    it('Charming: a unit with a charm die on it cannot attack it', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: coal, battlefield: ['hammer-knight', 'iron-worker'] },
        p2: { phoenixborn: orrick, battlefield: ['ruby-cobra'], dice: ['charm:power'] },
      });
      const die = s.dice('p2')[0]!;
      die.location = 'attached';
      die.host = s.unit('p1', 'hammer-knight')!.uuid;
      s.button('Attack a unit').click('ruby-cobra');
      expect(s.offers('hammer-knight')).toBe(false);
      expect(s.offers('iron-worker')).toBe(true);
    });

    it('Charming: with only charmed attackers, it is not offered as a target', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: coal, battlefield: ['hammer-knight'] },
        p2: {
          phoenixborn: orrick,
          battlefield: ['ruby-cobra', 'anchornaut'],
          dice: ['charm:power'],
        },
      });
      const die = s.dice('p2')[0]!;
      die.location = 'attached';
      die.host = s.unit('p1', 'hammer-knight')!.uuid;
      s.button('Attack a unit');
      expect(s.offers('ruby-cobra')).toBe(false);
      expect(s.offers('anchornaut')).toBe(true);
    });
  });

  describe('Sunshield Sentry', () => {
    const attacked = () =>
      scenario(catalogue, {
        p1: { phoenixborn: coal, battlefield: ['hammer-knight', 'iron-worker'] },
        p2: { phoenixborn: orrick, battlefield: ['sunshield-sentry'] },
      });

    it('Deflect: declared as a blocker, may take an unblocked attacker out of the attack', () => {
      const s = attacked();
      s.button('Attack Phoenixborn').click('hammer-knight').click('iron-worker').button('Done');
      s.click('sunshield-sentry');
      if (s.prompt().title.match(/attacker to block/)) s.click('iron-worker');
      s.button('Done');
      expect(s.prompt().title).toMatch(/^Deflect/);
      expect(s.offers('iron-worker')).toBe(false);
      s.click('hammer-knight');
      defend(s, 'p2', false);
      // Hammer Knight dealt nothing and is not exhausted by an attack it left.
      expect(s.pb('p2').tokens.damage).toBe(0);
      expect(s.unit('p1', 'hammer-knight')!.tokens.exhaustion).toBe(0);
      expect(s.unit('p2', 'sunshield-sentry')!.tokens.damage).toBe(2);
    });

    it('Deflect is optional', () => {
      const s = attacked();
      s.button('Attack Phoenixborn').click('hammer-knight').click('iron-worker').button('Done');
      s.click('sunshield-sentry');
      if (s.prompt().title.match(/attacker to block/)) s.click('iron-worker');
      s.button('Done').button('Skip');
      // Both attackers still battle.
      s.button('Hammer Knight → Orrick Gilstream');
      defend(s, 'p2', false);
      expect(s.pb('p2').tokens.damage).toBe(3);
    });

    it('Alert: countering does not exhaust it', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: coal, battlefield: ['iron-worker'] },
        p2: { phoenixborn: orrick, battlefield: ['sunshield-sentry'] },
      });
      s.button('Attack a unit').click('sunshield-sentry').click('iron-worker');
      defend(s, 'p2', true);
      expect(s.unit('p1', 'iron-worker')).toBeUndefined();
      expect(s.unit('p2', 'sunshield-sentry')!.tokens.exhaustion).toBe(0);
    });
  });
});
