import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { shownAttack } from '../../testing/attacks';
import { defend, toEndOfRound } from '../../testing/round-steps';
import { scenario } from '../../testing/scenario';
import type { Scenario } from '../../testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const coal = 'coal-roarkwin';
const koji = 'koji-wolfcub';

/** The stubs of the alterations attached to a player's unit. */
function alterationsOn(s: Scenario, p: 'p1' | 'p2', stub: string): string[] {
  return (s.unit(p, stub)?.upgrades ?? []).map((u) => s.state.cards[u]!.stub);
}

describe('The Frostwild Scourge', () => {
  describe('Summon Adaptodon, Adaptodon, Fire and Ice Adaptation', () => {
    it('Summon Adaptodon places an Adaptodon and exhausts the spell', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: koji,
          spellboard: ['summon-adaptodon'],
          dice: ['natural:class', 'natural:class'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('summon-adaptodon');
      expect(s.cards('p1', 'adaptodon', 'battlefield')).toHaveLength(1);
      expect(s.cards('p1', 'summon-adaptodon', 'spellboard')[0]!.tokens.exhaustion).toBe(1);
    });

    it('Adapt: attaches a Fire Adaptation (+1 attack) that may deal 1 damage to an opposing unit', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: koji, battlefield: ['adaptodon'] },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });
      s.click('adaptodon');
      expect(s.prompt().buttons).toEqual(['Fire Adaptation', 'Ice Adaptation']);
      s.button('Fire Adaptation');
      expect(alterationsOn(s, 'p1', 'adaptodon')).toEqual(['fire-adaptation']);
      expect(s.prompt().title).toMatch(/^Fire Adaptation/);
      expect(s.offers('adaptodon')).toBe(false);
      s.click('hammer-knight');
      expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(1);
      expect(shownAttack(s, s.name('p1'), 'adaptodon')).toBe(2);
      expect(s.state.turn?.sideActions).toBe(0);
    });

    it('Fire Adaptation: the damage may be declined', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: koji, battlefield: ['adaptodon'] },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });
      s.click('adaptodon').button('Fire Adaptation').button('Skip');
      expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(0);
    });

    it('Adapt: Ice Adaptation (+1 life) may exhaust an unexhausted opposing unit with attack 1 or less', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: koji, battlefield: ['adaptodon'] },
        p2: { phoenixborn: coal, battlefield: ['anchornaut', 'hammer-knight'] },
      });
      s.click('adaptodon').button('Ice Adaptation');
      expect(s.offers('hammer-knight')).toBe(false);
      s.click('anchornaut');
      expect(s.unit('p2', 'anchornaut')!.tokens.exhaustion).toBe(1);
      const adaptodon = s.view('p1').players[s.name('p1')]!.cardPiles.cardsInPlay[0]!;
      expect(adaptodon.life).toBe(3);
    });

    it('Ice Adaptation: the exhaustion may be declined', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: koji, battlefield: ['adaptodon'] },
        p2: { phoenixborn: coal, battlefield: ['anchornaut'] },
      });
      s.click('adaptodon').button('Ice Adaptation');
      expect(s.prompt().title).toMatch(/^Ice Adaptation/);
      s.button('Skip');
      expect(s.unit('p2', 'anchornaut')!.tokens.exhaustion).toBe(0);
    });

    it('Adapt is not offered while an adaptation is attached', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: koji,
          battlefield: [{ stub: 'adaptodon', upgrades: ['ice-adaptation'] }],
        },
        p2: { phoenixborn: coal },
      });
      expect(s.offers('adaptodon')).toBe(false);
    });
  });

  describe('Clashing Tempers', () => {
    it('attaches a Fire Adaptation to one chosen unit and an Ice Adaptation to the other', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: koji,
          hand: ['clashing-tempers'],
          battlefield: ['iron-worker', 'hammer-knight'],
          dice: ['natural:class', 'natural:class'],
        },
        p2: { phoenixborn: coal, battlefield: ['blood-puppet'] },
      });
      s.click('clashing-tempers').click('iron-worker');
      expect(s.offers('iron-worker')).toBe(false);
      s.click('hammer-knight');
      expect(alterationsOn(s, 'p1', 'iron-worker')).toEqual(['fire-adaptation']);
      expect(alterationsOn(s, 'p1', 'hammer-knight')).toEqual(['ice-adaptation']);
      // Both "when attaching" lines answer: Fire Adaptation's damage, Ice Adaptation's exhaustion.
      while (
        s.prompt().title.startsWith('Fire Adaptation') ||
        s.prompt().title.startsWith('Ice Adaptation')
      )
        s.click('blood-puppet');
      expect(s.unit('p2', 'blood-puppet')!.tokens).toMatchObject({ damage: 1, exhaustion: 1 });
    });

    it('cannot be played with fewer than 2 units', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: koji,
          hand: ['clashing-tempers'],
          battlefield: ['iron-worker'],
          dice: ['natural:class', 'natural:class'],
        },
        p2: { phoenixborn: coal },
      });
      expect(s.offers('clashing-tempers')).toBe(false);
    });
  });

  describe('Ember Heart', () => {
    it('Take Up: may move an alteration from an exhausted unit you control onto itself', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: koji,
          hand: ['ember-heart'],
          battlefield: [
            { stub: 'iron-worker', exhaustion: 1, upgrades: ['wallop'] },
            { stub: 'hammer-knight', upgrades: ['will-to-survive'] },
          ],
          dice: ['natural:power', 'natural:class', 'natural:class'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('ember-heart');
      expect(s.prompt().title).toMatch(/^Take Up/);
      expect(s.offers('will-to-survive')).toBe(false);
      s.click('wallop');
      expect(alterationsOn(s, 'p1', 'ember-heart')).toEqual(['wallop']);
      expect(alterationsOn(s, 'p1', 'iron-worker')).toEqual([]);
      expect(shownAttack(s, s.name('p1'), 'ember-heart')).toBe(5);
    });

    it('Take Up may be declined', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: koji,
          hand: ['ember-heart'],
          battlefield: [{ stub: 'iron-worker', exhaustion: 1, upgrades: ['wallop'] }],
          dice: ['natural:power', 'natural:class', 'natural:class'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('ember-heart').button('Skip');
      expect(alterationsOn(s, 'p1', 'iron-worker')).toEqual(['wallop']);
    });

    it('Alert: no exhaustion token after countering', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: coal, battlefield: ['hammer-knight'] },
        p2: { phoenixborn: koji, battlefield: ['ember-heart'] },
      });
      s.button('Attack a unit').click('ember-heart').click('hammer-knight');
      defend(s, 'p2', true);
      expect(s.unit('p2', 'ember-heart')!.tokens.exhaustion).toBe(0);
      expect(s.unit('p1', 'hammer-knight')!.tokens.damage).toBe(3);
    });
  });

  describe('Frost Frog and Summon Frost Frog', () => {
    it('Summon Frost Frog places a Frost Frog', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: koji, spellboard: ['summon-frost-frog'], dice: ['natural:power'] },
        p2: { phoenixborn: coal },
      });
      s.click('summon-frost-frog');
      expect(s.cards('p1', 'frost-frog', 'battlefield')).toHaveLength(1);
    });

    it('Cold Snap 1: +1 attack for the turn', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: koji, battlefield: ['frost-frog'] },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });
      s.button('Attack Phoenixborn').click('frost-frog').button('Done');
      expect(s.prompt().title).toMatch(/^Cold Snap 1/);
      expect(s.offers('Exhaust a unit')).toBe(false);
      s.button('+1 attack');
      expect(shownAttack(s, s.name('p1'), 'frost-frog')).toBe(2);
    });

    it('Cold Snap 1: or exhaust an opposing unit with life 1 or less; or neither', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: koji, battlefield: ['frost-frog'] },
        p2: {
          phoenixborn: coal,
          battlefield: ['hammer-knight', { stub: 'anchornaut', damage: 0 }],
        },
      });
      s.button('Attack Phoenixborn').click('frost-frog').button('Done');
      s.button('Exhaust a unit');
      expect(s.offers('hammer-knight')).toBe(false);
      s.click('anchornaut');
      expect(s.unit('p2', 'anchornaut')!.tokens.exhaustion).toBe(1);
      expect(shownAttack(s, s.name('p1'), 'frost-frog')).toBe(1);

      const t = scenario(catalogue, {
        p1: { phoenixborn: koji, battlefield: ['frost-frog'] },
        p2: { phoenixborn: coal, battlefield: ['anchornaut'] },
      });
      t.button('Attack Phoenixborn').click('frost-frog').button('Done').button('Neither');
      expect(t.unit('p2', 'anchornaut')!.tokens.exhaustion).toBe(0);
      expect(shownAttack(t, t.name('p1'), 'frost-frog')).toBe(1);
    });
  });

  describe('Glaciate', () => {
    it('the unit counts as exhausted: it cannot block', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: koji,
          hand: ['glaciate'],
          battlefield: ['iron-worker'],
          dice: ['natural:class'],
        },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });
      s.click('glaciate').click('hammer-knight');
      expect(alterationsOn(s, 'p2', 'hammer-knight')).toEqual(['glaciate']);
      s.button('End Turn').button('Pass', 'p2').button('End Turn', 'p2');
      s.button('Attack Phoenixborn').click('iron-worker').button('Done');
      expect(s.prompt().player).toBe('p2');
      expect(s.offers('hammer-knight')).toBe(false);
    });

    it('all damage dealt to the unit is prevented', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: koji, battlefield: ['iron-worker'] },
        p2: { phoenixborn: coal, battlefield: [{ stub: 'hammer-knight', upgrades: ['glaciate'] }] },
      });
      s.button('Attack a unit').click('hammer-knight').click('iron-worker');
      defend(s, 'p2', false);
      expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(0);
    });

    it('Fleeting: discarded at the end of the round', () => {
      const s = toEndOfRound(catalogue, {
        p1: { phoenixborn: koji, battlefield: [{ stub: 'iron-worker', upgrades: ['glaciate'] }] },
        p2: { phoenixborn: coal },
      });
      expect(alterationsOn(s, 'p1', 'iron-worker')).toEqual([]);
      expect(s.cards('p1', 'glaciate', 'discard')).toHaveLength(1);
    });
  });

  describe('Jungle Forager', () => {
    it('Forage: may place an alteration spell without a Phoenixborn unique icon into hand, then shuffles', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: koji,
          hand: ['jungle-forager'],
          deck: ['wallop', 'molten-gold', 'iron-worker'],
          dice: ['natural:class'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('jungle-forager');
      expect(s.prompt().title).toMatch(/^Forage/);
      expect(s.offers('Molten Gold')).toBe(false);
      expect(s.offers('Iron Worker')).toBe(false);
      s.button('Wallop');
      expect(s.zoneStubs('p1', 'hand')).toEqual(['wallop']);
      expect(s.zoneStubs('p1', 'deck').sort()).toEqual(['iron-worker', 'molten-gold']);
    });

    it('Forage: the alteration may be left in the draw pile', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: koji,
          hand: ['jungle-forager'],
          deck: ['wallop', 'iron-worker'],
          dice: ['natural:class'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('jungle-forager');
      expect(s.offers('Wallop')).toBe(true);
      s.button('Skip');
      expect(s.zoneStubs('p1', 'hand')).toEqual([]);
      expect(s.zoneStubs('p1', 'deck').sort()).toEqual(['iron-worker', 'wallop']);
    });

    it('Forage: a Phoenixborn unique alteration is not offered; the search may find nothing', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: koji,
          hand: ['jungle-forager'],
          deck: ['playtime', 'iron-worker'],
          dice: ['natural:class'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('jungle-forager');
      expect(s.offers('Playtime')).toBe(false);
      while (s.prompt().title.startsWith('Forage')) s.button('Skip');
      expect(s.zoneStubs('p1', 'hand')).toEqual([]);
      expect(s.zoneStubs('p1', 'deck').sort()).toEqual(['iron-worker', 'playtime']);
    });
  });

  describe('Pack Wolf and Wolfpack Leader', () => {
    it('Charged 2: comes into play with 2 status tokens', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: koji,
          hand: ['wolfpack-leader'],
          dice: ['natural:class', 'natural:class'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('wolfpack-leader');
      expect(s.unit('p1', 'wolfpack-leader')!.tokens.status).toBe(2);
    });

    it('Call the Pack: at the start of your turn, may remove 1 status token to place a Pack Wolf', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: koji, battlefield: [{ stub: 'wolfpack-leader', status: 2 }] },
        p2: { phoenixborn: coal },
      });
      // The game starts at the start of the first player's turn.
      expect(s.prompt().title).toBe('Use Call the Pack of Wolfpack Leader?');
      s.button('Yes');
      expect(s.cards('p1', 'pack-wolf', 'battlefield')).toHaveLength(1);
      expect(s.unit('p1', 'wolfpack-leader')!.tokens.status).toBe(1);
    });

    it('Call the Pack may be declined, and is not asked without status tokens', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: koji, battlefield: [{ stub: 'wolfpack-leader', status: 1 }] },
        p2: { phoenixborn: coal },
      });
      s.button('No');
      expect(s.cards('p1', 'pack-wolf', 'battlefield')).toHaveLength(0);
      expect(s.unit('p1', 'wolfpack-leader')!.tokens.status).toBe(1);

      const t = scenario(catalogue, {
        p1: { phoenixborn: koji, battlefield: ['wolfpack-leader'] },
        p2: { phoenixborn: coal },
      });
      expect(t.prompt().title).not.toMatch(/Call the Pack/);
    });

    it('Fade: the Pack Wolf is destroyed at the end of the round', () => {
      const s = toEndOfRound(catalogue, {
        p1: { phoenixborn: koji, battlefield: ['pack-wolf'] },
        p2: { phoenixborn: coal },
      });
      expect(s.cards('p1', 'pack-wolf', 'battlefield')).toHaveLength(0);
      expect(s.cards('p1', 'pack-wolf', 'archives').length).toBeGreaterThan(0);
    });
  });

  describe('Red Flower', () => {
    it('removes every token; with 3 or more removed, deals 1 damage to an opposing unit', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: koji,
          hand: ['red-flower'],
          battlefield: [
            { stub: 'hammer-knight', damage: 1, exhaustion: 1, status: 1 },
            'iron-worker',
          ],
          dice: ['natural:class', 'natural:class'],
        },
        p2: { phoenixborn: coal, battlefield: ['blood-puppet'] },
      });
      s.click('red-flower');
      expect(s.offers('iron-worker')).toBe(false);
      s.click('hammer-knight');
      expect(s.unit('p1', 'hammer-knight')!.tokens).toEqual({
        damage: 0,
        exhaustion: 0,
        status: 0,
      });
      s.click('blood-puppet');
      expect(s.unit('p2', 'blood-puppet')!.tokens.damage).toBe(1);
    });

    it('with fewer than 3 tokens removed, no damage follows; an alteration alone qualifies', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: koji,
          hand: ['red-flower'],
          battlefield: [{ stub: 'hammer-knight', damage: 2, upgrades: ['wallop'] }],
          dice: ['natural:class', 'natural:class'],
        },
        p2: { phoenixborn: coal, battlefield: ['anchornaut'] },
      });
      s.click('red-flower').click('hammer-knight');
      expect(s.unit('p1', 'hammer-knight')!.tokens.damage).toBe(0);
      expect(s.prompt().title).not.toMatch(/^Red Flower/);
      expect(s.unit('p2', 'anchornaut')!.tokens.damage).toBe(0);
    });
  });

  describe('Rejuvenate', () => {
    it('gains a status token when a conjuration comes into play onto your battlefield', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: koji,
          spellboard: ['rejuvenate', 'summon-frost-frog'],
          dice: ['natural:power'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('summon-frost-frog');
      expect(s.cards('p1', 'rejuvenate', 'spellboard')[0]!.tokens.status).toBe(1);
    });

    it('main, exhaust, 1 basic: removes all its status tokens and readies a conjuration of attack up to that', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: koji,
          spellboard: [{ stub: 'rejuvenate', status: 2 }],
          battlefield: [
            { stub: 'frost-frog', exhaustion: 1 },
            { stub: 'adaptodon', exhaustion: 1, upgrades: ['fire-adaptation'] },
          ],
          dice: ['natural:basic'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('rejuvenate');
      expect(s.cards('p1', 'rejuvenate', 'spellboard')[0]!.tokens.status).toBe(0);
      expect(s.offers('adaptodon')).toBe(true);
      s.click('frost-frog');
      expect(s.unit('p1', 'frost-frog')!.tokens.exhaustion).toBe(0);
      expect(s.unit('p1', 'adaptodon')!.tokens.exhaustion).toBe(1);
    });

    it('is not usable when no exhausted conjuration has a low enough attack', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: koji,
          spellboard: [{ stub: 'rejuvenate', status: 0 }],
          battlefield: [{ stub: 'frost-frog', exhaustion: 1 }],
          dice: ['natural:basic'],
        },
        p2: { phoenixborn: coal },
      });
      expect(s.offers('rejuvenate')).toBe(false);
    });
  });

  describe('Shattering Fist', () => {
    it('discards an alteration on a unit you control to place 3 wound tokens on an opposing unit', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: koji,
          hand: ['shattering-fist'],
          battlefield: [{ stub: 'iron-worker', upgrades: ['wallop'] }],
          dice: ['natural:basic'],
        },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });
      s.click('shattering-fist').click('wallop').click('hammer-knight');
      expect(alterationsOn(s, 'p1', 'iron-worker')).toEqual([]);
      expect(s.cards('p1', 'wallop', 'discard')).toHaveLength(1);
      expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(3);
    });

    it('cannot be played without an alteration on a unit you control', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: koji,
          hand: ['shattering-fist'],
          battlefield: ['iron-worker'],
          dice: ['natural:basic'],
        },
        p2: { phoenixborn: coal, battlefield: [{ stub: 'hammer-knight', upgrades: ['wallop'] }] },
      });
      expect(s.offers('shattering-fist')).toBe(false);
    });
  });

  describe('Stamina Burst', () => {
    it('heals 1, attaches a Spark, and may give the first player token away', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: koji,
          hand: ['stamina-burst'],
          battlefield: ['iron-worker'],
          dice: ['natural:basic'],
          pbDamage: 2,
        },
        p2: { phoenixborn: coal },
      });
      expect(s.state.firstPlayer).toBe('p1');
      s.click('stamina-burst');
      expect(s.pb('p1').tokens.damage).toBe(1);
      s.click('iron-worker');
      expect(alterationsOn(s, 'p1', 'iron-worker')).toEqual(['spark']);
      s.button(s.name('p2'));
      expect(s.state.firstPlayer).toBe('p2');
    });

    it('the first player token may be kept', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: koji,
          hand: ['stamina-burst'],
          battlefield: ['iron-worker'],
          dice: ['natural:basic'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('stamina-burst').click('iron-worker').button('Skip');
      expect(s.state.firstPlayer).toBe('p1');
    });
  });

  describe('Wallop and Will to Survive', () => {
    it('Wallop gives +2 attack', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: koji,
          hand: ['wallop'],
          battlefield: ['iron-worker'],
          dice: ['natural:power'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('wallop').click('iron-worker');
      expect(shownAttack(s, s.name('p1'), 'iron-worker')).toBe(4);
    });

    it('Will to Survive: Life Drain 1 may heal your Phoenixborn after its host destroys a unit by attacking', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: koji,
          battlefield: [{ stub: 'iron-worker', upgrades: ['will-to-survive'] }],
          pbDamage: 2,
        },
        p2: { phoenixborn: coal, battlefield: ['anchornaut'] },
      });
      s.button('Attack a unit').click('anchornaut').click('iron-worker');
      defend(s, 'p2', false);
      expect(s.unit('p2', 'anchornaut')).toBeUndefined();
      expect(s.prompt().title).toBe('Use Life Drain 1 of Will to Survive?');
      s.button('Yes');
      expect(s.pb('p1').tokens.damage).toBe(1);
    });

    it('Life Drain 1 may be declined', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: koji,
          battlefield: [{ stub: 'iron-worker', upgrades: ['will-to-survive'] }],
          pbDamage: 2,
        },
        p2: { phoenixborn: coal, battlefield: ['anchornaut'] },
      });
      s.button('Attack a unit').click('anchornaut').click('iron-worker');
      defend(s, 'p2', false);
      s.button('No');
      expect(s.pb('p1').tokens.damage).toBe(2);
    });
  });
});
