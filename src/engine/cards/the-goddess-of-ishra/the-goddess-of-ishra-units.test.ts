import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { scenario } from '../../testing/scenario';
import type { Scenario } from '../../testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const astrea = 'astrea';
const coal = 'coal-roarkwin';

/** The defender answers the guard, block and counter questions as long as one is asked. */
function defend(s: Scenario, counter: boolean): void {
  const answers = ['No guard', 'Done', counter ? 'Counter' : "Don't counter"];
  for (let asked = 0; asked < 6; asked++) {
    const { player, buttons } = s.prompt();
    const answer = answers.find((a) => buttons.includes(a));
    if (player === null || answer === undefined) return;
    s.button(answer, player);
  }
}

describe('The Goddess of Ishra: Phoenixborn and units', () => {
  describe('Astrea — Beguile', () => {
    it('main, exhaust, 1 basic: places 1 exhaustion token on a target unexhausted unit', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: astrea, dice: ['charm:basic'] },
        p2: {
          phoenixborn: coal,
          battlefield: ['hammer-knight', { stub: 'iron-worker', exhaustion: 1 }],
        },
      });
      s.click(astrea);
      expect(s.prompt().title).toBe('Astrea, Beguile: choose an unexhausted unit to exhaust');
      expect(s.offers('iron-worker')).toBe(false);
      s.click('hammer-knight');
      expect(s.unit('p2', 'hammer-knight')!.tokens.exhaustion).toBe(1);
      expect(s.pb('p1').tokens.exhaustion).toBe(1);
      expect(s.state.turn?.mainAvailable).toBe(false);
    });

    it('is not usable without an unexhausted unit', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: astrea, dice: ['charm:basic'] },
        p2: { phoenixborn: coal, battlefield: [{ stub: 'iron-worker', exhaustion: 1 }] },
      });
      s.send({ type: 'cardClicked', uuid: s.pb('p1').uuid }, 'p1', true);
      expect(s.lastError).toBeDefined();
    });
  });

  describe('Sun Sister — Care 1', () => {
    it('side: removes 1 wound token from another unit you control', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: astrea,
          battlefield: [
            { stub: 'sun-sister', damage: 1 },
            { stub: 'iron-worker', damage: 1 },
          ],
        },
        p2: { phoenixborn: coal },
      });
      s.click('sun-sister');
      expect(s.prompt().title).toBe(
        'Sun Sister, Care 1: choose another unit you control to remove 1 wound token from',
      );
      expect(s.offers('sun-sister')).toBe(false);
      s.click('iron-worker');
      expect(s.unit('p1', 'iron-worker')!.tokens.damage).toBe(0);
      expect(s.unit('p1', 'sun-sister')!.tokens.damage).toBe(1);
      expect(s.state.turn?.sideActions).toBe(0);
    });

    it('is not usable without another wounded unit', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: astrea, battlefield: [{ stub: 'sun-sister', damage: 1 }] },
        p2: { phoenixborn: coal },
      });
      s.send({ type: 'cardClicked', uuid: s.unit('p1', 'sun-sister')!.uuid }, 'p1', true);
      expect(s.lastError).toBeDefined();
    });
  });

  describe('Imperial Ninja — Interrogate', () => {
    const board = (deck: string[]) =>
      scenario(catalogue, {
        p1: { phoenixborn: astrea, battlefield: ['imperial-ninja'] },
        p2: { phoenixborn: coal, hand: ['fear'], deck },
      });

    function attack(s: Scenario): void {
      s.button('Attack Phoenixborn').click('imperial-ninja').button('Done');
      expect(s.prompt().title).toBe(
        'Imperial Ninja, Interrogate: choose an opponent to look at a random card of their hand',
      );
      s.button('bob');
      expect(s.prompt()).toMatchObject({
        player: 'p1',
        title: 'Imperial Ninja, Interrogate: you look at Fear',
      });
      const hand = s.state.players.p2.hand;
      expect(s.state.decision?.shows).toEqual(hand);
      expect(JSON.stringify(s.view('p2'))).not.toMatch(/you look at Fear/);
      expect(s.logLines().join('\n')).not.toMatch(/Fear/);
      s.button('OK');
    }

    it('the opponent may discard the top 2 cards of their draw pile to keep the card', () => {
      const s = board(['iron-worker', 'anchornaut', 'rapture']);
      attack(s);
      expect(s.prompt().player).toBe('p2');
      s.button('Discard 2 from draw pile', 'p2');
      expect(s.zoneStubs('p2', 'discard')).toEqual(['iron-worker', 'anchornaut']);
      expect(s.zoneStubs('p2', 'hand')).toEqual(['fear']);
    });

    it('or discard the card looked at', () => {
      const s = board(['iron-worker', 'anchornaut']);
      attack(s);
      s.button('Discard the card looked at', 'p2');
      expect(s.zoneStubs('p2', 'discard')).toEqual(['fear']);
      expect(s.zoneStubs('p2', 'deck')).toEqual(['iron-worker', 'anchornaut']);
    });

    it('discarding fewer than 2 off the draw pile also discards the card looked at', () => {
      const s = board(['iron-worker']);
      attack(s);
      s.button('Discard 2 from draw pile', 'p2');
      expect(s.zoneStubs('p2', 'discard').sort()).toEqual(['fear', 'iron-worker']);
    });
  });

  describe('Steadfast Guardian', () => {
    it('Unit Guard: may guard a unit being attacked; Alert: no exhaustion for countering', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: coal, battlefield: ['iron-worker'] },
        p2: { phoenixborn: astrea, battlefield: ['steadfast-guardian', 'anchornaut'] },
      });
      s.button('Attack a unit').click('anchornaut').click('iron-worker');
      if (s.offers('Done') && !s.offers('steadfast-guardian')) s.button('Done');
      expect(s.offers('steadfast-guardian')).toBe(true);
      s.click('steadfast-guardian', 'p2');
      if (s.offers('Done')) s.button('Done', 'p2');
      defend(s, true);
      const guardian = s.unit('p2', 'steadfast-guardian')!;
      expect(guardian.tokens.damage).toBe(2);
      expect(guardian.tokens.exhaustion).toBe(0);
      expect(s.unit('p2', 'anchornaut')!.tokens.damage).toBe(0);
      expect(s.unit('p1', 'iron-worker')!.tokens.damage).toBe(1);
    });
  });

  describe('Weeping Spirit', () => {
    it('Fearful: cannot block', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: coal, battlefield: ['iron-worker'] },
        p2: { phoenixborn: astrea, battlefield: ['weeping-spirit'] },
      });
      s.button('Attack Phoenixborn').click('iron-worker').button('Done');
      expect(s.offers('weeping-spirit')).toBe(false);
    });

    it('Quell: side, discard 1 card: its controller destroys it', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: astrea, battlefield: ['weeping-spirit'], hand: ['kneel'] },
        p2: { phoenixborn: coal },
      });
      s.click('weeping-spirit');
      s.click('kneel');
      if (s.offers('Done')) s.button('Done');
      expect(s.unit('p1', 'weeping-spirit')).toBeUndefined();
      expect(s.zoneStubs('p1', 'discard')).toEqual(['kneel']);
      expect(s.zoneStubs('p1', 'archives')).toContain('weeping-spirit');
    });
  });

  describe('Summon Light Bringer and Light Bringer — Infatuate', () => {
    const board = () =>
      scenario(catalogue, {
        p1: { phoenixborn: astrea, spellboard: ['summon-light-bringer'], dice: ['divine:class'] },
        p2: {
          phoenixborn: coal,
          battlefield: ['iron-worker'],
          hand: ['anchornaut'],
          dice: ['natural:basic', 'natural:power'],
        },
      });

    it('the chosen opponent may only choose an Attack as their main action during their next turn', () => {
      const s = board();
      s.click('summon-light-bringer');
      expect(s.prompt().title).toBe(
        'Light Bringer, Infatuate: choose an opponent who must attack during their next turn',
      );
      s.button('bob');
      expect(s.cards('p1', 'light-bringer', 'battlefield')).toHaveLength(1);
      s.button('End Turn');
      expect(s.prompt().player).toBe('p2');
      expect(s.prompt().buttons).not.toContain('Pass');
      expect(s.offers('anchornaut')).toBe(false);
      expect(s.offers('Attack Phoenixborn')).toBe(true);
      // Side actions stay open.
      expect(s.offers('natural:power')).toBe(true);
      s.button('Attack Phoenixborn', 'p2').click('iron-worker', 'p2').button('Done', 'p2');
      expect(s.state.attack?.battles).toHaveLength(1);
    });

    it('the effect ends with that turn', () => {
      const s = board();
      s.click('summon-light-bringer').button('bob').button('End Turn');
      s.button('Attack Phoenixborn', 'p2').click('iron-worker', 'p2').button('Done', 'p2');
      defend(s, false);
      s.button('End Turn', 'p2');
      expect(s.pb('p2').effects).toEqual([]);
    });

    it('does not bind an opponent with no unit able to attack', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: astrea, spellboard: ['summon-light-bringer'], dice: ['divine:class'] },
        p2: { phoenixborn: coal, hand: ['anchornaut'], dice: ['natural:basic'] },
      });
      s.click('summon-light-bringer').button('bob').button('End Turn');
      expect(s.prompt().buttons).toContain('Pass');
      expect(s.offers('anchornaut')).toBe(true);
    });
  });
});
