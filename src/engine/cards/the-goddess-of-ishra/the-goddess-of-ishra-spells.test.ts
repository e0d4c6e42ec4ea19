import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { scenario } from '../../testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const astrea = 'astrea';
const coal = 'coal-roarkwin';

describe('The Goddess of Ishra: spells', () => {
  describe('Call To Action', () => {
    it('after an opponent declares attackers, removes 1 exhaustion token from a unit you control', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: coal, battlefield: ['iron-worker'] },
        p2: {
          phoenixborn: astrea,
          battlefield: [{ stub: 'sun-sister', exhaustion: 2 }],
          hand: ['call-to-action'],
          dice: ['charm:power'],
        },
      });
      s.button('Attack Phoenixborn').click('iron-worker').button('Done');
      expect(s.offers('call-to-action')).toBe(true);
      s.click('call-to-action', 'p2');
      expect(s.prompt().title).toBe(
        'Call To Action: choose a unit you control to remove 1 exhaustion token from',
      );
      s.click('sun-sister', 'p2');
      expect(s.unit('p2', 'sun-sister')!.tokens.exhaustion).toBe(1);
    });

    it('is not offered without an exhausted unit of yours, nor after your own attack', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: coal, battlefield: ['iron-worker'] },
        p2: {
          phoenixborn: astrea,
          battlefield: ['sun-sister'],
          hand: ['call-to-action'],
          dice: ['charm:power'],
        },
      });
      s.button('Attack Phoenixborn').click('iron-worker').button('Done');
      expect(s.offers('call-to-action')).toBe(false);
      const t = scenario(catalogue, {
        p1: {
          phoenixborn: astrea,
          battlefield: ['sun-sister', { stub: 'iron-worker', exhaustion: 1 }],
          hand: ['call-to-action'],
          dice: ['charm:power'],
        },
        p2: { phoenixborn: coal },
      });
      t.button('Attack Phoenixborn').click('sun-sister').button('Done');
      expect(t.state.attack?.battles).toHaveLength(1);
      expect(t.offers('call-to-action')).toBe(false);
    });
  });

  describe('Devotion', () => {
    const board = () =>
      scenario(catalogue, {
        p1: {
          phoenixborn: astrea,
          battlefield: [{ stub: 'sun-sister', exhaustion: 2 }],
          hand: ['devotion'],
          dice: ['divine:class', 'charm:class'],
        },
        p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
      });

    it('attaches only to a unit you control and removes 1 exhaustion token from it', () => {
      const s = board();
      s.click('devotion');
      expect(s.offers('iron-worker')).toBe(false);
      s.click('sun-sister');
      const sister = s.unit('p1', 'sun-sister')!;
      expect(sister.upgrades).toHaveLength(1);
      expect(sister.tokens.exhaustion).toBe(1);
      expect(s.state.turn?.sideActions).toBe(0);
      const view = s
        .view('p1')
        .players['alice']!.cardPiles.cardsInPlay.find((c) => c.uuid === sister.uuid);
      expect(view?.life).toBe(3);
      expect(view?.recover).toBe(2);
    });

    it('Rooted: its unit cannot attack; Alert: it is not exhausted by countering', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: coal, battlefield: ['iron-worker'] },
        p2: {
          phoenixborn: astrea,
          battlefield: [{ stub: 'sun-sister', upgrades: ['devotion'] }],
        },
      });
      s.button('Attack a unit').click('sun-sister').click('iron-worker');
      const answers = ['No guard', 'Done', 'Counter'];
      for (let i = 0; i < 6; i++) {
        const { player, buttons } = s.prompt();
        const answer = answers.find((a) => buttons.includes(a));
        if (player === null || answer === undefined) break;
        s.button(answer, player);
      }
      // Its counter destroyed Iron Worker; Devotion's +1 life kept it alive with 2 wounds.
      expect(s.unit('p1', 'iron-worker')).toBeUndefined();
      expect(s.unit('p2', 'sun-sister')!.tokens).toMatchObject({ damage: 2, exhaustion: 0 });
      const t = scenario(catalogue, {
        p1: { phoenixborn: astrea, battlefield: [{ stub: 'sun-sister', upgrades: ['devotion'] }] },
        p2: { phoenixborn: coal },
      });
      expect(t.offers('Attack Phoenixborn')).toBe(false);
    });
  });

  describe('Kneel', () => {
    it('places 1 exhaustion token on each unexhausted unit, of every player', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: astrea,
          hand: ['kneel'],
          battlefield: ['sun-sister', { stub: 'imperial-ninja', exhaustion: 1 }],
          dice: ['divine:class', 'charm:class'],
        },
        p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
      });
      s.click('kneel');
      expect(s.unit('p1', 'sun-sister')!.tokens.exhaustion).toBe(1);
      expect(s.unit('p1', 'imperial-ninja')!.tokens.exhaustion).toBe(1);
      expect(s.unit('p2', 'iron-worker')!.tokens.exhaustion).toBe(1);
    });
  });

  describe('Mark of the Goddess', () => {
    it("deals the chosen unit's attack value to another unit of that opponent", () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: astrea, hand: ['mark-of-the-goddess'], dice: ['charm:basic'] },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight', 'iron-worker', 'anchornaut'] },
      });
      s.click('mark-of-the-goddess');
      expect(s.prompt().title).toBe(
        'Mark of the Goddess: choose an unexhausted unit an opponent controls',
      );
      s.click('hammer-knight');
      expect(s.prompt().title).toBe(
        'Mark of the Goddess: choose another unit that opponent controls',
      );
      expect(s.offers('hammer-knight')).toBe(false);
      s.click('iron-worker');
      expect(s.cards('p2', 'iron-worker', 'battlefield')).toHaveLength(0);
      expect(s.pb('p2').tokens.damage).toBe(0);
    });

    it('may hit their Phoenixborn instead when the chosen unit is their only unexhausted unit', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: astrea, hand: ['mark-of-the-goddess'], dice: ['charm:basic'] },
        p2: {
          phoenixborn: coal,
          battlefield: ['hammer-knight', { stub: 'iron-worker', exhaustion: 1 }],
        },
      });
      s.click('mark-of-the-goddess').click('hammer-knight');
      expect(s.prompt().buttons).toEqual(['Another unit', 'Their Phoenixborn']);
      s.button('Their Phoenixborn');
      expect(s.pb('p2').tokens.damage).toBe(3);
      expect(s.unit('p2', 'iron-worker')!.tokens.damage).toBe(0);
    });

    it('offers no Phoenixborn while another unit is unexhausted, and is not playable without a choice', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: astrea, hand: ['mark-of-the-goddess'], dice: ['charm:basic'] },
        p2: { phoenixborn: coal, battlefield: [{ stub: 'iron-worker', exhaustion: 1 }] },
      });
      expect(s.offers('mark-of-the-goddess')).toBe(false);
    });
  });

  describe('Summon Steadfast Guardian', () => {
    it('places a Steadfast Guardian', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: astrea,
          spellboard: ['summon-steadfast-guardian'],
          dice: ['charm:class', 'divine:class'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('summon-steadfast-guardian');
      expect(s.cards('p1', 'steadfast-guardian', 'battlefield')).toHaveLength(1);
    });

    it('Focus 1: may remove all wound and exhaustion tokens from a Steadfast Guardian', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: astrea,
          spellboard: ['summon-steadfast-guardian', 'summon-steadfast-guardian'],
          battlefield: [{ stub: 'steadfast-guardian', damage: 2, exhaustion: 2 }],
          archives: [],
          dice: ['charm:class', 'divine:class'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('summon-steadfast-guardian');
      expect(s.prompt().title).toMatch(/^Summon Steadfast Guardian, Focus 1/);
      s.click('steadfast-guardian');
      expect(s.unit('p1', 'steadfast-guardian')!.tokens).toMatchObject({
        damage: 0,
        exhaustion: 0,
      });
    });
  });

  describe('Summon Weeping Spirit', () => {
    it("places a Weeping Spirit onto a target player's battlefield", () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: astrea, spellboard: ['summon-weeping-spirit'], dice: ['charm:class'] },
        p2: { phoenixborn: coal },
      });
      s.click('summon-weeping-spirit');
      expect(s.prompt().buttons).toEqual(['Me', 'bob']);
      s.button('bob');
      expect(s.cards('p2', 'weeping-spirit', 'battlefield')).toHaveLength(1);
      expect(s.unit('p2', 'weeping-spirit')!.owner).toBe('p1');
    });

    it('Focus 1: may remove a card of a discard pile from the game', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: astrea,
          spellboard: ['summon-weeping-spirit', 'summon-weeping-spirit'],
          dice: ['charm:class'],
        },
        p2: { phoenixborn: coal, discard: ['fear', 'iron-worker'] },
      });
      s.click('summon-weeping-spirit').button('Me');
      expect(s.prompt().title).toBe(
        'Summon Weeping Spirit, Focus 1: you may choose a discard pile to remove 1 card of',
      );
      expect(s.prompt().buttons).toEqual(['bob', 'Skip']);
      s.button('bob').click('iron-worker');
      expect(s.zoneStubs('p2', 'discard')).toEqual(['fear']);
      expect(s.zoneStubs('p2', 'purged')).toEqual(['iron-worker']);
    });
  });
});
