import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { scenario } from '../../testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const rimea = 'rimea-careworn';
const coal = 'coal-roarkwin';

describe('The Ghost Guardian cards', () => {
  describe('Rimea Careworn — Visions', () => {
    it('draws 2 cards, then shows its player alone 2 different random cards of the opponent’s hand', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: rimea, deck: ['fear', 'cover', 'seal'] },
        p2: { phoenixborn: coal, hand: ['anchornaut', 'iron-worker', 'hammer-knight'] },
      });
      s.click(rimea);
      expect(s.zoneStubs('p1', 'hand')).toEqual(['fear', 'cover']);
      expect(s.prompt().title).toMatch(/^Visions/);
      s.button('bob');
      const prompt = s.prompt();
      expect(prompt.player).toBe('p1');
      const shown = s.state.decision?.shows ?? [];
      expect(shown).toHaveLength(2);
      expect(new Set(shown).size).toBe(2);
      for (const card of shown) expect(s.state.players.p2.hand).toContain(card);
      const names = shown.map((card) => catalogue[s.state.cards[card]!.stub]!.name);
      expect(prompt.title).toBe(`Visions: you see ${names.join(', ')}`);
      expect(s.logLines().join('\n')).not.toMatch(/Anchornaut|Iron Worker|Hammer Knight/);
      expect(s.pb('p1').tokens.exhaustion).toBe(1);
    });
  });

  describe('Ancestral Army — Invoke Ancestors', () => {
    it('places 2 Ancestor Spirits when it comes into play', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: rimea,
          hand: ['ancestral-army'],
          dice: ['sympathy:basic', 'sympathy:basic', 'illusion:basic'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('ancestral-army');
      expect(s.cards('p1', 'ancestral-army', 'battlefield')).toHaveLength(1);
      expect(s.cards('p1', 'ancestor-spirit', 'battlefield')).toHaveLength(2);
    });
  });

  describe('Summon Ancestor Spirit and Ancestor Spirit — Guidance', () => {
    const board = () =>
      scenario(catalogue, {
        p1: {
          phoenixborn: rimea,
          spellboard: ['summon-ancestor-spirit'],
          hand: ['cover'],
          deck: ['fear', 'seal'],
          dice: ['sympathy:power'],
        },
        p2: { phoenixborn: coal },
      });

    it('places an Ancestor Spirit; drawing 1 card, a card of the hand goes to the bottom of the draw pile', () => {
      const s = board();
      s.click('summon-ancestor-spirit');
      expect(s.cards('p1', 'ancestor-spirit', 'battlefield')).toHaveLength(1);
      expect(s.prompt().title).toMatch(/^Ancestor Spirit, Guidance: draw/);
      s.button('Draw');
      expect(s.prompt().title).toMatch(/^Ancestor Spirit, Guidance: choose a card/);
      s.click('cover');
      expect(s.zoneStubs('p1', 'hand')).toEqual(['fear']);
      expect(s.zoneStubs('p1', 'deck')).toEqual(['seal', 'cover']);
      expect(s.logLines().join('\n')).not.toMatch(/Cover/);
    });

    it('not drawing places nothing', () => {
      const s = board();
      s.click('summon-ancestor-spirit').button("Don't draw");
      expect(s.zoneStubs('p1', 'hand')).toEqual(['cover']);
      expect(s.zoneStubs('p1', 'deck')).toEqual(['fear', 'seal']);
    });

    it('cannot be used without a sympathy power die', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: rimea,
          spellboard: ['summon-ancestor-spirit'],
          dice: ['sympathy:class'],
        },
        p2: { phoenixborn: coal },
      });
      const spell = s.cards('p1', 'summon-ancestor-spirit', 'spellboard')[0]!.uuid;
      s.send({ type: 'cardClicked', uuid: spell }, 'p1', true);
      expect(s.cards('p1', 'ancestor-spirit', 'battlefield')).toHaveLength(0);
    });
  });

  describe('Dark Presence', () => {
    it('a unit you control gains Terrifying 1 this turn: units with attack 1 or less cannot block it', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: rimea, spellboard: ['dark-presence'], battlefield: ['iron-worker'] },
        p2: { phoenixborn: coal, battlefield: ['mist-spirit'] },
      });
      s.click('dark-presence');
      expect(s.prompt().title).toMatch(/^Dark Presence/);
      expect(s.offers('mist-spirit')).toBe(false);
      s.click('iron-worker');
      s.button('Attack Phoenixborn').click('iron-worker').button('Done');
      expect(s.prompt().player).toBe('p2');
      expect(s.offers('mist-spirit')).toBe(false);
    });

    it('Focus 1: then a unit an opponent controls gets -1 attack this turn', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: rimea,
          spellboard: ['dark-presence', 'dark-presence'],
          battlefield: ['iron-worker'],
        },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });
      s.click('dark-presence').click('iron-worker').click('hammer-knight');
      expect(s.view('p1').players.bob!.cardPiles.cardsInPlay[0]?.attack).toBe(2);
    });
  });

  describe('Hollow — Hex 2', () => {
    const board = () =>
      scenario(catalogue, {
        p1: { phoenixborn: rimea, hand: ['hollow'], dice: ['illusion:power'] },
        p2: { phoenixborn: coal, dice: ['natural:power', 'charm:class', 'ceremonial:basic'] },
      });

    it('may lower 2 dice in a target opponent’s active pool one level', () => {
      const s = board();
      s.click('hollow');
      expect(s.prompt().title).toMatch(/^Hollow, Hex 2/);
      s.button('bob');
      expect(s.offers('ceremonial:basic')).toBe(false);
      s.die('natural:power').die('charm:class');
      expect(s.dice('p2', 'active').map((d) => `${d.magic}:${d.level}`)).toEqual([
        'natural:class',
        'charm:basic',
        'ceremonial:basic',
      ]);
    });

    it('may be skipped', () => {
      const s = board();
      s.click('hollow').button('Skip');
      expect(s.dice('p2', 'active').map((d) => d.level)).toEqual(['power', 'class', 'basic']);
    });
  });

  describe('Battle Seer', () => {
    it('Quick Strike: attacking, it destroys its target before the counter', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: coal, battlefield: ['battle-seer'] },
        p2: { phoenixborn: rimea, battlefield: ['iron-worker'], guarded: true },
      });
      s.button('Attack a unit').click('iron-worker').click('battle-seer');
      if (s.prompt().buttons.includes('Counter')) s.button('Counter', 'p2');
      expect(s.unit('p2', 'iron-worker')).toBeUndefined();
      expect(s.unit('p1', 'battle-seer')!.tokens.damage).toBe(0);
    });

    it('Alert: countering does not exhaust it', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: coal, battlefield: ['iron-worker'] },
        p2: { phoenixborn: rimea, battlefield: ['battle-seer'], guarded: true },
      });
      s.button('Attack a unit').click('battle-seer').click('iron-worker');
      if (s.prompt().buttons.includes('Counter')) s.button('Counter', 'p2');
      expect(s.unit('p2', 'battle-seer')!.tokens.exhaustion).toBe(0);
      expect(s.unit('p1', 'iron-worker')).toBeUndefined();
    });
  });

  describe('Memorialize', () => {
    it('after an ally you control is destroyed, gets 1 status token if it has none', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: coal, battlefield: ['blood-archer'] },
        p2: {
          phoenixborn: rimea,
          battlefield: ['iron-worker', 'anchornaut'],
          spellboard: ['memorialize'],
          guarded: true,
        },
      });
      s.button('Attack a unit').click('iron-worker').click('blood-archer');
      if (s.prompt().buttons.includes('Counter')) s.button('Counter', 'p2');
      expect(s.unit('p2', 'iron-worker')).toBeUndefined();
      expect(s.cards('p2', 'memorialize', 'spellboard')[0]!.tokens.status).toBe(1);
    });

    it('does not get a second token', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: coal, battlefield: ['blood-archer'] },
        p2: {
          phoenixborn: rimea,
          battlefield: ['iron-worker'],
          spellboard: [{ stub: 'memorialize', status: 1 }],
          guarded: true,
        },
      });
      s.button('Attack a unit').click('iron-worker').click('blood-archer');
      if (s.prompt().buttons.includes('Counter')) s.button('Counter', 'p2');
      expect(s.unit('p2', 'iron-worker')).toBeUndefined();
      expect(s.cards('p2', 'memorialize', 'spellboard')[0]!.tokens.status).toBe(1);
    });

    it('removes its status token to place a spell of the discard pile on the bottom of the draw pile', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: rimea,
          spellboard: [{ stub: 'memorialize', status: 1 }],
          discard: ['iron-worker', 'cover'],
          deck: ['fear'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('memorialize');
      expect(s.prompt().title).toMatch(/^Memorialize/);
      expect(s.offers('iron-worker')).toBe(false);
      s.click('cover');
      expect(s.zoneStubs('p1', 'deck')).toEqual(['fear', 'cover']);
      expect(s.zoneStubs('p1', 'discard')).toEqual(['iron-worker']);
      expect(s.cards('p1', 'memorialize', 'spellboard')[0]!.tokens.status).toBe(0);
    });

    it('cannot be used without a status token', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: rimea, spellboard: ['memorialize'], discard: ['cover'] },
        p2: { phoenixborn: coal },
      });
      const spell = s.cards('p1', 'memorialize', 'spellboard')[0]!.uuid;
      s.send({ type: 'cardClicked', uuid: spell }, 'p1', true);
      expect(s.zoneStubs('p1', 'discard')).toEqual(['cover']);
    });
  });

  describe('Augury', () => {
    it('comes into play with 3 status tokens', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: rimea, hand: ['augury'], dice: ['sympathy:class', 'natural:basic'] },
        p2: { phoenixborn: coal },
      });
      s.click('augury');
      expect(s.cards('p1', 'augury', 'spellboard')[0]!.tokens.status).toBe(3);
    });

    it('reveals a card with a magic play cost of X into the hand, removes a token and shuffles', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: rimea,
          spellboard: [{ stub: 'augury', status: 3 }],
          deck: ['iron-worker', 'hammer-knight', 'anchornaut'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('augury');
      expect(s.prompt().title).toMatch(
        /^Augury: you may reveal a card with a magic play cost of 3/,
      );
      expect(s.prompt().buttons).toEqual(['Hammer Knight', 'Skip']);
      expect(s.state.decision?.player).toBe('p1');
      s.button('Hammer Knight');
      expect(s.zoneStubs('p1', 'hand')).toEqual(['hammer-knight']);
      expect(s.cards('p1', 'augury', 'spellboard')[0]!.tokens.status).toBe(2);
      expect([...s.zoneStubs('p1', 'deck')].sort()).toEqual(['anchornaut', 'iron-worker']);
      expect(s.logLines().join('\n')).toMatch(/shuffles their draw pile/);
    });

    it('skipping keeps every token', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: rimea,
          spellboard: [{ stub: 'augury', status: 2 }],
          deck: ['iron-worker'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('augury').button('Skip');
      expect(s.zoneStubs('p1', 'hand')).toEqual([]);
      expect(s.cards('p1', 'augury', 'spellboard')[0]!.tokens.status).toBe(2);
    });
  });

  describe('Shared Sorrow', () => {
    it('discards a card of cost X from the hand, takes another of cost X from the discard pile, deals X damage', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: rimea,
          hand: ['shared-sorrow', 'iron-worker'],
          discard: ['hammer-knight', 'frost-fang'],
          dice: ['sympathy:class', 'natural:basic'],
        },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });
      s.click('shared-sorrow');
      expect(s.prompt().title).toMatch(/^Shared Sorrow: discard/);
      s.click('iron-worker');
      expect(s.prompt().title).toMatch(/^Shared Sorrow: choose another card/);
      expect(s.offers('hammer-knight')).toBe(false);
      expect(s.offers('iron-worker')).toBe(false);
      s.click('frost-fang');
      expect(s.zoneStubs('p1', 'hand')).toEqual(['frost-fang']);
      s.click('hammer-knight');
      expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(2);
      expect([...s.zoneStubs('p1', 'discard')].sort()).toEqual([
        'hammer-knight',
        'iron-worker',
        'shared-sorrow',
      ]);
    });

    it('cannot be played without a card of magic play cost 1 or more in the hand', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: rimea,
          hand: ['shared-sorrow'],
          dice: ['sympathy:class', 'natural:basic'],
        },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });
      s.send({ type: 'cardClicked', uuid: s.state.players.p1.hand[0]! }, 'p1', true);
      expect(s.zoneStubs('p1', 'hand')).toEqual(['shared-sorrow']);
    });
  });
});
