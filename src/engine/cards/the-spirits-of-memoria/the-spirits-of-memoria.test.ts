import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { scenario } from '../../testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const sembali = 'sembali-grimtongue';
const coal = 'coal-roarkwin';

describe('The Spirits of Memoria cards', () => {
  describe('Sembali Grimtongue — Gift of Wings', () => {
    const gift = () =>
      scenario(catalogue, {
        p1: {
          phoenixborn: sembali,
          battlefield: [{ stub: 'hammer-knight', exhaustion: 1 }, 'admonisher'],
          dice: ['divine:basic', 'divine:basic'],
        },
        p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
      });

    it('removes all exhaustion from an ally you control; it cannot be guarded against this turn', () => {
      const s = gift();
      s.click(sembali);
      expect(s.offers('admonisher')).toBe(false);
      expect(s.offers('iron-worker')).toBe(false);
      s.click('hammer-knight');
      expect(s.unit('p1', 'hammer-knight')!.tokens.exhaustion).toBe(0);
      expect(s.pb('p1').tokens.exhaustion).toBe(1);
      s.button('Attack a unit').click('iron-worker').click('hammer-knight');
      expect(s.offers(coal)).toBe(false);
    });

    it('without the gift, the Phoenixborn may guard', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: sembali, battlefield: ['hammer-knight'] },
        p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
      });
      s.button('Attack a unit').click('iron-worker').click('hammer-knight');
      expect(s.offers(coal)).toBe(true);
    });
  });

  describe('Celestial Knight', () => {
    it('* Armored 1 prevents 1 damage, even while exhausted', () => {
      for (const exhaustion of [0, 1]) {
        const s = scenario(catalogue, {
          p1: { phoenixborn: coal, dice: ['natural:power'] },
          p2: { phoenixborn: sembali, battlefield: [{ stub: 'celestial-knight', exhaustion }] },
        });
        s.die('natural:power').click('celestial-knight');
        expect(s.unit('p2', 'celestial-knight')!.tokens.damage).toBe(0);
      }
    });
  });

  describe('Purify', () => {
    const purify = (battlefield: string[]) =>
      scenario(catalogue, {
        p1: { phoenixborn: sembali, hand: ['purify'], battlefield, dice: ['divine:basic'] },
        p2: { phoenixborn: coal, battlefield: ['shadow-spirit', 'iron-worker'] },
      });

    it('places an ally you control into your hand, then destroys a conjuration an opponent controls', () => {
      const s = purify(['hammer-knight']);
      s.click('purify');
      expect(s.offers('iron-worker')).toBe(false);
      s.click('hammer-knight');
      expect(s.offers('iron-worker')).toBe(false);
      s.click('shadow-spirit');
      expect(s.zoneStubs('p1', 'hand')).toEqual(['hammer-knight']);
      expect(s.unit('p2', 'shadow-spirit')).toBeUndefined();
      expect(s.unit('p2', 'iron-worker')).toBeDefined();
    });

    it('cannot be played without an ally you control', () => {
      const s = purify([]);
      const card = s.cards('p1', 'purify', 'hand')[0]!.uuid;
      s.send({ type: 'cardClicked', uuid: card }, 'p1', true);
      expect(s.zoneStubs('p1', 'hand')).toEqual(['purify']);
    });
  });

  describe('Shepherd of Lost Souls — Spirit Guide', () => {
    it('may return an ally with another title from your discard pile to your hand', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: sembali,
          hand: ['shepherd-of-lost-souls'],
          discard: ['hammer-knight', 'shepherd-of-lost-souls', 'purify'],
          dice: ['divine:class'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('shepherd-of-lost-souls');
      expect(s.prompt().title).toMatch(/^Spirit Guide/);
      expect(s.offers('hammer-knight')).toBe(true);
      expect(s.offers('shepherd-of-lost-souls')).toBe(false);
      expect(s.offers('purify')).toBe(false);
      s.click('hammer-knight');
      expect(s.zoneStubs('p1', 'hand')).toEqual(['hammer-knight']);
      expect(s.unit('p1', 'shepherd-of-lost-souls')).toBeDefined();
    });

    it('may be skipped', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: sembali,
          hand: ['shepherd-of-lost-souls'],
          discard: ['hammer-knight'],
          dice: ['divine:class'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('shepherd-of-lost-souls').button('Skip');
      expect(s.zoneStubs('p1', 'discard')).toEqual(['hammer-knight']);
    });
  });

  describe('Summon Admonisher and Admonisher', () => {
    it('places an Admonisher for 1 divine class', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: sembali, spellboard: ['summon-admonisher'], dice: ['divine:class'] },
        p2: { phoenixborn: coal },
      });
      s.click('summon-admonisher');
      expect(s.cards('p1', 'admonisher', 'battlefield')).toHaveLength(1);
      expect(s.prompt().title).toBe('Choose an action');
    });

    it('Focus 1: if it cannot place one, deals 1 damage to a target Phoenixborn', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: sembali,
          spellboard: ['summon-admonisher', 'summon-admonisher'],
          dice: ['divine:class'],
          archives: [],
        },
        p2: { phoenixborn: coal },
      });
      s.click('summon-admonisher');
      expect(s.prompt().title).toBe(
        'Summon Admonisher, Focus 1: choose a Phoenixborn to deal 1 damage to',
      );
      s.click(coal);
      expect(s.pb('p2').tokens.damage).toBe(1);
    });

    it('without focus, it cannot be used with no Admonisher left', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: sembali,
          spellboard: ['summon-admonisher'],
          dice: ['divine:class'],
          archives: [],
        },
        p2: { phoenixborn: coal },
      });
      const spell = s.cards('p1', 'summon-admonisher', 'spellboard')[0]!.uuid;
      s.send({ type: 'cardClicked', uuid: spell }, 'p1', true);
      expect(s.dice('p1', 'active')).toHaveLength(1);
    });

    it('Rebuke 1: at the end of each round, deals 1 damage to a target Phoenixborn', () => {
      const s = scenario(catalogue, {
        phase: 'recovery',
        p1: { phoenixborn: sembali, battlefield: ['admonisher'] },
        p2: { phoenixborn: coal },
      });
      expect(s.prompt().title).toBe(
        'Admonisher, Rebuke 1: choose a Phoenixborn to deal 1 damage to',
      );
      s.click(coal);
      expect(s.pb('p2').tokens.damage).toBe(1);
    });
  });

  describe('Summon Spectral Assassin and Spectral Assassin', () => {
    const summoning = (battlefield: string[]) =>
      scenario(catalogue, {
        p1: {
          phoenixborn: sembali,
          hand: ['summon-spectral-assassin'],
          battlefield,
          deck: ['purify'],
          dice: ['illusion:class', 'divine:basic'],
        },
        p2: { phoenixborn: coal },
      });

    it("returns an ally you control to its owner's hand, places a Spectral Assassin, and may draw", () => {
      const s = summoning(['hammer-knight']);
      s.click('summon-spectral-assassin').click('hammer-knight').button('Draw');
      expect(s.zoneStubs('p1', 'hand').sort()).toEqual(['hammer-knight', 'purify']);
      expect(s.cards('p1', 'spectral-assassin', 'battlefield')).toHaveLength(1);
    });

    it('cannot be played without an ally you control', () => {
      const s = summoning(['admonisher']);
      const card = s.cards('p1', 'summon-spectral-assassin', 'hand')[0]!.uuid;
      s.send({ type: 'cardClicked', uuid: card }, 'p1', true);
      expect(s.zoneStubs('p1', 'hand')).toEqual(['summon-spectral-assassin']);
    });

    it('Sneaky Strike: declared as an attacker, opponents may not play reaction spells this turn', () => {
      const attack = (attacker: string) => {
        const s = scenario(catalogue, {
          p1: { phoenixborn: sembali, battlefield: [attacker] },
          p2: {
            phoenixborn: coal,
            hand: ['remorse'],
            battlefield: ['iron-worker'],
            dice: ['charm:power'],
          },
        });
        return s.button('Attack a unit').click('iron-worker').click(attacker);
      };
      expect(attack('hammer-knight').prompt()).toMatchObject({
        player: 'p2',
        title: 'Play a reaction spell?',
      });
      const s = attack('spectral-assassin');
      expect(s.prompt().title).not.toBe('Play a reaction spell?');
      expect(s.logLines()).toContain('bob may not play reaction spells this turn');
    });
  });

  describe('Gates Thrown Open', () => {
    it('removes 1 exhaustion token from 1 ready spell in each spellboard slot', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: sembali,
          hand: ['gates-thrown-open'],
          spellboard: [
            { stub: 'summon-admonisher', exhaustion: 2 },
            { stub: 'summon-admonisher', exhaustion: 1 },
            { stub: 'secret-door', exhaustion: 2 },
            'body-inversion',
          ],
          dice: ['illusion:class'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('gates-thrown-open');
      const exhaustion = (stub: string) =>
        s.cards('p1', stub, 'spellboard').map((c) => c.tokens.exhaustion);
      // The copy with 1 exhaustion token is readied, not the one with 2.
      expect(exhaustion('summon-admonisher')).toEqual([2, 0]);
      expect(exhaustion('secret-door')).toEqual([1]);
      expect(exhaustion('body-inversion')).toEqual([0]);
    });

    it('cannot be played with no exhausted ready spell', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: sembali,
          hand: ['gates-thrown-open'],
          spellboard: ['secret-door'],
          dice: ['illusion:class'],
        },
        p2: { phoenixborn: coal },
      });
      const card = s.cards('p1', 'gates-thrown-open', 'hand')[0]!.uuid;
      s.send({ type: 'cardClicked', uuid: card }, 'p1', true);
      expect(s.zoneStubs('p1', 'hand')).toEqual(['gates-thrown-open']);
    });
  });

  describe('Chained Creations', () => {
    const chained = (conjuration: string) =>
      scenario(catalogue, {
        p1: {
          phoenixborn: sembali,
          hand: ['chained-creations'],
          battlefield: ['hammer-knight'],
          dice: ['divine:class', 'divine:basic'],
        },
        p2: {
          phoenixborn: coal,
          battlefield: [conjuration, 'iron-worker'],
          spellboard: ['summon-shadow-spirit', 'summon-iron-rhino', 'secret-door'],
        },
      });

    it('destroying the conjuration exhausts a ready spell of its controller that can place it', () => {
      const s = chained('shadow-spirit');
      s.click('chained-creations');
      expect(s.offers('iron-worker')).toBe(false);
      expect(s.offers('hammer-knight')).toBe(false);
      s.click('shadow-spirit');
      expect(s.unit('p2', 'shadow-spirit')).toBeUndefined();
      expect(s.offers('summon-iron-rhino')).toBe(false);
      expect(s.offers('secret-door')).toBe(false);
      s.click('summon-shadow-spirit');
      expect(s.cards('p2', 'summon-shadow-spirit', 'spellboard')[0]!.tokens.exhaustion).toBe(1);
    });

    it('a conjuration that survives exhausts nothing', () => {
      const s = chained('iron-rhino');
      s.click('chained-creations').click('iron-rhino');
      expect(s.unit('p2', 'iron-rhino')!.tokens.damage).toBe(2);
      expect(s.prompt().title).toBe('Choose an action');
      expect(s.cards('p2', 'summon-iron-rhino', 'spellboard')[0]!.tokens.exhaustion).toBe(0);
    });
  });
});
