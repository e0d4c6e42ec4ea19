import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { scenario } from '../../testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const james = 'james-endersight';
const coal = 'coal-roarkwin';

describe('The Grave King cards', () => {
  describe('James Endersight — Convene With Souls', () => {
    it('reveals an ally from the draw pile into the hand, wounds James by its life and shuffles', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: james, deck: ['revival-pact', 'grave-knight', 'vengeance'] },
        p2: { phoenixborn: coal },
      });
      s.click(james);
      expect(s.prompt().title).toBe(
        'James Endersight, Convene With Souls: choose an ally in your draw pile',
      );
      // Only allies are offered; the spells of the pile are not.
      expect(s.offers('grave-knight')).toBe(true);
      expect(s.offers('revival-pact')).toBe(false);
      // Searching shows the pile to its owner only.
      expect(s.view('p1').players.alice!.cardPiles.deck).toHaveLength(3);
      expect(s.view('p2').players.alice!.cardPiles.deck).toBeUndefined();
      s.click('grave-knight');
      expect(s.zoneStubs('p1', 'hand')).toEqual(['grave-knight']);
      expect(s.pb('p1').tokens.damage).toBe(3);
      expect(s.pb('p1').tokens.exhaustion).toBe(1);
      expect(s.zoneStubs('p1', 'deck').sort()).toEqual(['revival-pact', 'vengeance']);
      expect(s.logLines()).toContain('alice reveals Grave Knight and places it into their hand');
      expect(s.logLines()).toContain('alice shuffles their draw pile');
    });

    it('may find nothing: no card, no wounds', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: james, deck: ['grave-knight'] },
        p2: { phoenixborn: coal },
      });
      s.click(james).button('Skip');
      expect(s.zoneStubs('p1', 'hand')).toEqual([]);
      expect(s.pb('p1').tokens.damage).toBe(0);
    });

    it('cannot be used while exhausted', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: james, deck: ['grave-knight'], pbExhaustion: 1 },
        p2: { phoenixborn: coal },
      });
      s.send({ type: 'cardClicked', uuid: s.pb('p1').uuid }, 'p1', true);
      expect(s.zoneStubs('p1', 'hand')).toEqual([]);
      expect(s.pb('p1').tokens.damage).toBe(0);
    });
  });

  describe('Vengeance', () => {
    it('X basic dice: destroys X of your units, then X units you control get +1 attack', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: james,
          hand: ['vengeance'],
          battlefield: ['anchornaut', 'iron-worker', 'hammer-knight', 'grave-knight'],
          dice: ['divine:basic', 'ceremonial:basic'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('vengeance');
      // X is at most the dice that can pay it.
      expect(s.prompt().buttons).toEqual(['X = 0', 'X = 1', 'X = 2', 'Cancel']);
      s.button('X = 2');
      s.click('anchornaut').click('iron-worker').button('Done');
      expect(s.unit('p1', 'anchornaut')).toBeUndefined();
      expect(s.unit('p1', 'iron-worker')).toBeUndefined();
      expect(s.dice('p1', 'active')).toHaveLength(0);
      s.click('hammer-knight').click('grave-knight').button('Done');
      expect(s.view('p1').players.alice!.cardPiles.cardsInPlay.map((c) => c.attack)).toEqual([
        4, 5,
      ]);
    });

    it('X = 0 destroys nothing and adds nothing', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: james, hand: ['vengeance'], battlefield: ['anchornaut'] },
        p2: { phoenixborn: coal },
      });
      s.click('vengeance').button('X = 0');
      expect(s.unit('p1', 'anchornaut')).toBeDefined();
      expect(s.zoneStubs('p1', 'discard')).toEqual(['vengeance']);
      expect(s.unit('p1', 'anchornaut')!.effects).toEqual([]);
    });
  });

  describe('Summon Fallen', () => {
    it('gains a status token when an ally you control is destroyed, up to 3', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: james,
          spellboard: [{ stub: 'summon-fallen', status: 2 }, 'chant-of-sacrifice'],
          battlefield: ['anchornaut', 'iron-worker'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('chant-of-sacrifice').click('anchornaut');
      expect(s.cards('p1', 'summon-fallen', 'spellboard')[0]!.tokens.status).toBe(3);
    });

    it('does not go past 3 status tokens, nor count conjurations or opposing allies', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: james,
          spellboard: [{ stub: 'summon-fallen', status: 3 }, 'chant-of-sacrifice'],
          battlefield: ['anchornaut'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('chant-of-sacrifice').click('anchornaut');
      expect(s.cards('p1', 'summon-fallen', 'spellboard')[0]!.tokens.status).toBe(3);

      const t = scenario(catalogue, {
        p1: {
          phoenixborn: james,
          spellboard: ['summon-fallen', 'chant-of-sacrifice'],
          battlefield: ['fallen'],
        },
        p2: { phoenixborn: coal },
      });
      t.click('chant-of-sacrifice').click('fallen');
      expect(t.cards('p1', 'summon-fallen', 'spellboard')[0]!.tokens.status).toBe(0);
    });

    it('removes up to 3 status tokens to place as many Fallen', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: james,
          spellboard: [{ stub: 'summon-fallen', status: 3 }],
          dice: ['ceremonial:power', 'ceremonial:class'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('summon-fallen');
      expect(s.prompt().buttons).toEqual(['0', '1', '2', '3']);
      s.button('2');
      expect(s.cards('p1', 'fallen', 'battlefield')).toHaveLength(2);
      const spell = s.cards('p1', 'summon-fallen', 'spellboard')[0]!;
      expect(spell.tokens.status).toBe(1);
      expect(spell.tokens.exhaustion).toBe(1);
    });

    it('cannot be used without status tokens', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: james,
          spellboard: ['summon-fallen'],
          dice: ['ceremonial:power', 'ceremonial:class'],
        },
        p2: { phoenixborn: coal },
      });
      s.send({ type: 'cardClicked', uuid: s.cards('p1', 'summon-fallen')[0]!.uuid }, 'p1', true);
      expect(s.cards('p1', 'fallen', 'battlefield')).toHaveLength(0);
      expect(s.dice('p1', 'active')).toHaveLength(2);
    });
  });

  describe('Chant of Sacrifice', () => {
    it('destroys a unit you control, not an opponent’s', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: james, spellboard: ['chant-of-sacrifice'], battlefield: ['anchornaut'] },
        p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
      });
      s.click('chant-of-sacrifice');
      expect(s.offers('iron-worker')).toBe(false);
      s.click('anchornaut');
      expect(s.unit('p1', 'anchornaut')).toBeUndefined();
      expect(s.unit('p2', 'iron-worker')).toBeDefined();
      expect(s.logLines()).toContain('Anchornaut is destroyed');
    });

    it('is not usable without a unit of yours', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: james, spellboard: ['chant-of-sacrifice'] },
        p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
      });
      s.send(
        { type: 'cardClicked', uuid: s.cards('p1', 'chant-of-sacrifice')[0]!.uuid },
        'p1',
        true,
      );
      expect(s.unit('p2', 'iron-worker')).toBeDefined();
    });
  });

  describe('Revival Pact', () => {
    it('shuffles up to 3 allies of your discard pile into your draw pile', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: james,
          hand: ['revival-pact'],
          discard: ['anchornaut', 'iron-worker', 'grave-knight', 'rising-horde', 'vengeance'],
          dice: ['divine:class'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('revival-pact');
      expect(s.offers('vengeance')).toBe(false);
      s.click('anchornaut').click('iron-worker').click('grave-knight');
      // A fourth is not offered.
      expect(s.offers('rising-horde')).toBe(false);
      s.button('Done');
      expect(s.zoneStubs('p1', 'deck').sort()).toEqual([
        'anchornaut',
        'grave-knight',
        'iron-worker',
      ]);
      expect(s.zoneStubs('p1', 'discard').sort()).toEqual([
        'revival-pact',
        'rising-horde',
        'vengeance',
      ]);
      expect(s.logLines()).toContain('alice shuffles Grave Knight into their draw pile');
    });
  });

  describe('Rising Horde', () => {
    it('Raise Fallen: when destroyed, places 2 Fallen', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: james,
          spellboard: ['chant-of-sacrifice'],
          battlefield: ['rising-horde'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('chant-of-sacrifice').click('rising-horde');
      expect(s.cards('p1', 'fallen', 'battlefield')).toHaveLength(2);
    });
  });

  describe('Immortal Commander', () => {
    it('Command 1: all your other units get +1 attack this turn', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: james, battlefield: ['immortal-commander', 'iron-worker', 'fallen'] },
        p2: { phoenixborn: coal, battlefield: ['anchornaut'] },
      });
      s.click('immortal-commander');
      const attacks = s.view('p1').players.alice!.cardPiles.cardsInPlay.map((c) => c.attack);
      expect(attacks).toEqual([0, 3, 2]);
      expect(s.view('p1').players.bob!.cardPiles.cardsInPlay[0]!.attack).toBe(0);
      s.button('Pass').button('End Turn');
      const after = s.view('p1').players.alice!.cardPiles.cardsInPlay.map((c) => c.attack);
      expect(after).toEqual([0, 2, 1]);
    });
  });

  describe('Reaping Angel', () => {
    it('Offer: reveals an ally of the draw pile into the discard pile, then removes one to heal', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: james,
          hand: ['reaping-angel'],
          deck: ['grave-knight', 'vengeance'],
          discard: ['anchornaut'],
          pbDamage: 2,
          dice: ['ceremonial:class', 'divine:class'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('reaping-angel');
      expect(s.prompt().title).toMatch(/^Reaping Angel, Offer/);
      expect(s.offers('vengeance')).toBe(false);
      s.click('grave-knight');
      expect(s.zoneStubs('p1', 'discard')).toContain('grave-knight');
      expect(s.logLines()).toContain(
        'alice reveals Grave Knight and places it into their discard pile',
      );
      s.click('grave-knight');
      s.click(james);
      expect(s.zoneStubs('p1', 'purged')).toEqual(['grave-knight']);
      expect(s.pb('p1').tokens.damage).toBe(1);
    });

    it('may do neither', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: james,
          hand: ['reaping-angel'],
          deck: ['grave-knight'],
          discard: ['anchornaut'],
          pbDamage: 2,
          dice: ['ceremonial:class', 'divine:class'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('reaping-angel').button('Skip').button('Skip');
      expect(s.zoneStubs('p1', 'deck')).toEqual(['grave-knight']);
      expect(s.zoneStubs('p1', 'purged')).toEqual([]);
      expect(s.pb('p1').tokens.damage).toBe(2);
    });
  });

  describe('Grave Knight', () => {
    it('Threatening: must be blocked while a unit can block it', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: james, battlefield: ['grave-knight'] },
        p2: {
          phoenixborn: coal,
          battlefield: ['iron-worker', { stub: 'anchornaut', exhaustion: 1 }],
        },
      });
      s.button('Attack Phoenixborn').click('grave-knight').button('Done');
      expect(s.prompt().player).toBe('p2');
      expect(s.offers('Done')).toBe(false);
      s.send(
        { type: 'menuButton', arg: 'done', uuid: s.state.decision!.id, method: 'choose' },
        'p2',
        true,
      );
      expect(s.lastError).toBe('That is not a legal choice');
      expect(s.state.attack!.battles[0]!.blocker).toBeNull();
    });

    it('Threatening: a unit able to block it may not block another attacker instead', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: james, battlefield: ['grave-knight', 'anchornaut'] },
        p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
      });
      s.button('Attack Phoenixborn').click('grave-knight').click('anchornaut').button('Done');
      s.click('iron-worker');
      if (s.prompt().title.match(/attacker to block/)) s.click('anchornaut');
      expect(s.state.attack!.battles.find((b) => b.blocker !== null)!.attacker).toBe(
        s.unit('p1', 'anchornaut')!.uuid,
      );
      expect(s.offers('Done')).toBe(false);
      // Taking the block back and blocking Grave Knight lets blocks be done.
      s.click('iron-worker').click('iron-worker');
      if (s.prompt().title.match(/attacker to block/)) s.click('grave-knight');
      expect(s.offers('Done')).toBe(true);
    });

    it('Threatening: blocks can be done once it is blocked, or when nothing can block it', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: james, battlefield: ['grave-knight'] },
        p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
      });
      s.button('Attack Phoenixborn').click('grave-knight').button('Done');
      s.click('iron-worker');
      expect(s.offers('Done')).toBe(true);
      s.button('Done');
      expect(s.unit('p2', 'iron-worker')).toBeUndefined();
      // Overkill 1: it destroyed the blocker by attacking.
      expect(s.pb('p2').tokens.damage).toBe(1);

      const t = scenario(catalogue, {
        p1: { phoenixborn: james, battlefield: ['grave-knight'] },
        p2: { phoenixborn: coal, battlefield: [{ stub: 'iron-worker', exhaustion: 1 }] },
      });
      t.button('Attack Phoenixborn').click('grave-knight').button('Done');
      if (t.prompt().player === 'p2') t.button('Done');
      expect(t.pb('p2').tokens.damage).toBe(4);
    });
  });

  describe('Rally the Troops', () => {
    it('returns exhausted allies you control to hand and heals that many wounds', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: james,
          hand: ['rally-the-troops'],
          battlefield: [
            { stub: 'iron-worker', exhaustion: 1 },
            { stub: 'anchornaut', exhaustion: 1 },
            'hammer-knight',
            { stub: 'fallen', exhaustion: 1 },
          ],
          pbDamage: 3,
          dice: ['divine:class'],
        },
        p2: { phoenixborn: coal, battlefield: [{ stub: 'blood-archer', exhaustion: 1 }] },
      });
      s.click('rally-the-troops');
      expect(s.offers('hammer-knight')).toBe(false);
      expect(s.offers('fallen')).toBe(false);
      expect(s.offers('blood-archer')).toBe(false);
      s.click('iron-worker').click('anchornaut').button('Done');
      expect(s.zoneStubs('p1', 'hand').sort()).toEqual(['anchornaut', 'iron-worker']);
      expect(s.pb('p1').tokens.damage).toBe(1);
    });
  });

  describe('Reclaim Soul', () => {
    it('destroys a unit you control to remove 2 wounds from your Phoenixborn', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: james,
          hand: ['reclaim-soul'],
          battlefield: ['anchornaut'],
          pbDamage: 3,
          dice: ['ceremonial:class'],
        },
        p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
      });
      s.click('reclaim-soul');
      expect(s.offers('iron-worker')).toBe(false);
      s.click('anchornaut');
      expect(s.unit('p1', 'anchornaut')).toBeUndefined();
      expect(s.pb('p1').tokens.damage).toBe(1);
    });

    it('cannot be played without a unit of yours', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: james, hand: ['reclaim-soul'], pbDamage: 3, dice: ['ceremonial:class'] },
        p2: { phoenixborn: coal },
      });
      s.send({ type: 'cardClicked', uuid: s.state.players.p1.hand[0]! }, 'p1', true);
      expect(s.zoneStubs('p1', 'hand')).toEqual(['reclaim-soul']);
    });
  });

  describe('Fallen', () => {
    it('Infectious: its attack damage is not prevented by Armored', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: james, battlefield: ['fallen'] },
        p2: {
          phoenixborn: coal,
          battlefield: [{ stub: 'hammer-knight', upgrades: ['root-armor'] }],
        },
      });
      s.button('Attack a unit').click('hammer-knight').click('fallen');
      if (s.prompt().title.match(/guard/i)) s.button('No guard');
      s.button("Don't counter");
      expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(1);
    });

    it('Infectious: damage to a guarding Phoenixborn opens no prevention window (Cover)', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: james, battlefield: ['fallen'] },
        p2: {
          phoenixborn: 'aradel-summergaard',
          hand: ['cover'],
          battlefield: ['anchornaut'],
          dice: ['natural:power'],
        },
      });
      s.button('Attack a unit').click('anchornaut').click('fallen').click('aradel-summergaard');
      expect(s.prompt().title).not.toMatch(/play a reaction/);
      expect(s.pb('p2').tokens.damage).toBe(1);
      expect(s.zoneStubs('p2', 'hand')).toEqual(['cover']);
    });

    it('Infectious: its counter damage is not prevented either; other damage still is', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: coal,
          battlefield: [{ stub: 'hammer-knight', upgrades: ['root-armor'] }],
        },
        p2: { phoenixborn: james, battlefield: ['fallen', 'iron-worker'] },
      });
      s.button('Attack a unit').click('fallen').click('hammer-knight');
      if (s.prompt().title.match(/guard/i)) s.button('No guard');
      s.button('Counter');
      expect(s.unit('p1', 'hammer-knight')!.tokens.damage).toBe(1);

      const t = scenario(catalogue, {
        p1: {
          phoenixborn: coal,
          battlefield: [{ stub: 'hammer-knight', upgrades: ['root-armor'] }],
        },
        p2: { phoenixborn: james, battlefield: ['iron-worker'] },
      });
      t.button('Attack a unit').click('iron-worker').click('hammer-knight');
      if (t.prompt().title.match(/guard/i)) t.button('No guard');
      t.button('Counter');
      expect(t.unit('p1', 'hammer-knight')!.tokens.damage).toBe(1);
    });
  });
});
