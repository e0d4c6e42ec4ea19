import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { defend, toEndOfRound } from '../../testing/round-steps';
import { scenario } from '../../testing/scenario';
import type { Scenario } from '../../testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const echo = 'echo-greystorm';
const coal = 'coal-roarkwin';

/** The unit as the board shows it to its controller (values after every change). */
function shown(s: Scenario, p: 'p1' | 'p2', uuid: string) {
  const card = s.view(p).players[s.name(p)]?.cardPiles.cardsInPlay.find((c) => c.uuid === uuid);
  if (!card) throw new Error(`${uuid} is not shown in play`);
  return card;
}

describe('The Masters of Gravity: spells that summon and alter, and the allies', () => {
  describe('Changing Winds', () => {
    const winds = () =>
      scenario(catalogue, {
        p1: {
          phoenixborn: echo,
          hand: ['changing-winds', 'holy-relics'],
          deck: ['enlightenment', 'light-swordsman', 'polarity-mage'],
          dice: ['sympathy:class', 'charm:basic'],
        },
        p2: { phoenixborn: coal },
      });

    it('may draw 2, then places 2 cards of the hand on the top or bottom of the draw pile', () => {
      const s = winds();
      s.click('changing-winds');
      s.button('Draw 2');
      expect(s.zoneStubs('p1', 'hand')).toEqual([
        'holy-relics',
        'enlightenment',
        'light-swordsman',
      ]);
      s.click('holy-relics').button('Bottom');
      s.click('enlightenment').button('Top');
      expect(s.zoneStubs('p1', 'hand')).toEqual(['light-swordsman']);
      expect(s.zoneStubs('p1', 'deck')).toEqual(['enlightenment', 'polarity-mage', 'holy-relics']);
      expect(s.cards('p1', 'changing-winds', 'spellboard')).toHaveLength(1);
      // Cards from the hand are never named in the log.
      expect(s.logLines().some((l) => l.includes('Holy Relics'))).toBe(false);
    });

    it('without drawing, no card is placed back', () => {
      const s = winds();
      s.click('changing-winds').button("Don't draw");
      expect(s.zoneStubs('p1', 'hand')).toEqual(['holy-relics']);
      expect(s.zoneStubs('p1', 'deck')).toHaveLength(3);
      expect(s.prompt().title).toBe('Choose an action');
    });

    it('side, exhaust: draws 1 card and changes 1 active die to a side of your choice', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: echo,
          spellboard: ['changing-winds'],
          deck: ['enlightenment'],
          dice: ['divine:basic'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('changing-winds');
      s.die('divine:basic').button('Power');
      expect(s.zoneStubs('p1', 'hand')).toEqual(['enlightenment']);
      expect(s.dice('p1', 'active').map((d) => d.level)).toEqual(['power']);
      expect(s.cards('p1', 'changing-winds', 'spellboard')[0]!.tokens.exhaustion).toBe(1);
      expect(s.state.turn?.sideActions).toBe(0);
    });
  });

  describe('Gravity Training and Enhanced Strength', () => {
    it('attaches Enhanced Strength to an exhausted unit you control (+1 attack, +1 life)', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: echo,
          spellboard: ['gravity-training'],
          battlefield: [{ stub: 'iron-worker', exhaustion: 1 }, 'light-swordsman'],
          dice: ['sympathy:class'],
        },
        p2: { phoenixborn: coal, battlefield: [{ stub: 'hammer-knight', exhaustion: 1 }] },
      });
      s.click('gravity-training');
      if (s.prompt().title === 'Choose an ability') s.button('Gravity Training');
      expect(s.offers('light-swordsman')).toBe(false);
      expect(s.offers('hammer-knight')).toBe(false);
      s.click('iron-worker');
      const worker = s.unit('p1', 'iron-worker')!;
      expect(worker.upgrades.map((u) => s.state.cards[u]!.stub)).toEqual(['enhanced-strength']);
      expect(s.cards('p1', 'gravity-training', 'spellboard')[0]!.tokens.exhaustion).toBe(1);
      expect(s.dice('p1', 'active')).toHaveLength(0);
    });

    it('is not usable without an exhausted unit of yours', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: echo,
          spellboard: ['gravity-training'],
          battlefield: ['iron-worker'],
          dice: ['divine:class'],
        },
        p2: { phoenixborn: coal },
      });
      expect(s.offers('gravity-training')).toBe(false);
    });

    it('Endurance: the unit loses all its exhaustion tokens at the end of the round', () => {
      const s = toEndOfRound(catalogue, {
        p1: {
          phoenixborn: echo,
          battlefield: [
            { stub: 'iron-worker', exhaustion: 3, upgrades: ['enhanced-strength'] },
            { stub: 'light-swordsman', exhaustion: 3 },
          ],
        },
        p2: { phoenixborn: coal },
      });
      expect(s.unit('p1', 'iron-worker')!.tokens.exhaustion).toBe(0);
      expect(s.unit('p1', 'light-swordsman')!.tokens.exhaustion).toBe(2);
    });
  });

  describe('Summon Mirror Spirit and Mirror Spirit', () => {
    it('places a Mirror Spirit whose Reflect Sorrow counts the exhaustion tokens on a player’s units', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: echo,
          spellboard: ['summon-mirror-spirit'],
          dice: ['sympathy:class', 'charm:basic'],
        },
        p2: {
          phoenixborn: coal,
          pbExhaustion: 1,
          battlefield: [
            { stub: 'hammer-knight', exhaustion: 2 },
            { stub: 'iron-worker', exhaustion: 1 },
          ],
        },
      });
      s.click('summon-mirror-spirit');
      expect(s.prompt().title).toMatch(/^Reflect Sorrow/);
      s.button(s.name('p2'));
      const spirit = s.unit('p1', 'mirror-spirit')!;
      expect(spirit.tokens.status).toBe(3);
      expect(shown(s, 'p1', spirit.uuid).attack).toBe(3);
    });

    it('Focus 1: may remove all status tokens from a Mirror Spirit to exhaust a target unit', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: echo,
          spellboard: ['summon-mirror-spirit', 'summon-mirror-spirit'],
          battlefield: [{ stub: 'mirror-spirit', status: 2 }],
          archives: ['mirror-spirit', 'mirror-spirit'],
          dice: ['sympathy:class', 'charm:basic'],
        },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });
      s.click('summon-mirror-spirit');
      s.button('Me');
      const spirits = s.cards('p1', 'mirror-spirit', 'battlefield');
      expect(spirits).toHaveLength(2);
      expect(s.prompt().title).toMatch(/^Summon Mirror Spirit, Focus 1/);
      // The new one has no status tokens: only the other is offered.
      expect(s.offers(spirits[1]!.uuid)).toBe(false);
      s.click(spirits[0]!.uuid);
      expect(s.state.cards[spirits[0]!.uuid]!.tokens.status).toBe(0);
      s.click('hammer-knight');
      expect(s.unit('p2', 'hammer-knight')!.tokens.exhaustion).toBe(1);
    });

    it('Focus 1 is optional, and without focus nothing is asked', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: echo,
          spellboard: ['summon-mirror-spirit'],
          battlefield: [{ stub: 'mirror-spirit', status: 2 }],
          archives: ['mirror-spirit'],
          dice: ['sympathy:class', 'charm:basic'],
        },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });
      s.click('summon-mirror-spirit').button('Me');
      expect(s.prompt().title).toBe('Choose an action');
      expect(s.cards('p1', 'mirror-spirit', 'battlefield')[0]!.tokens.status).toBe(2);
    });

    it('cannot be used with no Mirror Spirit in the conjuration pile', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: echo,
          spellboard: ['summon-mirror-spirit'],
          archives: [],
          dice: ['sympathy:class', 'charm:basic'],
        },
        p2: { phoenixborn: coal },
      });
      expect(s.offers('summon-mirror-spirit')).toBe(false);
    });
  });

  describe('Light Swordsman, Sonic Swordsman and Holy Relics', () => {
    it('Light Swordsman — Quick Strike: attacking, it destroys its target before the counter', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: echo, battlefield: ['light-swordsman'] },
        p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
      });
      s.button('Attack a unit').click('iron-worker').click('light-swordsman');
      defend(s, 'p2', true);
      expect(s.unit('p2', 'iron-worker')).toBeUndefined();
      expect(s.unit('p1', 'light-swordsman')!.tokens.damage).toBe(0);
    });

    it('Sonic Pulse 1: after destroying a unit by attacking, may exhaust a target unit', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: echo, battlefield: ['sonic-swordsman'] },
        p2: { phoenixborn: coal, battlefield: ['iron-worker', 'hammer-knight'] },
      });
      s.button('Attack a unit').click('iron-worker').click('sonic-swordsman');
      defend(s, 'p2', false);
      expect(s.unit('p2', 'iron-worker')).toBeUndefined();
      expect(s.prompt().title).toMatch(/Sonic Pulse 1/);
      s.button('Yes');
      s.click('hammer-knight');
      expect(s.unit('p2', 'hammer-knight')!.tokens.exhaustion).toBe(1);
    });

    it('Sonic Pulse does not fire when it destroys a unit by countering; Alert keeps it ready', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: coal, battlefield: ['iron-worker', 'hammer-knight'] },
        p2: { phoenixborn: echo, battlefield: ['sonic-swordsman'] },
      });
      s.button('Attack a unit').click('sonic-swordsman').click('iron-worker');
      defend(s, 'p2', true);
      expect(s.unit('p1', 'iron-worker')).toBeUndefined();
      expect(s.prompt().title).toBe('Choose an action');
      expect(s.unit('p1', 'hammer-knight')!.tokens.exhaustion).toBe(0);
      expect(s.unit('p2', 'sonic-swordsman')!.tokens.exhaustion).toBe(0);
    });

    it('Holy Relics gives its unit +2 attack and +2 life', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: echo,
          hand: ['holy-relics'],
          battlefield: ['iron-worker'],
          dice: ['divine:class', 'divine:class'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('holy-relics').click('iron-worker');
      const worker = s.unit('p1', 'iron-worker')!.uuid;
      expect(shown(s, 'p1', worker).attack).toBe(4);
      expect(shown(s, 'p1', worker).life).toBe(4);
    });
  });

  describe('Polarity Mage — Give and Take', () => {
    const mage = (battlefield: (string | { stub: string; upgrades: string[] })[]) =>
      scenario(catalogue, {
        p1: {
          phoenixborn: echo,
          hand: ['polarity-mage'],
          discard: ['holy-relics', 'enlightenment'],
          battlefield,
          dice: ['sympathy:class'],
        },
        p2: {
          phoenixborn: coal,
          battlefield: [{ stub: 'hammer-knight', upgrades: ['holy-relics'] }],
        },
      });

    it('may take an alteration spell from the discard pile into the hand', () => {
      const s = mage([]);
      s.click('polarity-mage');
      expect(s.prompt().buttons).toEqual(['Search discard pile', 'Neither']);
      s.button('Search discard pile');
      expect(s.offers('enlightenment')).toBe(false);
      s.click('holy-relics');
      expect(s.zoneStubs('p1', 'hand')).toEqual(['holy-relics']);
      expect(s.zoneStubs('p1', 'discard')).toEqual(['enlightenment']);
    });

    it('or discard an alteration spell attached to a unit you control (not an opponent’s)', () => {
      const s = mage([{ stub: 'iron-worker', upgrades: ['holy-relics'] }]);
      s.click('polarity-mage').button('Discard an alteration');
      const theirs = s.unit('p2', 'hammer-knight')!.upgrades[0]!;
      expect(s.offers(theirs)).toBe(false);
      s.click(s.unit('p1', 'iron-worker')!.upgrades[0]!);
      expect(s.unit('p1', 'iron-worker')!.upgrades).toEqual([]);
      expect(s.zoneStubs('p1', 'discard')).toEqual(['holy-relics', 'enlightenment', 'holy-relics']);
    });

    it('may do neither', () => {
      const s = mage([]);
      s.click('polarity-mage').button('Neither');
      expect(s.zoneStubs('p1', 'hand')).toEqual([]);
      expect(s.cards('p1', 'polarity-mage', 'battlefield')).toHaveLength(1);
    });
  });
});
