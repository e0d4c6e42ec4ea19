import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { scenario } from '../../testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const brennen = 'brennen-blackcloud';
const coal = 'coal-roarkwin';

describe('The Children of Blackcloud cards', () => {
  describe('Brennen Blackcloud — Spirit Burn', () => {
    it('destroys an ally you control to deal 2 damage to a target Phoenixborn', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: brennen,
          battlefield: ['anchornaut', 'dread-wraith'],
          dice: ['ceremonial:class'],
        },
        p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
      });
      s.click(brennen);
      expect(s.prompt().title).toBe(
        'Brennen Blackcloud, Spirit Burn: choose an ally you control to destroy',
      );
      // Conjurations are not allies; opposing allies are not yours.
      expect(s.offers('dread-wraith')).toBe(false);
      expect(s.offers('iron-worker')).toBe(false);
      s.click('anchornaut').click(coal);
      expect(s.unit('p1', 'anchornaut')).toBeUndefined();
      expect(s.pb('p2').tokens.damage).toBe(2);
      expect(s.pb('p1').tokens.exhaustion).toBe(1);
    });

    it('cannot be used without an ally', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: brennen, battlefield: ['dread-wraith'], dice: ['ceremonial:class'] },
        p2: { phoenixborn: coal },
      });
      s.send({ type: 'cardClicked', uuid: s.pb('p1').uuid }, 'p1', true);
      expect(s.unit('p1', 'dread-wraith')).toBeDefined();
    });
  });

  describe('Blackcloud Ninja — Seal Strike 1', () => {
    it('when declared as an attacker, the chosen opponent exhausts a ready spell of their choice', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: brennen, battlefield: ['blackcloud-ninja'] },
        p2: {
          phoenixborn: coal,
          spellboard: ['summon-iron-rhino', { stub: 'empower', exhaustion: 1 }],
        },
      });
      s.button('Attack Phoenixborn').click('blackcloud-ninja').button('Done');
      expect(s.prompt()).toMatchObject({
        player: 'p1',
        title: 'Blackcloud Ninja, Seal Strike 1: you may choose an opponent',
      });
      s.button('bob');
      expect(s.prompt()).toMatchObject({
        player: 'p2',
        title: 'Blackcloud Ninja, Seal Strike 1: exhaust an unexhausted ready spell you control',
      });
      expect(s.offers('empower')).toBe(false);
      s.click('summon-iron-rhino');
      expect(s.cards('p2', 'summon-iron-rhino', 'spellboard')[0]!.tokens.exhaustion).toBe(1);
    });

    it('may be skipped', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: brennen, battlefield: ['blackcloud-ninja'] },
        p2: { phoenixborn: coal, spellboard: ['summon-iron-rhino'] },
      });
      s.button('Attack Phoenixborn').click('blackcloud-ninja').button('Done').button('Skip');
      expect(s.cards('p2', 'summon-iron-rhino', 'spellboard')[0]!.tokens.exhaustion).toBe(0);
    });
  });

  describe('Blood Chains', () => {
    it('destroys a unit you control to exhaust a target unit once, twice if it was wounded', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: brennen,
          hand: ['blood-chains'],
          battlefield: ['anchornaut'],
          dice: ['ceremonial:class'],
        },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });
      s.click('blood-chains');
      expect(s.prompt().title).toBe('Blood Chains: choose a unit you control to destroy');
      expect(s.offers('hammer-knight')).toBe(false);
      s.click('anchornaut');
      expect(s.prompt().title).toBe('Blood Chains: choose a unit to exhaust');
      s.click('hammer-knight');
      expect(s.unit('p2', 'hammer-knight')!.tokens.exhaustion).toBe(1);

      const t = scenario(catalogue, {
        p1: {
          phoenixborn: brennen,
          hand: ['blood-chains'],
          battlefield: [{ stub: 'iron-worker', damage: 1 }],
          dice: ['ceremonial:class'],
        },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });
      t.click('blood-chains').click('iron-worker').click('hammer-knight');
      expect(t.unit('p2', 'hammer-knight')!.tokens.exhaustion).toBe(2);
    });
  });

  describe('Chant of Worship', () => {
    it('gains 1 status token when an ally you control is destroyed', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: brennen,
          hand: ['fester'],
          spellboard: ['chant-of-worship'],
          battlefield: [{ stub: 'iron-worker', damage: 1 }],
          dice: ['ceremonial:power'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('fester').click('iron-worker');
      expect(s.cards('p1', 'chant-of-worship', 'spellboard')[0]!.tokens.status).toBe(1);
    });

    it('not for a conjuration nor an opposing ally', () => {
      const boards = [
        { mine: [{ stub: 'dread-wraith', damage: 1 }], theirs: [], destroyed: 'dread-wraith' },
        { mine: [], theirs: [{ stub: 'iron-worker', damage: 1 }], destroyed: 'iron-worker' },
      ];
      for (const { mine, theirs, destroyed } of boards) {
        const s = scenario(catalogue, {
          p1: {
            phoenixborn: brennen,
            hand: ['fester'],
            spellboard: ['chant-of-worship'],
            battlefield: mine,
            dice: ['ceremonial:power'],
          },
          p2: { phoenixborn: coal, battlefield: theirs },
        });
        s.click('fester').click(destroyed);
        expect(s.cards('p1', 'chant-of-worship', 'spellboard')[0]!.tokens.status).toBe(0);
      }
    });

    it('does not gain a second status token', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: brennen,
          hand: ['fester'],
          spellboard: [{ stub: 'chant-of-worship', status: 1 }],
          battlefield: [{ stub: 'iron-worker', damage: 1 }],
          dice: ['ceremonial:power'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('fester').click('iron-worker');
      expect(s.cards('p1', 'chant-of-worship', 'spellboard')[0]!.tokens.status).toBe(1);
    });

    it('main, exhaust: removes its status token to draw 1 card; not usable without one', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: brennen,
          deck: ['choke'],
          spellboard: [{ stub: 'chant-of-worship', status: 1 }],
        },
        p2: { phoenixborn: coal },
      });
      s.click('chant-of-worship');
      expect(s.zoneStubs('p1', 'hand')).toEqual(['choke']);
      expect(s.cards('p1', 'chant-of-worship', 'spellboard')[0]!.tokens).toMatchObject({
        status: 0,
        exhaustion: 1,
      });

      const t = scenario(catalogue, {
        p1: { phoenixborn: brennen, deck: ['choke'], spellboard: ['chant-of-worship'] },
        p2: { phoenixborn: coal },
      });
      t.send({ type: 'cardClicked', uuid: t.state.players.p1.spellboard[0]! }, 'p1', true);
      expect(t.zoneStubs('p1', 'hand')).toEqual([]);
    });
  });

  describe('Choke', () => {
    it('exhausts an unexhausted opposing Phoenixborn and deals 1 damage to it', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: brennen, hand: ['choke'], dice: ['ceremonial:class'] },
        p2: { phoenixborn: coal },
      });
      s.click('choke');
      expect(s.prompt().title).toBe(
        'Choke: choose an unexhausted Phoenixborn an opponent controls',
      );
      expect(s.offers(brennen)).toBe(false);
      s.click(coal);
      expect(s.pb('p2').tokens).toMatchObject({ exhaustion: 1, damage: 1 });
    });

    it('cannot be played on an exhausted Phoenixborn', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: brennen, hand: ['choke'], dice: ['ceremonial:class'] },
        p2: { phoenixborn: coal, pbExhaustion: 1 },
      });
      s.send({ type: 'cardClicked', uuid: s.state.players.p1.hand[0]! }, 'p1', true);
      expect(s.pb('p2').tokens.damage).toBe(0);
    });
  });

  describe('Crimson Bomber — Detonate 3', () => {
    it('destroys itself to place 1 wound token on up to 3 target units', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: brennen, battlefield: ['crimson-bomber', 'hammer-knight'] },
        p2: { phoenixborn: coal, battlefield: ['iron-worker', 'anchornaut'] },
      });
      s.click('crimson-bomber');
      expect(s.prompt().title).toBe(
        'Crimson Bomber, Detonate 3: choose up to 3 units to place 1 wound token on',
      );
      expect(s.offers('crimson-bomber')).toBe(false);
      s.click('iron-worker').click('anchornaut').click('hammer-knight').button('Done');
      expect(s.unit('p1', 'crimson-bomber')).toBeUndefined();
      expect(s.unit('p2', 'iron-worker')!.tokens.damage).toBe(1);
      expect(s.unit('p2', 'anchornaut')).toBeUndefined();
      expect(s.unit('p1', 'hammer-knight')!.tokens.damage).toBe(1);
    });

    it('with Undying Heart, goes back to its owner’s hand and the ability still ends cleanly', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: brennen,
          battlefield: [{ stub: 'crimson-bomber', upgrades: ['undying-heart'] }],
        },
        p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
      });
      s.click('crimson-bomber').click('iron-worker').button('Done');
      s.button('Yes');
      expect(s.zoneStubs('p1', 'hand')).toEqual(['crimson-bomber']);
      expect(s.unit('p2', 'iron-worker')!.tokens.damage).toBe(1);
    });
  });

  describe('Summon Dread Wraith', () => {
    it('places a Dread Wraith for 3 ceremonial class dice', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: brennen,
          spellboard: ['summon-dread-wraith'],
          dice: ['ceremonial:class', 'ceremonial:class', 'ceremonial:power'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('summon-dread-wraith');
      expect(s.unit('p1', 'dread-wraith')).toBeDefined();
      expect(s.dice('p1', 'active')).toHaveLength(0);
    });

    it('Focus 2: may remove 1 exhaustion token from a Dread Wraith you control', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: brennen,
          spellboard: ['summon-dread-wraith', 'summon-dread-wraith', 'summon-dread-wraith'],
          battlefield: [{ stub: 'dread-wraith', exhaustion: 1 }],
          dice: ['ceremonial:class', 'ceremonial:class', 'ceremonial:class'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('summon-dread-wraith');
      expect(s.prompt().title).toBe(
        'Summon Dread Wraith, Focus 2: you may remove 1 exhaustion token from a Dread Wraith',
      );
      s.click(s.state.players.p1.battlefield[0]!);
      expect(s.cards('p1', 'dread-wraith', 'battlefield').map((c) => c.tokens.exhaustion)).toEqual([
        0, 0,
      ]);
    });

    it('without Focus 2 nothing is asked', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: brennen,
          spellboard: ['summon-dread-wraith', 'summon-dread-wraith'],
          battlefield: [{ stub: 'dread-wraith', exhaustion: 1 }],
          dice: ['ceremonial:class', 'ceremonial:class', 'ceremonial:class'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('summon-dread-wraith');
      expect(s.prompt().title).not.toMatch(/Focus 2/);
      expect(s.unit('p1', 'dread-wraith')!.tokens.exhaustion).toBe(1);
    });
  });

  describe('Dread Wraith — Rage 1', () => {
    it('adds 1 to its attack for each wound token on it, even exhausted', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: brennen,
          battlefield: ['dread-wraith', { stub: 'dread-wraith', damage: 2, exhaustion: 1 }],
        },
        p2: { phoenixborn: coal },
      });
      expect(s.view('p1').players.alice!.cardPiles.cardsInPlay.map((c) => c.attack)).toEqual([
        1, 3,
      ]);
    });
  });

  describe('Fester', () => {
    it('destroys a target unit with 1 or more wound tokens', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: brennen, hand: ['fester'], dice: ['ceremonial:power'] },
        p2: {
          phoenixborn: coal,
          battlefield: [{ stub: 'hammer-knight', damage: 1 }, 'iron-worker'],
        },
      });
      s.click('fester');
      expect(s.offers('iron-worker')).toBe(false);
      s.click('hammer-knight');
      expect(s.unit('p2', 'hammer-knight')).toBeUndefined();
    });

    it('cannot be played without a wounded unit', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: brennen, hand: ['fester'], dice: ['ceremonial:power'] },
        p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
      });
      s.send({ type: 'cardClicked', uuid: s.state.players.p1.hand[0]! }, 'p1', true);
      expect(s.zoneStubs('p1', 'hand')).toEqual(['fester']);
    });
  });

  describe('Fire Archer — Ambush 1', () => {
    it('when it comes into play, may deal 1 damage to a target Phoenixborn', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: brennen, hand: ['fire-archer'], dice: ['ceremonial:class'] },
        p2: { phoenixborn: coal },
      });
      s.click('fire-archer');
      expect(s.prompt().title).toBe(
        'Fire Archer, Ambush 1: you may deal 1 damage to a Phoenixborn',
      );
      s.click(coal);
      expect(s.pb('p2').tokens.damage).toBe(1);
    });

    it('may be skipped', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: brennen, hand: ['fire-archer'], dice: ['ceremonial:class'] },
        p2: { phoenixborn: coal },
      });
      s.click('fire-archer').button('Skip');
      expect(s.pb('p2').tokens.damage).toBe(0);
      expect(s.unit('p1', 'fire-archer')).toBeDefined();
    });
  });

  describe('Regress', () => {
    it('gives its unit -3 attack', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: brennen, hand: ['regress'], dice: ['ceremonial:class'] },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });
      s.click('regress').click('hammer-knight');
      expect(s.view('p1').players.bob!.cardPiles.cardsInPlay[0]!.attack).toBe(0);
      expect(s.unit('p2', 'hammer-knight')!.upgrades).toHaveLength(1);
    });
  });

  describe('Safeguard', () => {
    const setup = () =>
      scenario(catalogue, {
        p1: {
          phoenixborn: brennen,
          hand: ['safeguard'],
          battlefield: ['iron-worker'],
          dice: ['ceremonial:basic'],
        },
        p2: {
          phoenixborn: coal,
          battlefield: ['hammer-knight', 'blood-archer'],
          hand: ['molten-gold'],
          dice: ['natural:class', 'natural:class'],
        },
      });

    it('until the start of your next turn, prevents all damage from opponents’ attacks and abilities', () => {
      const s = setup();
      s.click('safeguard');
      expect(s.prompt().title).toBe('Safeguard: choose a unit or Phoenixborn you control');
      expect(s.offers('hammer-knight')).toBe(false);
      s.click('iron-worker');
      s.button('Pass').button('End Turn');
      // bob's turn: Blood Shot (an ability) and an attack deal no wounds to it.
      s.click('blood-archer').click('iron-worker');
      expect(s.unit('p1', 'iron-worker')!.tokens.damage).toBe(0);
      expect(s.logLines()).toContain('Iron Worker is dealt 1 damage (all prevented)');
      s.button('Attack a unit').click('iron-worker').click('hammer-knight');
      if (s.prompt().title.match(/guard/i)) s.button('No guard');
      if (s.prompt().player === 'p1') s.button("Don't counter");
      expect(s.unit('p1', 'iron-worker')!.tokens.damage).toBe(0);
      s.button('End Turn');
      // alice's next turn begins: the effect ends.
      expect(s.state.turn?.player).toBe('p1');
      expect(s.unit('p1', 'iron-worker')!.effects).toEqual([]);
    });

    it('does not stop wound tokens placed without damage (Molten Gold)', () => {
      const s = setup();
      s.click('safeguard').click('iron-worker');
      s.button('Pass').button('End Turn');
      s.click('molten-gold').click('iron-worker');
      expect(s.unit('p1', 'iron-worker')).toBeUndefined();
    });

    it('does not prevent counter damage: a counter is not an opponent’s attack', () => {
      const s = setup();
      s.click('safeguard').click('iron-worker');
      s.button('Attack a unit').click('hammer-knight').click('iron-worker');
      if (s.prompt().title.match(/guard/i)) s.button('No guard');
      s.button('Counter', 'p2');
      expect(s.unit('p1', 'iron-worker')).toBeUndefined();
    });
  });
});
