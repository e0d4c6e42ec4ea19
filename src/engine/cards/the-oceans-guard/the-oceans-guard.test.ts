import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { toEndOfRound } from '../../testing/round-steps';
import { scenario } from '../../testing/scenario';
import { attackPhoenixbornWith, shownAttack } from '../../testing/attacks';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const tristan = 'tristan-darkwater';
const coal = 'coal-roarkwin';

describe("The Ocean's Guard cards", () => {
  describe('Tristan Darkwater — Magnify', () => {
    const board = () =>
      scenario(catalogue, {
        p1: {
          phoenixborn: tristan,
          battlefield: [
            'prism-tetra',
            'seafoam-snapper',
            'tidal-crab',
            'prism-tetra',
            'iron-worker',
            'hammer-knight',
          ],
          dice: ['charm:basic'],
        },
        p2: { phoenixborn: coal, battlefield: ['anchornaut'] },
      });

    it('chooses units you control whose combined life value is up to 3', () => {
      const s = board();
      s.click(tristan);
      expect(s.prompt().title).toMatch(/^Magnify/);
      expect(s.offers('tidal-crab')).toBe(true);
      expect(s.offers('hammer-knight')).toBe(false);
      expect(s.offers('anchornaut')).toBe(false);
      s.click('seafoam-snapper');
      // 2 left: the Crab (life 3) no longer fits, the Iron Worker (life 2) does.
      expect(s.offers('tidal-crab')).toBe(false);
      expect(s.offers('iron-worker')).toBe(true);
      expect(s.offers('seafoam-snapper')).toBe(false);
      s.click(s.cards('p1', 'prism-tetra', 'battlefield')[0]!.uuid);
      s.click(s.cards('p1', 'prism-tetra', 'battlefield')[1]!.uuid);
      const magnified = s.state.players.p1.battlefield.filter((u) =>
        s.state.cards[u]!.effects.some((e) => e.kind === 'magnify'),
      );
      expect(magnified.map((u) => s.state.cards[u]!.stub)).toEqual([
        'prism-tetra',
        'seafoam-snapper',
        'prism-tetra',
      ]);
      expect(s.pb('p1').tokens.exhaustion).toBe(1);
      expect(s.dice('p1', 'exhausted')).toHaveLength(1);
    });

    it('may stop choosing at any time', () => {
      const s = board();
      s.click(tristan).click('tidal-crab');
      expect(s.prompt().title).not.toMatch(/^Magnify/);
      expect(s.unit('p1', 'tidal-crab')!.effects.map((e) => e.kind)).toEqual(['magnify']);
    });

    it('during the Attack action this turn, a magnified Group Tactics 1 adds 2', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: tristan,
          battlefield: ['prism-tetra', 'iron-worker', 'hammer-knight'],
          dice: ['charm:basic'],
        },
        p2: { phoenixborn: coal },
      });
      s.click(tristan).click('prism-tetra').button('Skip');
      attackPhoenixbornWith(s, ['prism-tetra', 'iron-worker', 'hammer-knight']);
      expect(s.prompt().title).toMatch(/Group Tactics 2/);
      s.button('Yes');
      expect(shownAttack(s, 'alice', 'prism-tetra')).toBe(2);
    });

    it('is not usable without a unit of life 3 or less', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: tristan, battlefield: ['hammer-knight'], dice: ['charm:basic'] },
        p2: { phoenixborn: coal },
      });
      s.send({ type: 'cardClicked', uuid: s.pb('p1').uuid }, 'p1', true);
      expect(s.pb('p1').tokens.exhaustion).toBe(0);
    });
  });

  describe('Summon Seafoam Snapper and Seafoam Snapper', () => {
    it('places a Seafoam Snapper for 1 time power', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: tristan, spellboard: ['summon-seafoam-snapper'], dice: ['time:power'] },
        p2: { phoenixborn: coal },
      });
      s.click('summon-seafoam-snapper');
      expect(s.cards('p1', 'seafoam-snapper', 'battlefield')).toHaveLength(1);
    });

    it('Hungry 1: destroys an exhausted conjuration you control and gains a status token', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: tristan,
          spellboard: ['summon-seafoam-snapper'],
          battlefield: [{ stub: 'tidal-crab', exhaustion: 1 }, 'prism-tetra', 'iron-worker'],
          dice: ['time:power'],
        },
        p2: { phoenixborn: coal, battlefield: [{ stub: 'biter', exhaustion: 1 }] },
      });
      s.click('summon-seafoam-snapper');
      expect(s.prompt().title).toMatch(/^Hungry 1/);
      expect(s.offers('prism-tetra')).toBe(false);
      expect(s.offers('biter')).toBe(false);
      s.click('tidal-crab');
      expect(s.cards('p1', 'tidal-crab', 'battlefield')).toHaveLength(0);
      expect(s.unit('p1', 'seafoam-snapper')!.tokens.status).toBe(1);
    });

    it('Hungry 1 does nothing without an exhausted conjuration', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: tristan, spellboard: ['summon-seafoam-snapper'], dice: ['time:power'] },
        p2: { phoenixborn: coal },
      });
      s.click('summon-seafoam-snapper');
      expect(s.unit('p1', 'seafoam-snapper')!.tokens.status).toBe(0);
    });

    it('Tough 1: removes all its status tokens to prevent 1 damage', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: coal, hand: ['tsunami-shot'], dice: ['charm:basic', 'charm:basic'] },
        p2: { phoenixborn: tristan, battlefield: [{ stub: 'seafoam-snapper', status: 2 }] },
      });
      s.click('tsunami-shot').click('seafoam-snapper');
      const snapper = s.unit('p2', 'seafoam-snapper')!;
      expect(snapper.tokens.damage).toBe(0);
      expect(snapper.tokens.status).toBe(0);
      // The next damage finds no status token: received.
      s.click('seafoam-snapper');
      expect(s.cards('p2', 'seafoam-snapper', 'battlefield')).toHaveLength(0);
    });

    it('Tough 1 prevents nothing without status tokens, or while exhausted', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: 'aradel-summergaard', dice: ['natural:class'] },
        p2: { phoenixborn: tristan, battlefield: ['seafoam-snapper'] },
      });
      s.click('aradel-summergaard').click('seafoam-snapper');
      expect(s.cards('p2', 'seafoam-snapper', 'battlefield')).toHaveLength(0);

      const t = scenario(catalogue, {
        p1: { phoenixborn: 'aradel-summergaard', dice: ['natural:class'] },
        p2: {
          phoenixborn: tristan,
          battlefield: [{ stub: 'seafoam-snapper', status: 1, exhaustion: 1 }],
        },
      });
      t.click('aradel-summergaard').click('seafoam-snapper');
      expect(t.cards('p2', 'seafoam-snapper', 'battlefield')).toHaveLength(0);
    });
  });

  describe('Summon Tidal Crab and Tidal Crab', () => {
    it('places a Tidal Crab with 2 status tokens; Slow gives it -1 attack per token', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: tristan,
          spellboard: ['summon-tidal-crab'],
          dice: ['sympathy:class', 'time:class'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('summon-tidal-crab');
      expect(s.unit('p1', 'tidal-crab')!.tokens.status).toBe(2);
      expect(shownAttack(s, 'alice', 'tidal-crab')).toBe(0);
    });

    it('Unburden: moves 1 status token onto another unit you control', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: tristan,
          battlefield: [{ stub: 'tidal-crab', status: 2 }, 'iron-worker'],
        },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });
      s.click('tidal-crab');
      expect(s.offers('hammer-knight')).toBe(false);
      expect(s.offers('tidal-crab')).toBe(false);
      s.click('iron-worker');
      expect(s.unit('p1', 'tidal-crab')!.tokens.status).toBe(1);
      expect(s.unit('p1', 'iron-worker')!.tokens.status).toBe(1);
      expect(shownAttack(s, 'alice', 'tidal-crab')).toBe(1);
    });

    it('Unburden is not usable without a status token', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: tristan, battlefield: ['tidal-crab', 'iron-worker'] },
        p2: { phoenixborn: coal },
      });
      s.send({ type: 'cardClicked', uuid: s.unit('p1', 'tidal-crab')!.uuid }, 'p1', true);
      expect(s.state.turn?.sideActions).toBe(1);
    });
  });

  describe('Summon Radiant Leviathan and Radiant Leviathan', () => {
    it('places the Leviathan with a status token for each other conjuration you control', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: tristan,
          hand: ['summon-radiant-leviathan'],
          // Two conjured units and a conjured alteration spell: 3 other conjurations.
          battlefield: [
            'prism-tetra',
            'tidal-crab',
            { stub: 'iron-worker', upgrades: ['enhanced-strength'] },
          ],
          dice: ['sympathy:power', 'time:class', 'charm:basic', 'charm:basic'],
        },
        p2: { phoenixborn: coal, battlefield: ['biter'] },
      });
      s.click('summon-radiant-leviathan');
      expect(s.unit('p1', 'radiant-leviathan')!.tokens.status).toBe(3);
    });

    it('Coalesced: an opponent may attack the Leviathan but not your other units', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: coal, battlefield: ['hammer-knight'] },
        p2: { phoenixborn: tristan, battlefield: ['radiant-leviathan', 'iron-worker'] },
      });
      s.button('Attack a unit');
      expect(s.offers('iron-worker')).toBe(false);
      expect(s.offers('radiant-leviathan')).toBe(true);
    });

    it('Refract: when destroyed, a Prism Tetra for each status token it had', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: 'aradel-summergaard', dice: ['natural:class'] },
        p2: {
          phoenixborn: tristan,
          battlefield: [{ stub: 'radiant-leviathan', status: 3, damage: 4 }],
        },
      });
      s.click('aradel-summergaard').click('radiant-leviathan');
      expect(s.cards('p2', 'radiant-leviathan', 'battlefield')).toHaveLength(0);
      expect(s.cards('p2', 'prism-tetra', 'battlefield')).toHaveLength(3);
    });
  });

  describe('Prism Tetra', () => {
    it('Fearful: cannot block', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: coal, battlefield: ['iron-worker'] },
        p2: { phoenixborn: tristan, battlefield: ['prism-tetra', 'hammer-knight'], guarded: true },
      });
      attackPhoenixbornWith(s, ['iron-worker']);
      expect(s.offers('prism-tetra')).toBe(false);
      expect(s.offers('hammer-knight')).toBe(true);
    });

    it('Group Tactics 1: +1 attack after 3 or more attackers', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: tristan, battlefield: ['prism-tetra', 'iron-worker', 'hammer-knight'] },
        p2: { phoenixborn: coal },
      });
      attackPhoenixbornWith(s, ['prism-tetra', 'iron-worker', 'hammer-knight']);
      expect(s.prompt().title).toMatch(/Group Tactics 1/);
      s.button('Yes');
      expect(shownAttack(s, 'alice', 'prism-tetra')).toBe(1);
    });

    it('Scatter: discarded at the end of the round unless it has a status token', () => {
      const s = toEndOfRound(catalogue, {
        p1: {
          phoenixborn: tristan,
          battlefield: ['prism-tetra', { stub: 'prism-tetra', status: 1 }],
        },
        p2: { phoenixborn: coal },
      });
      expect(s.cards('p1', 'prism-tetra', 'battlefield')).toHaveLength(1);
      expect(s.cards('p1', 'prism-tetra', 'battlefield')[0]!.tokens.status).toBe(1);
    });

    it('Fade resolves before Scatter: Inheritance may keep a Prism Tetra', () => {
      const s = toEndOfRound(catalogue, {
        p1: { phoenixborn: tristan, battlefield: ['brilliant-thorn', 'prism-tetra'] },
        p2: { phoenixborn: coal },
      });
      expect(s.prompt().title).toMatch(/^Inheritance 1/);
      s.click('prism-tetra');
      expect(s.cards('p1', 'prism-tetra', 'battlefield')).toHaveLength(1);
    });
  });
});
