import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { toEndOfRound } from '../../testing/round-steps';
import { scenario } from '../../testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const koji = 'koji-wolfcub';
const coal = 'coal-roarkwin';

describe('The Boy Among Wolves allies and spells', () => {
  describe('Sleeping Bear', () => {
    it('Slumbering 1: comes into play with 1 exhaustion token', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: koji,
          hand: ['sleeping-bear'],
          dice: ['natural:class', 'natural:class'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('sleeping-bear');
      expect(s.unit('p1', 'sleeping-bear')!.tokens.exhaustion).toBe(1);
    });
  });

  describe('Jungle Warrior', () => {
    const dying = (dice: string[]) =>
      scenario(catalogue, {
        p1: { phoenixborn: 'aradel-summergaard', dice: ['natural:class'] },
        p2: {
          phoenixborn: koji,
          battlefield: [
            { stub: 'jungle-warrior', damage: 1 },
            { stub: 'iron-worker', exhaustion: 1 },
          ],
          dice,
        },
      });

    it('Last Orders 1: may spend 1 basic to remove 1 exhaustion token from a unit', () => {
      const s = dying(['charm:basic']);
      s.click('aradel-summergaard').click('jungle-warrior');
      expect(s.prompt().title).toMatch(/^Last Orders 1/);
      s.die('charm:basic');
      s.click('iron-worker');
      expect(s.unit('p2', 'iron-worker')!.tokens.exhaustion).toBe(0);
      expect(s.dice('p2', 'exhausted')).toHaveLength(1);
      // Inheritance 1 follows.
      expect(s.prompt().title).toMatch(/^Inheritance 1/);
      s.click('iron-worker');
      expect(s.unit('p2', 'iron-worker')!.tokens.status).toBe(1);
    });

    it('Last Orders may be declined (no die spent) and is not asked without a die', () => {
      const s = dying(['charm:basic']);
      s.click('aradel-summergaard').click('jungle-warrior');
      s.button("Don't spend");
      expect(s.unit('p2', 'iron-worker')!.tokens.exhaustion).toBe(1);
      expect(s.dice('p2', 'active')).toHaveLength(1);
      s.button('Skip');
      expect(s.unit('p2', 'iron-worker')!.tokens.status).toBe(0);

      const t = dying([]);
      t.click('aradel-summergaard').click('jungle-warrior');
      expect(t.prompt().title).toMatch(/^Inheritance 1/);
    });
  });

  describe('Temple Elder', () => {
    it('Resourceful 1: a status token when it comes into play', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: koji, hand: ['temple-elder'], dice: ['charm:basic', 'charm:basic'] },
        p2: { phoenixborn: coal },
      });
      s.click('temple-elder');
      expect(s.unit('p1', 'temple-elder')!.tokens.status).toBe(1);
    });

    it('Resourceful 1: a status token at the beginning of the player turns phase, even exhausted', () => {
      const s = toEndOfRound(catalogue, {
        p1: { phoenixborn: koji, battlefield: [{ stub: 'temple-elder', exhaustion: 2 }] },
        p2: { phoenixborn: coal },
      });
      expect(s.state.phase).toBe('playerturns');
      expect(s.unit('p1', 'temple-elder')!.tokens.status).toBe(1);
    });

    it('Wisdom 1: removes a status token to draw 1 card; not usable without one', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: koji,
          battlefield: [{ stub: 'temple-elder', status: 1 }],
          deck: ['invigorate'],
          dice: ['sympathy:class'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('temple-elder');
      expect(s.unit('p1', 'temple-elder')!.tokens.status).toBe(0);
      expect(s.zoneStubs('p1', 'hand')).toEqual(['invigorate']);

      const t = scenario(catalogue, {
        p1: {
          phoenixborn: koji,
          battlefield: ['temple-elder'],
          deck: ['invigorate'],
          dice: ['sympathy:class'],
        },
        p2: { phoenixborn: coal },
      });
      t.send({ type: 'cardClicked', uuid: t.unit('p1', 'temple-elder')!.uuid }, 'p1', true);
      expect(t.zoneStubs('p1', 'hand')).toEqual([]);
      expect(t.state.turn?.sideActions).toBe(1);
    });
  });

  describe('Hunt Master and Panther Spirit', () => {
    it('Call the Hunt: 2 status tokens on it and a Panther Spirit', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: koji,
          hand: ['hunt-master'],
          dice: ['natural:power', 'sympathy:class', 'charm:basic'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('hunt-master');
      expect(s.unit('p1', 'hunt-master')!.tokens.status).toBe(2);
      expect(s.cards('p1', 'panther-spirit', 'battlefield')).toHaveLength(1);
    });

    it('Guide: removes a status token to give another unit you control +1 attack this turn', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: koji, battlefield: [{ stub: 'hunt-master', status: 1 }, 'iron-worker'] },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });
      s.click('hunt-master');
      expect(s.offers('hunt-master')).toBe(false);
      expect(s.offers('hammer-knight')).toBe(false);
      s.click('iron-worker');
      expect(s.unit('p1', 'hunt-master')!.tokens.status).toBe(0);
      const worker = s.view('p1').players.alice!.cardPiles.cardsInPlay[1]!;
      expect(worker.attack).toBe(3);
    });

    it('Guide is not usable without a status token', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: koji, battlefield: ['hunt-master', 'iron-worker'] },
        p2: { phoenixborn: coal },
      });
      s.send({ type: 'cardClicked', uuid: s.unit('p1', 'hunt-master')!.uuid }, 'p1', true);
      expect(s.state.turn?.sideActions).toBe(1);
    });

    it('Panther Spirit is Fleeting: discarded at the end of the round', () => {
      const s = toEndOfRound(catalogue, {
        p1: { phoenixborn: koji, battlefield: ['panther-spirit'] },
        p2: { phoenixborn: coal },
      });
      expect(s.cards('p1', 'panther-spirit', 'battlefield')).toHaveLength(0);
      expect(s.cards('p1', 'panther-spirit', 'archives')).toHaveLength(1);
    });
  });

  describe('Explosive Growth', () => {
    it('places 2 status tokens on its unit, which gets +X attack (X = its status tokens)', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: koji,
          hand: ['explosive-growth'],
          battlefield: ['iron-worker'],
          dice: ['sympathy:class', 'natural:class'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('explosive-growth').click('iron-worker');
      expect(s.unit('p1', 'iron-worker')!.tokens.status).toBe(2);
      expect(s.view('p1').players.alice!.cardPiles.cardsInPlay[0]!.attack).toBe(4);
    });

    it('discards the other copies of Explosive Growth on that unit', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: koji,
          hand: ['explosive-growth'],
          battlefield: [{ stub: 'iron-worker', status: 2, upgrades: ['explosive-growth'] }],
          dice: ['sympathy:class', 'natural:class'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('explosive-growth').click('iron-worker');
      expect(s.cards('p1', 'explosive-growth', 'attached')).toHaveLength(1);
      expect(s.zoneStubs('p1', 'discard')).toEqual(['explosive-growth']);
      expect(s.unit('p1', 'iron-worker')!.tokens.status).toBe(4);
      expect(s.view('p1').players.alice!.cardPiles.cardsInPlay[0]!.attack).toBe(6);
    });
  });

  describe('Invigorate', () => {
    it('places 1 status token on each of up to 3 units you control', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: koji,
          hand: ['invigorate'],
          battlefield: ['iron-worker', 'hammer-knight', 'anchornaut', 'blue-jaguar'],
          dice: ['natural:class'],
        },
        p2: { phoenixborn: coal, battlefield: ['seaside-raven'] },
      });
      s.click('invigorate');
      expect(s.offers('seaside-raven')).toBe(false);
      s.click('iron-worker').click('hammer-knight').button('Done');
      expect(s.unit('p1', 'iron-worker')!.tokens.status).toBe(1);
      expect(s.unit('p1', 'hammer-knight')!.tokens.status).toBe(1);
      expect(s.unit('p1', 'anchornaut')!.tokens.status).toBe(0);
    });
  });

  describe('Lick Wounds', () => {
    it('removes 2 wounds and 1 exhaustion token from a unit or Phoenixborn', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: koji,
          hand: ['lick-wounds'],
          dice: ['charm:basic', 'charm:basic'],
          pbDamage: 3,
          pbExhaustion: 2,
        },
        p2: { phoenixborn: coal },
      });
      s.click('lick-wounds').click(koji);
      expect(s.pb('p1').tokens.damage).toBe(1);
      expect(s.pb('p1').tokens.exhaustion).toBe(1);
      expect(s.zoneStubs('p1', 'discard')).toEqual(['lick-wounds']);
    });

    it('may target a unit of either player', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: koji, hand: ['lick-wounds'], dice: ['charm:basic', 'charm:basic'] },
        p2: {
          phoenixborn: coal,
          battlefield: [{ stub: 'hammer-knight', damage: 3, exhaustion: 1 }],
        },
      });
      s.click('lick-wounds').click('hammer-knight');
      expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(1);
      expect(s.unit('p2', 'hammer-knight')!.tokens.exhaustion).toBe(0);
    });
  });
});
