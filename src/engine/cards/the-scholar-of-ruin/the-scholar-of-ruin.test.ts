import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { scenario } from '../../testing/scenario';
import type { Scenario, ScenarioSetup } from '../../testing/scenario';
import { passUntil, toEndOfRound as endOfRound } from '../../testing/round-steps';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const rowan = 'rowan-umberend';
// The Phoenixborn of tests not about Rowan: no Conscript prompt in the way.
const aradel = 'aradel-summergaard';
const coal = 'coal-roarkwin';

const toEndOfRound = (setup: ScenarioSetup): Scenario => endOfRound(catalogue, setup);

describe('The Scholar of Ruin cards', () => {
  describe('Rapture', () => {
    it('destroys an unexhausted ally you control to deal 1 damage to all units opponents control', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: aradel,
          hand: ['rapture'],
          battlefield: ['iron-worker', { stub: 'anchornaut', exhaustion: 1 }],
          dice: ['ceremonial:class'],
        },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight', 'iron-worker'] },
      });
      s.click('rapture');
      expect(s.prompt().title).toBe('Rapture: destroy an unexhausted ally you control');
      expect(s.offers('anchornaut')).toBe(false);
      s.click('iron-worker');
      expect(s.zoneStubs('p1', 'discard')).toEqual(['rapture', 'iron-worker']);
      expect(s.unit('p1', 'anchornaut')!.tokens.damage).toBe(0);
      expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(1);
      expect(s.unit('p2', 'iron-worker')!.tokens.damage).toBe(1);
    });

    it('cannot be played without an unexhausted ally you control', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: aradel,
          hand: ['rapture'],
          battlefield: [{ stub: 'anchornaut', exhaustion: 1 }],
          dice: ['ceremonial:class'],
        },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });
      expect(s.offers('rapture')).toBe(false);
    });
  });

  describe('Chant of Erosion and Eroding', () => {
    const board = (status: number) =>
      scenario(catalogue, {
        p1: {
          phoenixborn: aradel,
          hand: ['rapture'],
          spellboard: [{ stub: 'chant-of-erosion', status }],
          battlefield: ['iron-worker'],
          dice: ['ceremonial:class'],
        },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });

    it('an ally you control destroyed places 1 status token on it when it has none', () => {
      const s = board(0);
      s.click('rapture').click('iron-worker');
      expect(s.cards('p1', 'chant-of-erosion', 'spellboard')[0]!.tokens.status).toBe(1);
    });

    it('places no token when it already has one', () => {
      const s = board(1);
      s.click('rapture').click('iron-worker');
      expect(s.cards('p1', 'chant-of-erosion', 'spellboard')[0]!.tokens.status).toBe(1);
    });

    it('removes its status token to attach an Eroding to a target unit: -1 attack, -1 recover', () => {
      const s = board(1);
      s.click('chant-of-erosion');
      expect(s.prompt().title).toBe('Chant of Erosion: attach an Eroding to a target unit');
      s.click('hammer-knight');
      const knight = s.unit('p2', 'hammer-knight')!;
      expect(knight.upgrades.map((u) => s.state.cards[u]!.stub)).toEqual(['eroding']);
      expect(s.cards('p1', 'chant-of-erosion', 'spellboard')[0]!.tokens.status).toBe(0);
      const view = s.view('p1').players.bob!.cardPiles.cardsInPlay[0]!;
      expect([view.attack, view.recover]).toEqual([2, 1]);
    });

    it('cannot be used without a status token', () => {
      const s = board(0);
      expect(s.offers('chant-of-erosion')).toBe(false);
    });

    it('Eroding: at the end of the round, deals 1 damage to the attached unit and is discarded', () => {
      const s = toEndOfRound({
        p1: { phoenixborn: aradel, spellboard: ['chant-of-erosion'] },
        p2: { phoenixborn: coal, battlefield: [{ stub: 'hammer-knight', upgrades: ['eroding'] }] },
      });
      const knight = s.unit('p2', 'hammer-knight')!;
      expect(knight.tokens.damage).toBe(1);
      expect(knight.upgrades).toHaveLength(0);
      expect(s.logLines().join('\n')).toMatch(/Eroding is discarded/);
    });
  });

  describe('Chant of Hostility', () => {
    it('side: removes its status token to add 1 to the attack of a target unit you control this turn', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: aradel,
          spellboard: [{ stub: 'chant-of-hostility', status: 1 }],
          battlefield: ['iron-worker'],
        },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });
      s.click('chant-of-hostility');
      expect(s.prompt().title).toMatch(/^Chant of Hostility/);
      expect(s.offers('hammer-knight')).toBe(false);
      s.click('iron-worker');
      expect(s.view('p1').players.alice!.cardPiles.cardsInPlay[0]!.attack).toBe(3);
      expect(s.state.turn?.sideActions).toBe(0);
      expect(s.cards('p1', 'chant-of-hostility', 'spellboard')[0]!.tokens.status).toBe(0);
    });

    it('gains its token when an ally you control is destroyed and cannot be used without one', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: aradel,
          hand: ['rapture'],
          spellboard: ['chant-of-hostility'],
          battlefield: ['iron-worker', 'anchornaut'],
          dice: ['ceremonial:class'],
        },
        p2: { phoenixborn: coal },
      });
      expect(s.offers('chant-of-hostility')).toBe(false);
      s.click('rapture').click('anchornaut');
      expect(s.cards('p1', 'chant-of-hostility', 'spellboard')[0]!.tokens.status).toBe(1);
    });
  });

  describe('Crypt Guardian — Unit Guard, Shackle 1', () => {
    it('Unit Guard: may guard another unit that is being attacked', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: coal, battlefield: ['hammer-knight'] },
        p2: { phoenixborn: aradel, battlefield: ['crypt-guardian', 'iron-worker'] },
      });
      s.button('Attack a unit').click('iron-worker').click('hammer-knight');
      expect(s.prompt().player).toBe('p2');
      expect(s.offers('crypt-guardian')).toBe(true);
      s.click('crypt-guardian');
      expect(s.unit('p2', 'iron-worker')!.tokens.damage).toBe(0);
    });

    it('Shackle 1: at the end of the round, may exhaust a target unexhausted unit', () => {
      const s = toEndOfRound({
        p1: { phoenixborn: aradel, battlefield: ['crypt-guardian'] },
        p2: {
          phoenixborn: coal,
          battlefield: ['hammer-knight', { stub: 'iron-worker', exhaustion: 2 }],
        },
      });
      expect(s.prompt().title).toBe(
        'Crypt Guardian, Shackle 1: you may exhaust a target unexhausted unit',
      );
      expect(s.offers('iron-worker')).toBe(false);
      s.click('hammer-knight');
      expect(s.unit('p2', 'hammer-knight')!.tokens.exhaustion).toBe(1);
    });

    it('Shackle 1 does nothing at the end of the round while it is exhausted', () => {
      const s = toEndOfRound({
        p1: { phoenixborn: aradel, battlefield: [{ stub: 'crypt-guardian', exhaustion: 2 }] },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });
      expect(s.prompt().title).not.toMatch(/Shackle/);
      expect(s.unit('p2', 'hammer-knight')!.tokens.exhaustion).toBe(0);
    });

    it('Shackle 1: when destroyed by a spell, may exhaust a target unexhausted unit', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: aradel,
          hand: ['rapture'],
          battlefield: ['crypt-guardian'],
          dice: ['ceremonial:class'],
        },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });
      s.click('rapture').click('crypt-guardian');
      expect(s.prompt().title).toMatch(/^Crypt Guardian, Shackle 1/);
      s.click('hammer-knight');
      expect(s.unit('p2', 'hammer-knight')!.tokens.exhaustion).toBe(1);
    });

    it('Shackle 1 does not answer its destruction by an attack', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: coal, battlefield: ['hammer-knight', 'iron-worker'] },
        p2: { phoenixborn: aradel, battlefield: [{ stub: 'crypt-guardian', damage: 3 }] },
      });
      s.button('Attack a unit').click('crypt-guardian').click('hammer-knight');
      if (s.prompt().title.match(/guard/i)) s.button('No guard');
      if (s.offers('Counter')) s.button('Counter');
      expect(s.cards('p2', 'crypt-guardian', 'discard')).toHaveLength(1);
      expect(s.state.decision?.title ?? '').not.toMatch(/Shackle/);
    });
  });

  describe('Discovery and Red Raindrop', () => {
    it('attaches a Red Raindrop to your Phoenixborn, then shuffles itself into your draw pile', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: aradel,
          hand: ['discovery', 'anchornaut'],
          deck: ['iron-worker'],
          dice: ['time:basic'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('discovery').click('anchornaut').button('Done');
      const raindrops = s.pb('p1').upgrades.map((u) => s.state.cards[u]!.stub);
      expect(raindrops).toEqual(['red-raindrop']);
      expect(s.zoneStubs('p1', 'deck').sort()).toEqual(['discovery', 'iron-worker']);
      expect(s.zoneStubs('p1', 'discard')).toEqual(['anchornaut']);
      expect(s.logLines().join('\n')).toMatch(/shuffles Discovery into their draw pile/);
    });

    function raindrops(count: number): Scenario {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: aradel,
          hand: ['discovery', 'discovery', 'discovery', 'anchornaut', 'anchornaut', 'anchornaut'],
          dice: ['time:basic', 'time:basic', 'time:basic'],
          archives: ['red-raindrop', 'red-raindrop', 'red-raindrop', 'reborn-chimera'],
        },
        p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
      });
      for (let i = 0; i < count; i++) {
        s.click('discovery').click('anchornaut').button('Done');
        s.button('End Turn').button('Pass').button('End Turn');
      }
      return passUntil(s, /^Red Raindrop/);
    }

    it('at the end of the round, may deal 1 damage to a target unit', () => {
      const s = raindrops(1);
      expect(s.prompt().title).toBe('Red Raindrop: you may deal 1 damage to a target unit');
      s.click('iron-worker');
      expect(s.unit('p2', 'iron-worker')!.tokens.damage).toBe(1);
      expect(s.unit('p1', 'reborn-chimera')).toBeUndefined();
    });
    it('with 3 Red Raindrops attached, places a Reborn Chimera onto your battlefield', () => {
      const s = raindrops(3);
      s.button('Skip');
      passUntil(s, /^Red Raindrop/).button('Skip');
      passUntil(s, /^Red Raindrop/).button('Skip');
      expect(s.cards('p1', 'reborn-chimera', 'battlefield')).toHaveLength(1);
      expect(s.pb('p1').upgrades).toHaveLength(3);
    });
  });

  describe('Reborn Chimera — Overkill 3', () => {
    it('destroying a unit by attacking deals 3 damage to that opponent’s Phoenixborn', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: aradel, battlefield: ['reborn-chimera'] },
        p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
      });
      s.button('Attack a unit').click('iron-worker').click('reborn-chimera');
      if (s.prompt().title.match(/guard/i)) s.button('No guard');
      if (s.offers('Counter')) s.button('Counter');
      expect(s.cards('p2', 'iron-worker', 'discard')).toHaveLength(1);
      expect(s.pb('p2').tokens.damage).toBe(3);
    });
  });

  describe("Era's End", () => {
    it('resolves the end-of-round effects of unexhausted cards in play, in the order its player picks', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: aradel,
          hand: ['eras-end'],
          battlefield: ['ruin-dweller', { stub: 'crypt-guardian', exhaustion: 1 }],
          dice: ['time:class'],
        },
        p2: {
          phoenixborn: coal,
          battlefield: [{ stub: 'hammer-knight', upgrades: ['eroding'] }],
        },
      });
      s.click('eras-end');
      expect(s.prompt().title).toBe("Era's End: choose the next end-of-round effect to resolve");
      expect(s.prompt().buttons).toEqual(['Ruin Dweller: Blight 1', 'Eroding: Eroding']);
      s.button('Eroding: Eroding');
      expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(1);
      expect(s.unit('p2', 'hammer-knight')!.upgrades).toHaveLength(0);
      expect(s.prompt().title).toMatch(/^Ruin Dweller, Blight 1/);
      s.click(coal);
      expect(s.pb('p2').tokens.damage).toBe(1);
      expect(s.prompt().title).toBe('Choose an action');
      expect(s.unit('p2', 'hammer-knight')!.tokens.exhaustion).toBe(0);
      expect(s.state.round).toBe(1);
    });
  });

  describe('Rowan Umberend — Conscript, Exhume', () => {
    const board = (battlefield: string[], deck: string[] = []) =>
      scenario(catalogue, {
        p1: {
          phoenixborn: rowan,
          hand: ['rapture', 'rapture'],
          battlefield,
          deck,
          dice: ['ceremonial:class', 'ceremonial:class', 'time:basic'],
        },
        p2: { phoenixborn: coal },
      });

    it('Conscript: after an ally you control is destroyed, may place it face down under Rowan', () => {
      const s = board(['iron-worker', 'anchornaut']);
      s.click('rapture').click('iron-worker');
      expect(s.prompt().title).toBe('Use Conscript of Rowan Umberend?');
      s.button('Yes');
      const worker = s.cards('p1', 'iron-worker')[0]!;
      expect(worker.zone).toBe('underneath');
      expect(worker.host).toBe(s.pb('p1').uuid);
      expect(s.zoneStubs('p1', 'discard')).toEqual(['rapture']);
      // Face down underneath: hidden from everyone, its owner included.
      expect(s.view('p1').players.alice!.phoenixborn.childCards?.[0]?.facedown).toBe(true);
      expect(s.view('p2').players.alice!.phoenixborn.childCards?.[0]?.facedown).toBe(true);
      expect(JSON.stringify(s.view('p2').players.alice!.phoenixborn)).not.toMatch(/Iron Worker/);
    });

    it('Conscript discards any other ally underneath; declining leaves the ally in the discard pile', () => {
      const s = board(['iron-worker', 'anchornaut', 'ritualist']);
      s.click('rapture').click('iron-worker').button('Yes');
      s.button('End Turn').button('Pass').button('End Turn');
      s.click('rapture').click('anchornaut').button('Yes');
      expect(s.cards('p1', 'anchornaut')[0]!.zone).toBe('underneath');
      expect(s.cards('p1', 'iron-worker')[0]!.zone).toBe('discard');
      const declined = board(['iron-worker']);
      declined.click('rapture').click('iron-worker').button('No');
      expect(declined.cards('p1', 'iron-worker')[0]!.zone).toBe('discard');
    });

    it('Exhume: places the ally underneath onto the battlefield (it comes into play), then destroys it', () => {
      const s = board(['knowledge-seeker'], ['iron-worker', 'anchornaut', 'excavate']);
      s.click('rapture').click('knowledge-seeker');
      while (/^Use /.test(s.prompt().title))
        s.button(s.prompt().title === 'Use Conscript of Rowan Umberend?' ? 'Yes' : 'No');
      s.button('End Turn').button('Pass').button('End Turn');
      expect(s.offers(rowan)).toBe(true);
      s.click(rowan).die('time:basic');
      if (s.prompt().title.startsWith('Pay for ')) s.button('Done');
      // Seek 3 resolves before the "and then destroy".
      expect(s.prompt().title).toMatch(/^Knowledge Seeker, Seek 3/);
      s.button('Skip');
      s.button('Iron Worker').button('Anchornaut');
      expect(s.pb('p1').tokens.exhaustion).toBe(1);
      expect(s.cards('p1', 'knowledge-seeker', 'battlefield')).toHaveLength(0);
      expect(s.logLines().join('\n')).toMatch(
        /Knowledge Seeker is destroyed[\s\S]*Knowledge Seeker is destroyed/,
      );
    });

    it('Exhume is not offered with no ally underneath', () => {
      const s = board(['iron-worker']);
      expect(s.offers(rowan)).toBe(false);
    });
  });
});
