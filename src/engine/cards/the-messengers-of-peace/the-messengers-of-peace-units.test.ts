import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { defend, toEndOfRound } from '../../testing/round-steps';
import { scenario } from '../../testing/scenario';
import type { Scenario } from '../../testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const orrick = 'orrick-gilstream';
const coal = 'coal-roarkwin';
const aradel = 'aradel-summergaard';

/** The unit as the board shows it to its controller (values after every change). */
function shown(s: Scenario, p: 'p1' | 'p2', uuid: string) {
  const card = s.view(p).players[s.name(p)]?.cardPiles.cardsInPlay.find((c) => c.uuid === uuid);
  if (!card) throw new Error(`${uuid} is not shown in play`);
  return card;
}

describe('The Messengers of Peace: allies, conjurations and the other spells', () => {
  describe('Fate Reflection', () => {
    const reflecting = () =>
      scenario(catalogue, {
        p1: { phoenixborn: aradel, battlefield: ['iron-worker'], dice: ['natural:class'] },
        p2: {
          phoenixborn: orrick,
          hand: ['fate-reflection'],
          battlefield: ['hammer-knight'],
          dice: ['time:power'],
        },
      });

    it('prevents an opponent’s ability damage to your unit and deals it to a unit of theirs', () => {
      const s = reflecting();
      s.click(aradel).click('hammer-knight');
      expect(s.prompt().player).toBe('p2');
      expect(s.prompt().title).toBe('Hammer Knight is dealt 2 damage: play a reaction?');
      s.click('fate-reflection');
      s.click('iron-worker');
      expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(0);
      expect(s.unit('p1', 'iron-worker')).toBeUndefined();
      expect(s.zoneStubs('p2', 'discard')).toEqual(['fate-reflection']);
    });

    it('passing lets the damage be received', () => {
      const s = reflecting();
      s.click(aradel).click('hammer-knight').button('Pass');
      expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(2);
      expect(s.zoneStubs('p2', 'hand')).toEqual(['fate-reflection']);
    });

    it('is not offered for damage by an attack', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: aradel, battlefield: ['iron-worker'] },
        p2: {
          phoenixborn: orrick,
          hand: ['fate-reflection'],
          battlefield: ['hammer-knight'],
          dice: ['time:power'],
        },
      });
      s.button('Attack a unit').click('hammer-knight').click('iron-worker');
      defend(s, 'p2', false);
      expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(2);
      expect(s.zoneStubs('p2', 'hand')).toEqual(['fate-reflection']);
    });
  });

  describe('Flock Shepherd', () => {
    it('Gather 2: after an opponent declares attackers, units with printed attack 0 get +2 this turn', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: coal, battlefield: ['iron-worker'] },
        p2: { phoenixborn: orrick, battlefield: ['flock-shepherd', 'ruby-cobra', 'anchornaut'] },
      });
      s.button('Attack Phoenixborn').click('iron-worker').button('Done');
      expect(s.prompt().title).toMatch(/Gather 2/);
      s.button('Yes');
      expect(shown(s, 'p2', s.unit('p2', 'ruby-cobra')!.uuid).attack).toBe(2);
      expect(shown(s, 'p2', s.unit('p2', 'anchornaut')!.uuid).attack).toBe(2);
      expect(shown(s, 'p2', s.unit('p2', 'flock-shepherd')!.uuid).attack).toBe(1);
    });

    it('Protect: an opponent’s ability cannot target units with printed attack 0', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: aradel, dice: ['natural:class'] },
        p2: { phoenixborn: orrick, battlefield: ['flock-shepherd', 'ruby-cobra'] },
      });
      s.click(aradel);
      expect(s.offers('ruby-cobra')).toBe(false);
      expect(s.offers('flock-shepherd')).toBe(true);
    });

    it('its controller may still target them', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: aradel,
          battlefield: ['flock-shepherd', 'ruby-cobra'],
          dice: ['natural:class'],
        },
        p2: { phoenixborn: orrick },
      });
      s.click(aradel);
      expect(s.offers('ruby-cobra')).toBe(true);
    });
  });

  describe('Generosity', () => {
    it('you resolve one effect, the opponent a different one of their choice, then you the last', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: orrick,
          pbDamage: 3,
          hand: ['generosity'],
          spellboard: [{ stub: 'captivate', exhaustion: 1 }],
          deck: ['recollect', 'recollect', 'recollect', 'captivate'],
          dice: ['charm:class'],
        },
        p2: {
          phoenixborn: coal,
          battlefield: [{ stub: 'hammer-knight', damage: 2 }],
          deck: ['iron-worker'],
        },
      });
      s.click('generosity');
      expect(s.prompt().buttons).toEqual([
        'Remove 1 exhaustion token',
        'Remove 2 wound tokens',
        'Draw 3 cards',
      ]);
      s.button('Remove 2 wound tokens');
      s.click(orrick);
      expect(s.pb('p1').tokens.damage).toBe(1);
      expect(s.prompt().player).toBe('p2');
      expect(s.prompt().buttons).toEqual(['Remove 1 exhaustion token', 'Draw 3 cards']);
      s.button('Draw 3 cards', 'p2');
      expect(s.zoneStubs('p2', 'hand')).toEqual(['iron-worker']);
      expect(s.prompt().player).toBe('p1');
      s.click('captivate');
      expect(s.cards('p1', 'captivate', 'spellboard')[0]!.tokens.exhaustion).toBe(0);
      expect(s.zoneStubs('p1', 'discard')).toEqual(['generosity']);
      expect(s.state.turn?.sideActions).toBe(0);
    });

    it('the opponent’s choices are their own cards: wounds on their unit', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: orrick,
          hand: ['generosity'],
          deck: ['recollect'],
          dice: ['time:class'],
        },
        p2: { phoenixborn: coal, battlefield: [{ stub: 'hammer-knight', damage: 2 }] },
      });
      s.click('generosity').button('Draw 3 cards');
      expect(s.zoneStubs('p1', 'hand')).toEqual(['recollect']);
      s.button('Remove 2 wound tokens', 'p2');
      expect(s.prompt().player).toBe('p2');
      s.click('hammer-knight', 'p2');
      expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(0);
      // Nothing of p1's is exhausted: the last effect has nothing to do.
      expect(s.prompt().title).toBe('Choose an action');
    });
  });

  describe('Recollect', () => {
    it('places every card of the discard pile with the chosen ready spell’s title into the hand', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: orrick,
          hand: ['recollect'],
          spellboard: ['captivate', 'concentration'],
          discard: ['captivate', 'generosity', 'captivate'],
          dice: ['time:class'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('recollect').click('captivate');
      expect(s.zoneStubs('p1', 'hand')).toEqual(['captivate', 'captivate']);
      expect(s.zoneStubs('p1', 'discard')).toEqual(['generosity', 'recollect']);
    });

    it('is not playable without a ready spell', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: orrick, hand: ['recollect'], dice: ['time:class'] },
        p2: { phoenixborn: coal },
      });
      expect(s.offers('recollect')).toBe(false);
    });
  });

  describe('Rile the Meek', () => {
    it('resolves once per unexhausted unit you control with printed attack 0: 1 damage each time', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: orrick,
          hand: ['rile-the-meek'],
          battlefield: [
            'ruby-cobra',
            'anchornaut',
            { stub: 'ash-spirit', exhaustion: 1 },
            'flock-shepherd',
          ],
          dice: ['charm:class'],
        },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight', 'iron-worker'] },
      });
      s.click('rile-the-meek');
      expect(s.prompt().title).toMatch(/^Rile the Meek \(1\)/);
      s.click('hammer-knight');
      expect(s.prompt().title).toMatch(/^Rile the Meek \(2\)/);
      s.click('iron-worker');
      expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(1);
      expect(s.unit('p2', 'iron-worker')!.tokens.damage).toBe(1);
      expect(s.prompt().title).toBe('Choose an action');
    });

    it('each damage is optional', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: orrick,
          hand: ['rile-the-meek'],
          battlefield: ['ruby-cobra'],
          dice: ['charm:class'],
        },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });
      s.click('rile-the-meek').button('Skip');
      expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(0);
      expect(s.zoneStubs('p1', 'discard')).toEqual(['rile-the-meek']);
    });
  });

  describe('Summon Ash Spirit and Ash Spirit', () => {
    it('places an Ash Spirit and all players draw 1 card', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: orrick,
          spellboard: ['summon-ash-spirit'],
          deck: ['recollect'],
          dice: ['time:class'],
        },
        p2: { phoenixborn: coal, deck: ['iron-worker'], hand: ['hammer-knight'] },
      });
      s.click('summon-ash-spirit');
      expect(s.cards('p1', 'ash-spirit', 'battlefield')).toHaveLength(1);
      expect(s.zoneStubs('p1', 'hand')).toEqual(['recollect']);
      expect(s.zoneStubs('p2', 'hand')).toEqual(['hammer-knight', 'iron-worker']);
    });

    it('Focus 1: an opponent who could not draw discards a card of their choice', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: orrick,
          spellboard: ['summon-ash-spirit', 'summon-ash-spirit'],
          deck: ['recollect'],
          dice: ['time:class'],
        },
        p2: { phoenixborn: coal, hand: ['hammer-knight', 'iron-worker'] },
      });
      s.click('summon-ash-spirit');
      expect(s.prompt().player).toBe('p2');
      s.click('iron-worker', 'p2');
      expect(s.zoneStubs('p2', 'hand')).toEqual(['hammer-knight']);
      expect(s.zoneStubs('p2', 'discard')).toEqual(['iron-worker']);
    });

    it('To Ash: destroyed by an opponent’s attacking unit, it destroys that unit', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: coal, battlefield: ['iron-worker'] },
        p2: { phoenixborn: orrick, battlefield: ['ash-spirit'] },
      });
      s.button('Attack a unit').click('ash-spirit').click('iron-worker');
      defend(s, 'p2', false);
      expect(s.unit('p2', 'ash-spirit')).toBeUndefined();
      expect(s.unit('p1', 'iron-worker')).toBeUndefined();
      expect(s.zoneStubs('p1', 'discard')).toEqual(['iron-worker']);
    });

    it('To Ash does not answer its destruction by an effect', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: aradel, battlefield: ['hammer-knight'], dice: ['natural:class'] },
        p2: { phoenixborn: orrick, battlefield: ['ash-spirit'] },
      });
      s.click(aradel).click('ash-spirit');
      expect(s.unit('p2', 'ash-spirit')).toBeUndefined();
      expect(s.unit('p1', 'hammer-knight')).toBeDefined();
    });

    it('Smolder 1: at the end of the round, 1 damage to a Phoenixborn whose owner has no draw pile', () => {
      const s = toEndOfRound(catalogue, {
        p1: { phoenixborn: orrick, battlefield: ['ash-spirit'], deck: ['recollect'] },
        p2: { phoenixborn: coal },
      });
      expect(s.prompt().title).toMatch(/^Smolder 1/);
      expect(s.offers(orrick)).toBe(false);
      s.click(coal);
      expect(s.pb('p2').tokens.damage).toBe(1);
    });
  });
});
