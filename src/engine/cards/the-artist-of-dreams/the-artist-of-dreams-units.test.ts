import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { scenario } from '../../testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const hope = 'hope-everthorn';
const coal = 'coal-roarkwin';

describe('The Artist of Dreams: Phoenixborn, units and conjurations', () => {
  describe('Hope Everthorn — Duplicate', () => {
    const board = () =>
      scenario(catalogue, {
        p1: {
          phoenixborn: hope,
          battlefield: ['fox-spirit', 'realm-walker'],
          archives: ['fox-spirit', 'fox-spirit'],
          dice: ['time:basic'],
        },
        p2: { phoenixborn: coal },
      });

    it('places a copy of a conjuration with a life value of 1, destroyed at the end of the turn', () => {
      const s = board();
      const original = s.unit('p1', 'fox-spirit')!.uuid;
      s.click(hope);
      expect(s.prompt().title).toBe(
        'Hope Everthorn, Duplicate: choose a conjuration you control with a life value of 1',
      );
      expect(s.offers('realm-walker')).toBe(false);
      s.click('fox-spirit');
      if (s.offers('Skip')) s.button('Skip'); // the copy's Keen 1
      expect(s.cards('p1', 'fox-spirit', 'battlefield')).toHaveLength(2);
      expect(s.pb('p1').tokens.exhaustion).toBe(1);
      expect(s.state.turn?.sideActions).toBe(0);
      s.button('Pass');
      expect(s.cards('p1', 'fox-spirit', 'battlefield')).toHaveLength(2);
      s.button('End Turn');
      expect(s.cards('p1', 'fox-spirit', 'battlefield').map((c) => c.uuid)).toEqual([original]);
      expect(s.zoneStubs('p1', 'archives')).toEqual(['fox-spirit', 'fox-spirit']);
    });

    it('is not usable without a copy left in the conjuration pile', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: hope, battlefield: ['fox-spirit'], archives: [], dice: ['time:basic'] },
        p2: { phoenixborn: coal },
      });
      s.send({ type: 'cardClicked', uuid: s.pb('p1').uuid }, 'p1', true);
      expect(s.lastError).toBeDefined();
      expect(s.pb('p1').tokens.exhaustion).toBe(0);
    });

    it('is not usable on a conjuration whose life value is not 1', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: hope,
          battlefield: [{ stub: 'fox-spirit', upgrades: ['ice-buff'] }],
          archives: ['fox-spirit'],
          dice: ['time:basic'],
        },
        p2: { phoenixborn: coal },
      });
      s.send({ type: 'cardClicked', uuid: s.pb('p1').uuid }, 'p1', true);
      expect(s.lastError).toBeDefined();
      expect(s.pb('p1').tokens.exhaustion).toBe(0);
    });
  });

  describe('Fox Spirit — Keen 1 and Pounce 2', () => {
    it('Keen 1: may raise 1 die of its player one level as it comes into play', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: hope,
          spellboard: ['summon-fox-spirit'],
          dice: ['illusion:class', 'time:basic'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('summon-fox-spirit');
      expect(s.prompt().title).toBe(
        'Fox Spirit, Keen 1: you may raise 1 die in your active pool one level',
      );
      s.die('time:basic');
      expect(s.dice('p1', 'active').map((d) => `${d.magic}:${d.level}`)).toEqual(['time:class']);
    });

    it('Keen 1 may be skipped', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: hope,
          spellboard: ['summon-fox-spirit'],
          dice: ['illusion:class', 'time:basic'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('summon-fox-spirit').button('Skip');
      expect(s.dice('p1', 'active').map((d) => `${d.magic}:${d.level}`)).toEqual(['time:basic']);
      expect(s.cards('p1', 'fox-spirit', 'battlefield')).toHaveLength(1);
    });

    it('Pounce 2: +2 attack for the turn when attacking an exhausted unit', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: hope, battlefield: ['fox-spirit'] },
        p2: { phoenixborn: coal, battlefield: [{ stub: 'hammer-knight', exhaustion: 1 }] },
      });
      s.button('Attack a unit').click('hammer-knight').click('fox-spirit');
      if (s.offers('Done')) s.button('Done');
      const fox = s.unit('p1', 'fox-spirit')!;
      expect(fox.effects).toContainEqual(
        expect.objectContaining({ kind: 'value', stat: 'attack', amount: 2 }),
      );
    });

    it('Pounce 2 does nothing against an unexhausted unit or a Phoenixborn', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: hope, battlefield: ['fox-spirit'] },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });
      s.button('Attack a unit').click('hammer-knight').click('fox-spirit');
      if (s.offers('Done')) s.button('Done');
      expect(s.unit('p1', 'fox-spirit')!.effects).toEqual([]);
      const t = scenario(catalogue, {
        p1: { phoenixborn: hope, battlefield: ['fox-spirit'] },
        p2: { phoenixborn: coal },
      });
      t.button('Attack Phoenixborn').click('fox-spirit').button('Done');
      expect(t.unit('p1', 'fox-spirit')!.effects).toEqual([]);
    });
  });
  describe('Realm Walker — Isolate 1', () => {
    it('when declared as an attacker, the chosen opponent exhausts an unexhausted unit of their choice', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: hope, battlefield: ['realm-walker'] },
        p2: {
          phoenixborn: coal,
          battlefield: ['hammer-knight', { stub: 'iron-worker', exhaustion: 1 }, 'anchornaut'],
        },
      });
      s.button('Attack Phoenixborn').click('realm-walker').button('Done');
      expect(s.prompt()).toMatchObject({
        player: 'p1',
        title: 'Realm Walker, Isolate 1: choose an opponent',
      });
      expect(s.offers('Me')).toBe(false);
      s.button('bob');
      expect(s.prompt()).toMatchObject({
        player: 'p2',
        title:
          'Realm Walker, Isolate 1: place 1 exhaustion token on an unexhausted unit you control',
      });
      expect(s.offers('iron-worker')).toBe(false);
      s.click('anchornaut', 'p2');
      expect(s.unit('p2', 'anchornaut')!.tokens.exhaustion).toBe(1);
      expect(s.unit('p2', 'hammer-knight')!.tokens.exhaustion).toBe(0);
    });
  });

  describe('Summon Wishing Wing and Wishing Wing', () => {
    it('places a Wishing Wing; Opportunist 1 gives it a status token with a time power die active', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: hope,
          spellboard: ['summon-wishing-wing'],
          dice: ['time:class', 'time:power'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('summon-wishing-wing');
      if (s.offers('time:class')) s.die('time:class').button('Done');
      const wing = s.unit('p1', 'wishing-wing')!;
      expect(wing.tokens.status).toBe(1);
    });

    it('Opportunist 1 does nothing without a time power die active', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: hope, spellboard: ['summon-wishing-wing'], dice: ['time:class'] },
        p2: { phoenixborn: coal },
      });
      s.click('summon-wishing-wing');
      expect(s.unit('p1', 'wishing-wing')!.tokens.status).toBe(0);
    });

    it('Focus 2 places 1 status token on the new Wishing Wing', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: hope,
          spellboard: ['summon-wishing-wing', 'summon-wishing-wing', 'summon-wishing-wing'],
          dice: ['time:class'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('summon-wishing-wing');
      expect(s.unit('p1', 'wishing-wing')!.tokens.status).toBe(1);
    });

    it('its attack is its status tokens; Bequest X draws up to X cards when destroyed', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: hope,
          battlefield: [{ stub: 'wishing-wing', status: 2 }],
          deck: ['iron-worker', 'anchornaut', 'rapture'],
        },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'], hand: ['fear'] },
      });
      const wing = s.unit('p1', 'wishing-wing')!;
      expect(
        s.view('p1').players['alice']!.cardPiles.cardsInPlay.find((c) => c.uuid === wing.uuid)
          ?.attack,
      ).toBe(2);
      s.button('Attack a unit').click('hammer-knight').click('wishing-wing');
      for (let i = 0; i < 6 && !s.prompt().title.startsWith('Wishing Wing'); i++) {
        const { buttons } = s.prompt();
        const answer = ['No guard', 'Done', 'Counter', 'Ok'].find((b) => buttons.includes(b));
        if (!answer) break;
        s.button(answer);
      }
      expect(s.prompt().title).toBe('Wishing Wing, Bequest: you may draw up to X cards');
      expect(s.prompt().buttons).toEqual(['Draw none', 'Draw 1', 'Draw 2']);
      s.button('Draw 2');
      expect(s.zoneStubs('p1', 'hand')).toEqual(['iron-worker', 'anchornaut']);
    });
  });
});
