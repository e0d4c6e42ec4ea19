import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { hiddenLeaks } from '../../testing/hidden-leaks';
import { scenario } from '../../testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const lulu = 'lulu-firststone';
const coal = 'coal-roarkwin';

describe('The Gorrenrock Survivors cards', () => {
  describe('Lulu Firststone — Bolster, and Spark', () => {
    it('places 1 status token on a unit you control and attaches a Spark (+1 attack)', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: lulu, battlefield: ['mist-spirit'], dice: ['ceremonial:basic'] },
        p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
      });
      s.click(lulu);
      expect(s.prompt().title).toBe(
        'Lulu Firststone, Bolster: choose a unit you control to place 1 status token on',
      );
      expect(s.offers('iron-worker')).toBe(false);
      s.click('mist-spirit');
      const spirit = s.unit('p1', 'mist-spirit')!;
      expect(spirit.tokens.status).toBe(1);
      expect(spirit.upgrades.map((u) => s.state.cards[u]!.stub)).toEqual(['spark']);
      expect(s.view('p1').players['alice']!.cardPiles.cardsInPlay[0]!.attack).toBe(2);
      expect(s.pb('p1').tokens.exhaustion).toBe(1);
    });

    it('Spark: main: discards the Spark to deal 1 damage to a target unit', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: lulu, battlefield: [{ stub: 'hammer-knight', upgrades: ['spark'] }] },
        p2: { phoenixborn: coal, battlefield: ['anchornaut'] },
      });
      const pile = s.cards('p1', 'spark', 'archives').length;
      s.click('hammer-knight');
      if (s.offers('Spark')) s.button('Spark');
      expect(s.prompt().title).toBe('Spark: choose a unit to deal 1 damage to');
      s.click('anchornaut');
      expect(s.cards('p2', 'anchornaut', 'discard')).toHaveLength(1);
      expect(s.unit('p1', 'hammer-knight')!.upgrades).toEqual([]);
      expect(s.cards('p1', 'spark', 'archives')).toHaveLength(pile + 1);
      expect(s.state.turn?.mainAvailable).toBe(false);
    });
  });

  describe('Phoenix Barrage', () => {
    it('deals 2 damage to a unit, 2 to a unit and 2 to a Phoenixborn', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: lulu,
          hand: ['phoenix-barrage'],
          dice: ['natural:basic', 'time:basic', 'charm:basic'],
        },
        p2: { phoenixborn: coal, battlefield: ['iron-worker', 'hammer-knight'] },
      });
      s.click('phoenix-barrage').click('hammer-knight').click('hammer-knight').click(coal);
      expect(s.cards('p2', 'hammer-knight', 'discard')).toHaveLength(1);
      expect(s.unit('p2', 'iron-worker')!.tokens.damage).toBe(0);
      expect(s.pb('p2').tokens.damage).toBe(2);
    });
  });

  describe('Summon Emberoot Lizard and Emberoot Lizard — Ignite', () => {
    it('places an Emberoot Lizard', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: lulu, spellboard: ['summon-emberoot-lizard'], dice: ['natural:class'] },
        p2: { phoenixborn: coal },
      });
      s.click('summon-emberoot-lizard');
      expect(s.cards('p1', 'emberoot-lizard', 'battlefield')).toHaveLength(1);
    });

    it('with a status token, attacking adds 1 to its attack and may deal 1 damage to another unit', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: lulu, battlefield: [{ stub: 'emberoot-lizard', status: 1 }] },
        p2: { phoenixborn: coal, battlefield: ['anchornaut'] },
      });
      s.button('Attack Phoenixborn').click('emberoot-lizard').button('Done');
      expect(s.prompt().title).toBe(
        'Emberoot Lizard, Ignite: you may deal 1 damage to another unit',
      );
      expect(s.offers('emberoot-lizard')).toBe(false);
      s.click('anchornaut');
      expect(s.cards('p2', 'anchornaut', 'discard')).toHaveLength(1);
      expect(s.view('p1').players['alice']!.cardPiles.cardsInPlay[0]!.attack).toBe(1);
    });

    it('without a status token, Ignite does nothing', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: lulu, battlefield: ['emberoot-lizard'] },
        p2: { phoenixborn: coal, battlefield: ['mist-spirit'] },
      });
      s.button('Attack Phoenixborn').click('emberoot-lizard').button('Done');
      expect(s.prompt().title).not.toMatch(/Ignite/);
      expect(s.view('p1').players['alice']!.cardPiles.cardsInPlay[0]!.attack).toBe(0);
    });
  });

  describe('Summon Omen Bringer', () => {
    it('places an Omen Bringer', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: lulu,
          spellboard: ['summon-omen-bringer'],
          dice: ['time:class', 'charm:basic'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('summon-omen-bringer');
      expect(s.cards('p1', 'omen-bringer', 'battlefield')).toHaveLength(1);
      // Forewarn 2 asks next; an empty draw pile shows nothing.
      s.button('bob');
    });
  });

  describe('Omen Bringer', () => {
    const forewarn = () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: lulu,
          spellboard: ['summon-omen-bringer'],
          dice: ['time:class', 'charm:basic'],
        },
        p2: { phoenixborn: coal, deck: ['fear', 'cover', 'seal', 'iron-worker'] },
      });
      s.click('summon-omen-bringer');
      expect(s.prompt().title).toMatch(/^Omen Bringer, Forewarn 2: you may look/);
      s.button('bob');
      return s;
    };

    it('Forewarn 2: shows the looker alone the top 2 cards; one goes to the bottom', () => {
      const s = forewarn();
      expect(s.prompt()).toMatchObject({ player: 'p1', buttons: ['Fear', 'Cover', 'Skip'] });
      expect(s.state.decision?.shows).toEqual(s.state.players.p2.deck.slice(0, 2));
      for (const viewer of ['p1', 'p2', null] as const)
        expect(hiddenLeaks(s.state, s.view(viewer), viewer ? s.name(viewer) : null)).toEqual([]);
      s.button('Fear').button('Skip');
      expect(s.zoneStubs('p2', 'deck')).toEqual(['cover', 'seal', 'iron-worker', 'fear']);
      expect(s.logLines().join('\n')).not.toMatch(/Fear|Cover/);
    });

    it('Forewarn 2: both kept on top, in the order chosen', () => {
      const s = forewarn();
      s.button('Skip');
      expect(s.prompt().title).toBe(
        'Omen Bringer, Forewarn 2: choose the card to place on top of the draw pile',
      );
      s.button('Cover');
      expect(s.zoneStubs('p2', 'deck')).toEqual(['cover', 'fear', 'seal', 'iron-worker']);
    });

    it('Forewarn 2: both to the bottom', () => {
      const s = forewarn();
      s.button('Cover').button('Fear');
      expect(s.zoneStubs('p2', 'deck')).toEqual(['seal', 'iron-worker', 'cover', 'fear']);
    });

    it('Hasten: attacking with a status token, may remove 1 exhaustion token from a ready spell you control', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: lulu,
          battlefield: [{ stub: 'omen-bringer', status: 1 }],
          spellboard: [{ stub: 'summon-omen-bringer', exhaustion: 1 }],
        },
        p2: { phoenixborn: coal },
      });
      s.button('Attack Phoenixborn').click('omen-bringer').button('Done');
      expect(s.prompt().title).toBe(
        'Omen Bringer, Hasten: you may remove 1 exhaustion token from a ready spell you control',
      );
      s.click('summon-omen-bringer');
      expect(s.cards('p1', 'summon-omen-bringer')[0]!.tokens.exhaustion).toBe(0);
    });

    it('Hasten: does nothing without a status token', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: lulu,
          battlefield: ['omen-bringer'],
          spellboard: [{ stub: 'summon-omen-bringer', exhaustion: 1 }],
        },
        p2: { phoenixborn: coal },
      });
      s.button('Attack Phoenixborn').click('omen-bringer').button('Done');
      expect(s.prompt().title).not.toMatch(/Hasten/);
      expect(s.cards('p1', 'summon-omen-bringer')[0]!.tokens.exhaustion).toBe(1);
    });
  });

  describe('Fighting Spirit', () => {
    it('after a unit you control with a status token is destroyed, gains 1 status token', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: lulu,
          spellboard: ['fighting-spirit'],
          hand: ['phoenix-barrage'],
          battlefield: [{ stub: 'anchornaut', status: 1 }, 'mist-spirit'],
          dice: ['natural:basic', 'time:basic', 'charm:basic'],
        },
        p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
      });
      s.click('phoenix-barrage').click('anchornaut');
      expect(s.cards('p1', 'fighting-spirit')[0]!.tokens.status).toBe(1);
      // The Mist Spirit had no status token: nothing more.
      s.click('mist-spirit');
      expect(s.cards('p1', 'fighting-spirit')[0]!.tokens.status).toBe(1);
      s.click(coal);
    });

    it('side: adds X to a unit you control, then moves 1 status token onto it', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: lulu,
          spellboard: [{ stub: 'fighting-spirit', status: 2 }],
          battlefield: ['mist-spirit'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('fighting-spirit');
      expect(s.prompt().title).toBe(
        'Fighting Spirit: choose a unit you control to add X to its attack value',
      );
      s.click('mist-spirit');
      expect(s.view('p1').players['alice']!.cardPiles.cardsInPlay[0]!.attack).toBe(3);
      expect(s.unit('p1', 'mist-spirit')!.tokens.status).toBe(1);
      expect(s.cards('p1', 'fighting-spirit')[0]!.tokens.status).toBe(1);
    });
  });

  describe('Survival of the Fittest', () => {
    it('destroys every unit with no tokens and no alterations, on both sides', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: lulu,
          hand: ['survival-of-the-fittest'],
          battlefield: ['mist-spirit', { stub: 'iron-worker', status: 1 }],
          dice: ['natural:class', 'time:class', 'charm:basic'],
        },
        p2: {
          phoenixborn: coal,
          battlefield: [
            'anchornaut',
            { stub: 'hammer-knight', damage: 1 },
            { stub: 'iron-worker', exhaustion: 1 },
            { stub: 'mist-spirit', upgrades: ['inflame'] },
          ],
        },
      });
      s.click('survival-of-the-fittest');
      expect(s.zoneStubs('p1', 'battlefield')).toEqual(['iron-worker']);
      expect(s.zoneStubs('p2', 'battlefield')).toEqual([
        'hammer-knight',
        'iron-worker',
        'mist-spirit',
      ]);
      expect(s.zoneStubs('p2', 'discard')).toEqual(['anchornaut']);
    });
  });

  describe('Inflame — Threatening', () => {
    it('gives +1 attack, and the unit must be blocked if able', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: lulu, battlefield: [{ stub: 'mist-spirit', upgrades: ['inflame'] }] },
        p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
      });
      expect(s.view('p1').players['alice']!.cardPiles.cardsInPlay[0]!.attack).toBe(2);
      s.button('Attack Phoenixborn').click('mist-spirit').button('Done');
      expect(s.prompt().player).toBe('p2');
      expect(() => s.button('Done', 'p2')).toThrow(/Refused/);
      s.click('iron-worker', 'p2').button('Done', 'p2');
      // Inflame's +1: the Mist Spirit deals 2, enough for the Iron Worker's life of 2.
      expect(s.logLines()).toEqual(
        expect.arrayContaining(['Iron Worker blocks Mist Spirit', 'Iron Worker is dealt 2 damage']),
      );
    });
  });

  describe('Backtrack', () => {
    it('is not offered without a card to discard', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: lulu, battlefield: ['hammer-knight'] },
        p2: { phoenixborn: coal, hand: ['backtrack'], dice: ['time:power'] },
      });
      s.button('Attack Phoenixborn').click('hammer-knight').button('Done');
      expect(s.offers('backtrack')).toBe(false);
    });

    it('after an opponent declares attackers, places an attacking ally into its owner’s hand', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: lulu, battlefield: ['hammer-knight', 'mist-spirit'] },
        p2: { phoenixborn: coal, hand: ['backtrack', 'fear'], dice: ['time:power'] },
      });
      s.button('Attack Phoenixborn').click('hammer-knight').button('Done');
      expect(s.offers('backtrack')).toBe(true);
      s.click('backtrack', 'p2');
      expect(s.prompt().title).toBe('Pay for Backtrack: choose 1 card(s) to discard');
      s.click('fear', 'p2').button('Done', 'p2');
      expect(s.prompt().title).toBe(
        "Backtrack: choose an attacking ally to place into its owner's hand",
      );
      expect(s.offers('mist-spirit')).toBe(false);
      s.click('hammer-knight', 'p2');
      expect(s.zoneStubs('p1', 'hand')).toEqual(['hammer-knight']);
      expect(s.zoneStubs('p2', 'discard').sort()).toEqual(['backtrack', 'fear']);
    });
  });

  describe('Canyon Shelter', () => {
    const board = () =>
      scenario(catalogue, {
        p1: {
          phoenixborn: lulu,
          spellboard: ['canyon-shelter'],
          battlefield: [{ stub: 'hammer-knight', exhaustion: 1, damage: 2 }, 'mist-spirit'],
          dice: ['time:class'],
        },
        p2: { phoenixborn: coal },
      });

    it('side: places an exhausted unit you control face down under it, hidden from everyone', () => {
      const s = board();
      s.click('canyon-shelter');
      if (s.offers('Canyon Shelter: shelter a unit')) s.button('Canyon Shelter: shelter a unit');
      expect(s.offers('mist-spirit')).toBe(false);
      s.click('hammer-knight');
      const shelter = s.cards('p1', 'canyon-shelter')[0]!;
      expect(shelter.under).toHaveLength(1);
      expect(s.state.cards[shelter.under![0]!]).toMatchObject({
        stub: 'hammer-knight',
        facedown: true,
        tokens: { damage: 0, exhaustion: 0, status: 0 },
      });
      for (const viewer of ['p1', 'p2'] as const) {
        const view = s.view(viewer);
        expect(view.players['alice']!.cardPiles.spells[0]!.childCards).toHaveLength(1);
        expect(hiddenLeaks(s.state, view, s.name(viewer))).toEqual([]);
      }
    });

    it('main: shows its controller alone the units under it and places the chosen one with 1 status token', () => {
      const s = board();
      s.click('canyon-shelter');
      if (s.offers('Canyon Shelter: shelter a unit')) s.button('Canyon Shelter: shelter a unit');
      s.click('hammer-knight');
      s.send({ type: 'toggleManualMode' });
      const shelter = s.cards('p1', 'canyon-shelter')[0]!;
      s.send({ type: 'menuItemClick', uuid: shelter.uuid, command: 'token', arg: 'exhaustion:0' });
      s.send({ type: 'toggleManualMode' });
      s.click('canyon-shelter');
      if (s.offers('Canyon Shelter: return a unit')) s.button('Canyon Shelter: return a unit');
      expect(s.prompt()).toMatchObject({
        player: 'p1',
        title: 'Canyon Shelter: choose a unit underneath this spell to place onto your battlefield',
        buttons: ['Hammer Knight'],
      });
      expect(hiddenLeaks(s.state, s.view('p2'), s.name('p2'))).toEqual([]);
      s.button('Hammer Knight');
      expect(s.unit('p1', 'hammer-knight')!.tokens).toEqual({
        damage: 0,
        exhaustion: 0,
        status: 1,
      });
      expect(s.cards('p1', 'canyon-shelter')[0]!.under).toEqual([]);
    });

    it('cannot shelter without an exhausted unit you control', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: lulu, spellboard: ['canyon-shelter'], battlefield: ['mist-spirit'] },
        p2: { phoenixborn: coal },
      });
      expect(s.offers('canyon-shelter')).toBe(false);
    });
  });
});
