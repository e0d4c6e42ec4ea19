import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { scenario } from '../../testing/scenario';
import type { Scenario } from '../../testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const rin = 'rin-northfell';
const coal = 'coal-roarkwin';

function shown(s: Scenario, player: 'alice' | 'bob', index: number) {
  return s.view('p1').players[player]!.cardPiles.cardsInPlay[index];
}

describe('The Frostdale Giants cards', () => {
  describe('Rin Northfell — Ice Buff', () => {
    it('attaches an Ice Buff from the conjuration pile to a unit you control for a side action', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: rin, battlefield: ['iron-worker'] },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });
      s.click(rin);
      expect(s.prompt().title).toMatch(/^Ice Buff/);
      expect(s.offers('hammer-knight')).toBe(false);
      s.click('iron-worker');
      const worker = s.unit('p1', 'iron-worker')!;
      expect(worker.upgrades.map((u) => s.state.cards[u]?.stub)).toEqual(['ice-buff']);
      expect(shown(s, 'alice', 0)?.life).toBe(3);
      expect(s.pb('p1').tokens.exhaustion).toBe(1);
      expect(s.state.turn?.sideActions).toBe(0);
      expect(s.state.turn?.mainAvailable).toBe(true);
      expect(s.logLines().some((l) => l.includes('Ice Buff is attached to Iron Worker'))).toBe(
        true,
      );
    });

    it('cannot be used without a unit of yours or without an Ice Buff left', () => {
      const none = scenario(catalogue, {
        p1: { phoenixborn: rin },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });
      none.send({ type: 'cardClicked', uuid: none.pb('p1').uuid }, 'p1', true);
      expect(none.pb('p1').tokens.exhaustion).toBe(0);

      const empty = scenario(catalogue, {
        p1: { phoenixborn: rin, battlefield: ['iron-worker'], archives: [] },
        p2: { phoenixborn: coal },
      });
      empty.send({ type: 'cardClicked', uuid: empty.pb('p1').uuid }, 'p1', true);
      expect(empty.pb('p1').tokens.exhaustion).toBe(0);
    });
  });

  describe('Frost Bite', () => {
    it('deals 1 damage to a target unit for a main action, exhaust and 1 natural class', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: rin,
          spellboard: ['frost-bite'],
          dice: ['natural:class', 'charm:basic'],
        },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });
      s.click('frost-bite');
      expect(s.prompt().title).toMatch(/^Frost Bite/);
      s.click('hammer-knight');
      expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(1);
      expect(s.cards('p1', 'frost-bite', 'spellboard')[0]!.tokens.exhaustion).toBe(1);
      expect(s.dice('p1', 'active').map((d) => d.magic)).toEqual(['charm']);
      expect(s.logLines().some((l) => l.includes('Hammer Knight is dealt 1 damage'))).toBe(true);
    });

    it('may target a Phoenixborn', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: rin, spellboard: ['frost-bite'], dice: ['natural:class'] },
        p2: { phoenixborn: coal },
      });
      s.click('frost-bite').click(coal);
      expect(s.pb('p2').tokens.damage).toBe(1);
    });

    it('needs a natural class die without focus; Focus 1 pays with any basic die', () => {
      const plain = scenario(catalogue, {
        p1: { phoenixborn: rin, spellboard: ['frost-bite'], dice: ['charm:basic'] },
        p2: { phoenixborn: coal },
      });
      const spell = plain.cards('p1', 'frost-bite', 'spellboard')[0]!.uuid;
      plain.send({ type: 'cardClicked', uuid: spell }, 'p1', true);
      expect(plain.pb('p2').tokens.damage).toBe(0);

      const focused = scenario(catalogue, {
        p1: { phoenixborn: rin, spellboard: ['frost-bite', 'frost-bite'], dice: ['charm:basic'] },
        p2: { phoenixborn: coal },
      });
      focused.click('frost-bite').click(coal);
      expect(focused.pb('p2').tokens.damage).toBe(1);
      expect(focused.dice('p1', 'active')).toHaveLength(0);
    });
  });

  describe('Freezing Blast', () => {
    it('deals 2 damage to a target unit and removes 2 status tokens from it', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: rin,
          hand: ['freezing-blast'],
          dice: ['natural:class', 'natural:class'],
        },
        p2: { phoenixborn: coal, battlefield: [{ stub: 'hammer-knight', status: 3 }] },
      });
      s.click('freezing-blast');
      expect(s.prompt().title).toMatch(/^Freezing Blast/);
      s.click('hammer-knight');
      const knight = s.unit('p2', 'hammer-knight')!;
      expect(knight.tokens.damage).toBe(2);
      expect(knight.tokens.status).toBe(1);
    });

    it('cannot be played without a unit to target', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: rin,
          hand: ['freezing-blast'],
          dice: ['natural:class', 'natural:class'],
        },
        p2: { phoenixborn: coal },
      });
      s.send({ type: 'cardClicked', uuid: s.state.players.p1.hand[0]! }, 'p1', true);
      expect(s.zoneStubs('p1', 'hand')).toEqual(['freezing-blast']);
    });
  });

  describe('Summon Frostback Bear', () => {
    it('places a Frostback Bear for 1 natural class and 1 basic', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: rin,
          spellboard: ['summon-frostback-bear'],
          dice: ['natural:class', 'charm:basic'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('summon-frostback-bear');
      expect(s.cards('p1', 'frostback-bear', 'battlefield')).toHaveLength(1);
      expect(s.dice('p1', 'active')).toHaveLength(0);
    });

    it('cannot be used without a Frostback Bear in the conjuration pile', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: rin,
          spellboard: ['summon-frostback-bear'],
          dice: ['natural:class', 'charm:basic'],
          archives: [],
        },
        p2: { phoenixborn: coal },
      });
      const spell = s.cards('p1', 'summon-frostback-bear', 'spellboard')[0]!.uuid;
      s.send({ type: 'cardClicked', uuid: spell }, 'p1', true);
      expect(s.dice('p1', 'active')).toHaveLength(2);
    });
  });

  describe('Summon Ice Golem', () => {
    it('places an Ice Golem for 2 natural class and 1 basic; no focus, no healing', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: rin,
          spellboard: ['summon-ice-golem'],
          battlefield: [{ stub: 'ice-golem', damage: 1 }],
          archives: ['ice-golem'],
          dice: ['natural:class', 'natural:class', 'charm:basic'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('summon-ice-golem');
      expect(s.cards('p1', 'ice-golem', 'battlefield')).toHaveLength(2);
      expect(s.prompt().title).not.toMatch(/Summon Ice Golem/);
      expect(s.cards('p1', 'ice-golem', 'battlefield')[0]!.tokens.damage).toBe(1);
    });

    it('Focus 2: may remove 1 wound token from every Ice Golem you control', () => {
      const setup = () =>
        scenario(catalogue, {
          p1: {
            phoenixborn: rin,
            spellboard: ['summon-ice-golem', 'summon-ice-golem', 'summon-ice-golem'],
            battlefield: [
              { stub: 'ice-golem', damage: 1 },
              { stub: 'ice-golem', damage: 1 },
              { stub: 'iron-worker', damage: 1 },
            ],
            archives: ['ice-golem'],
            dice: ['natural:class', 'natural:class', 'charm:basic'],
          },
          p2: { phoenixborn: coal },
        });
      const s = setup();
      s.click('summon-ice-golem');
      expect(s.prompt().title).toMatch(/^Summon Ice Golem/);
      s.button('Remove wounds');
      expect(s.cards('p1', 'ice-golem', 'battlefield').map((c) => c.tokens.damage)).toEqual([
        0, 0, 0,
      ]);
      expect(s.unit('p1', 'iron-worker')!.tokens.damage).toBe(1);

      const declined = setup();
      declined.click('summon-ice-golem').button("Don't remove");
      expect(declined.cards('p1', 'ice-golem', 'battlefield').map((c) => c.tokens.damage)).toEqual([
        1, 1, 0,
      ]);
    });
  });

  describe('conjurations and allies', () => {
    it('Ice Golem — Skin Morph 2: +2 life while it has an alteration spell', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: rin,
          battlefield: ['ice-golem', { stub: 'ice-golem', upgrades: ['ice-buff'] }],
        },
        p2: { phoenixborn: coal },
      });
      expect(shown(s, 'alice', 0)?.life).toBe(2);
      // 2 printed, +1 Ice Buff, +2 Skin Morph.
      expect(shown(s, 'alice', 1)?.life).toBe(5);
    });

    it('Frostback Bear — Terrifying 1: units with attack 1 or less cannot block it', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: rin, battlefield: ['frostback-bear'] },
        p2: { phoenixborn: coal, battlefield: ['mist-spirit', 'iron-worker'] },
      });
      s.button('Attack Phoenixborn').click('frostback-bear').button('Done');
      expect(s.prompt().player).toBe('p2');
      expect(s.offers('mist-spirit')).toBe(false);
      expect(s.offers('iron-worker')).toBe(true);
    });

    it('Frost Fang — Armored 1: prevents 1 damage each time it is dealt damage', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: rin, spellboard: ['frost-bite'], dice: ['natural:class'] },
        p2: { phoenixborn: coal, battlefield: ['frost-fang'] },
      });
      s.click('frost-bite').click('frost-fang');
      expect(s.unit('p2', 'frost-fang')!.tokens.damage).toBe(0);
    });
  });

  describe('alterations', () => {
    it('Frozen Crown: +3 attack', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: rin,
          hand: ['frozen-crown'],
          battlefield: ['iron-worker'],
          dice: ['natural:class', 'charm:basic', 'charm:basic'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('frozen-crown').click('iron-worker');
      expect(shown(s, 'alice', 0)?.attack).toBe(5);
    });

    it('Crystal Shield: attached by playing it, +2 life', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: rin,
          hand: ['crystal-shield'],
          battlefield: ['iron-worker', 'anchornaut'],
          dice: ['natural:class', 'charm:basic'],
        },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });
      s.click('crystal-shield').click('iron-worker');
      expect(shown(s, 'alice', 0)?.life).toBe(4);
    });

    it('Crystal Shield: without it a unit cannot guard', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: coal, battlefield: ['hammer-knight'] },
        p2: { phoenixborn: rin, battlefield: ['iron-worker', 'anchornaut'], guarded: true },
      });
      s.button('Attack a unit').click('anchornaut').click('hammer-knight');
      expect(s.offers('iron-worker')).toBe(false);

      const t = scenario(catalogue, {
        p1: { phoenixborn: coal, battlefield: ['hammer-knight'] },
        p2: {
          phoenixborn: rin,
          battlefield: [{ stub: 'iron-worker', upgrades: ['crystal-shield'] }, 'anchornaut'],
          guarded: true,
        },
      });
      t.button('Attack a unit').click('anchornaut').click('hammer-knight');
      expect(t.offers('iron-worker')).toBe(true);
    });
  });

  describe('Ice Trap', () => {
    it('after a unit with a life value of 2 or less comes into play, destroys it', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: 'leo-sunshadow', dice: ['charm:basic'] },
        p2: { phoenixborn: rin, hand: ['ice-trap'], dice: ['natural:power'] },
      });
      s.click('leo-sunshadow');
      expect(s.prompt()).toMatchObject({ player: 'p2', title: 'Play a reaction spell?' });
      s.click('ice-trap', 'p2');
      if (s.prompt().title.startsWith('Ice Trap')) s.click('glow-finch', 'p2');
      expect(s.cards('p1', 'glow-finch', 'battlefield')).toHaveLength(0);
      expect(s.zoneStubs('p2', 'discard')).toEqual(['ice-trap']);
      expect(s.dice('p2', 'active')).toHaveLength(0);
    });

    it('is not offered for a unit with a life value of 3 or more', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: coal,
          hand: ['hammer-knight'],
          dice: ['ceremonial:power', 'natural:class', 'charm:basic'],
        },
        p2: { phoenixborn: rin, hand: ['ice-trap'], dice: ['natural:power'] },
      });
      s.click('hammer-knight');
      expect(s.prompt().title).not.toBe('Play a reaction spell?');
      expect(s.cards('p1', 'hammer-knight', 'battlefield')).toHaveLength(1);
      expect(s.zoneStubs('p2', 'hand')).toEqual(['ice-trap']);
    });
  });

  describe('Deep Freeze', () => {
    function frozen() {
      const s = scenario(catalogue, {
        p1: { phoenixborn: rin, hand: ['deep-freeze'], dice: ['natural:class'] },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'], dice: ['charm:basic'] },
      });
      s.click('deep-freeze').click('hammer-knight');
      return s;
    }

    it('when attached, gets 3 status tokens and its unit counts as exhausted', () => {
      const s = frozen();
      const knight = s.unit('p2', 'hammer-knight')!;
      const freeze = s.state.cards[knight.upgrades[0]!]!;
      expect(freeze.stub).toBe('deep-freeze');
      expect(freeze.tokens.status).toBe(3);
      expect(knight.tokens.exhaustion).toBe(0);
      expect(s.logLines().some((l) => l.includes('Hammer Knight is considered exhausted'))).toBe(
        true,
      );
    });

    it('a frozen unit cannot attack or use its abilities on its controller’s turn', () => {
      const s = frozen();
      s.button('End Turn');
      expect(s.prompt().player).toBe('p2');
      expect(s.offers('Attack Phoenixborn')).toBe(false);
    });

    it('Thaw: a side action of the unit’s controller removes 1 status token from Deep Freeze', () => {
      const s = frozen();
      s.button('End Turn');
      const knight = s.unit('p2', 'hammer-knight')!;
      s.click('hammer-knight', 'p2');
      expect(s.prompt().title).toMatch(/^Thaw/);
      s.click('deep-freeze', 'p2');
      expect(s.state.cards[knight.upgrades[0]!]?.tokens.status).toBe(2);
      expect(s.state.turn?.sideActions).toBe(0);
      expect(s.offers('Attack Phoenixborn')).toBe(false);
    });

    it('Thaw taking the last token discards Deep Freeze and the unit is no longer exhausted', () => {
      const s = frozen();
      s.button('End Turn');
      const knight = s.unit('p2', 'hammer-knight')!;
      // As after two earlier Thaws.
      s.state.cards[knight.upgrades[0]!]!.tokens.status = 1;
      s.click('hammer-knight', 'p2').click('deep-freeze', 'p2');
      expect(s.unit('p2', 'hammer-knight')!.upgrades).toHaveLength(0);
      expect(s.zoneStubs('p1', 'discard')).toEqual(['deep-freeze']);
      expect(s.offers('Attack Phoenixborn')).toBe(true);
    });

    it('any effect that takes its last status token discards it (a Time dice power)', () => {
      const time = scenario(catalogue, {
        p1: { phoenixborn: rin, hand: ['deep-freeze'], dice: ['natural:class'] },
        p2: {
          phoenixborn: coal,
          battlefield: ['hammer-knight', 'iron-worker'],
          dice: ['time:power'],
        },
      });
      time.click('deep-freeze').click('hammer-knight').button('End Turn');
      const frozenKnight = time.unit('p2', 'hammer-knight')!;
      // As after two Thaws.
      time.state.cards[frozenKnight.upgrades[0]!]!.tokens.status = 1;
      time.die('time:power', 'p2').click('iron-worker', 'p2').click('deep-freeze', 'p2');
      expect(time.unit('p2', 'hammer-knight')!.upgrades).toHaveLength(0);
      expect(time.zoneStubs('p1', 'discard')).toEqual(['deep-freeze']);
      expect(time.logLines()).toContain('Deep Freeze has no status tokens left and is discarded');
    });

    it('Thaw is not offered to a unit without Deep Freeze', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: rin, battlefield: ['hammer-knight'] },
        p2: { phoenixborn: coal },
      });
      expect(s.offers('hammer-knight')).toBe(false);
    });
  });

  describe("Rin's Fury", () => {
    const attacked = () =>
      scenario(catalogue, {
        p1: { phoenixborn: coal, battlefield: ['hammer-knight'] },
        p2: {
          phoenixborn: rin,
          battlefield: ['iron-worker'],
          hand: ['rins-fury'],
          dice: ['charm:basic', 'natural:basic'],
          guarded: true,
        },
      });

    it('after a unit you control is dealt damage by an attack: prevents it and destroys the attacker', () => {
      const s = attacked();
      s.button('Attack a unit').click('iron-worker').click('hammer-knight');
      if (s.prompt().buttons.includes("Don't counter")) s.button("Don't counter", 'p2');
      expect(s.prompt()).toMatchObject({
        player: 'p2',
        title: 'Iron Worker is dealt 3 damage: play a reaction?',
      });
      s.click('rins-fury', 'p2');
      if (s.prompt().title.startsWith("Rin's Fury")) s.click('hammer-knight', 'p2');
      expect(s.unit('p2', 'iron-worker')!.tokens.damage).toBe(0);
      expect(s.unit('p1', 'hammer-knight')).toBeUndefined();
      expect(s.zoneStubs('p1', 'discard')).toEqual(['hammer-knight']);
      expect(s.zoneStubs('p2', 'discard')).toEqual(['rins-fury']);
      expect(s.logLines()).toContain("Rin's Fury prevents the damage");
    });

    it('passing lets the damage be received', () => {
      const s = attacked();
      s.button('Attack a unit').click('iron-worker').click('hammer-knight');
      if (s.prompt().buttons.includes("Don't counter")) s.button("Don't counter", 'p2');
      s.button('Pass', 'p2');
      expect(s.prompt().title).not.toBe('Play a reaction spell?');
      expect(s.unit('p2', 'iron-worker')).toBeUndefined();
      expect(s.unit('p1', 'hammer-knight')).toBeTruthy();
      expect(s.zoneStubs('p2', 'hand')).toEqual(['rins-fury']);
    });

    it('is not offered for damage dealt by a spell', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: rin, spellboard: ['frost-bite'], dice: ['natural:class'] },
        p2: {
          phoenixborn: coal,
          battlefield: ['iron-worker'],
          hand: ['rins-fury'],
          dice: ['charm:basic', 'natural:basic'],
        },
      });
      s.click('frost-bite').click('iron-worker');
      expect(s.prompt().player).toBe('p1');
      expect(s.unit('p2', 'iron-worker')!.tokens.damage).toBe(1);
    });
  });
});
