import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { scenario } from '../../testing/scenario';
import type { Scenario } from '../../testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const orrick = 'orrick-gilstream';
const coal = 'coal-roarkwin';

/** Attaches a die of `owner` with this magic to a unit (as a charm dice power would). */
function attachDie(s: Scenario, owner: 'p1' | 'p2', magic: string, unit: string): void {
  const die = s.dice(owner).find((d) => d.magic === magic && d.location === 'active');
  if (!die) throw new Error(`No active ${magic} die`);
  die.location = 'attached';
  die.host = unit;
}

/** The Awakened State from the conjuration pile onto p1's Phoenixborn, as Concentration attaches it. */
function awaken(s: Scenario): void {
  const pb = s.pb('p1');
  const alteration = s.cards('p1', 'the-awakened-state', 'archives')[0]!;
  s.state.players.p1.archives = [];
  alteration.zone = 'attached';
  alteration.host = pb.uuid;
  alteration.controller = 'p1';
  pb.upgrades.push(alteration.uuid);
  // Any accepted command rebuilds the turn prompt with the ability it now has.
  s.send({ type: 'chat', text: 'awakened' }, 'p1');
}

describe('The Messengers of Peace: Orrick Gilstream and his spells', () => {
  describe('Orrick Gilstream — Insight', () => {
    const meditating = (pbExhaustion = 0) =>
      scenario(catalogue, {
        p1: {
          phoenixborn: orrick,
          pbExhaustion,
          deck: ['recollect', 'generosity', 'captivate'],
          dice: ['charm:basic', 'charm:basic'],
        },
        p2: { phoenixborn: coal },
      });

    it('after Meditating, may exhaust Orrick to take the first card discarded off the draw pile', () => {
      const s = meditating();
      s.button('Meditate');
      s.button('Top of draw pile').die('charm:basic').button('Power');
      s.button('Top of draw pile').die('charm:basic').button('Power');
      s.button('Done');
      expect(s.prompt().title).toMatch(/Insight/);
      s.button('Yes');
      expect(s.zoneStubs('p1', 'hand')).toEqual(['recollect']);
      expect(s.zoneStubs('p1', 'discard')).toEqual(['generosity']);
      expect(s.pb('p1').tokens.exhaustion).toBe(1);
    });

    it('is optional', () => {
      const s = meditating();
      s.button('Meditate').button('Top of draw pile').die('charm:basic').button('Power');
      s.button('Done').button('No');
      expect(s.zoneStubs('p1', 'hand')).toEqual([]);
      expect(s.pb('p1').tokens.exhaustion).toBe(0);
    });

    it('is not offered while Orrick is exhausted', () => {
      const s = meditating(1);
      s.button('Meditate').button('Top of draw pile').die('charm:basic').button('Power');
      s.button('Done');
      expect(s.prompt().title).toBe('Choose an action');
      expect(s.zoneStubs('p1', 'discard')).toEqual(['recollect']);
    });
  });

  describe('Captivate', () => {
    it('when it comes into play, may destroy an exhausted unit with a charm die on it', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: orrick, hand: ['captivate'], dice: ['charm:class', 'charm:power'] },
        p2: {
          phoenixborn: coal,
          battlefield: [{ stub: 'hammer-knight', exhaustion: 1 }, 'iron-worker'],
        },
      });
      attachDie(s, 'p1', 'charm', s.unit('p2', 'hammer-knight')!.uuid);
      s.click('captivate');
      // Iron Worker is neither exhausted nor charmed.
      expect(s.offers('iron-worker')).toBe(false);
      s.click('hammer-knight');
      expect(s.unit('p2', 'hammer-knight')).toBeUndefined();
      expect(s.cards('p1', 'captivate', 'spellboard')).toHaveLength(1);
    });

    it('an exhausted unit without a charm die is not offered', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: orrick, hand: ['captivate'], dice: ['charm:class'] },
        p2: { phoenixborn: coal, battlefield: [{ stub: 'hammer-knight', exhaustion: 1 }] },
      });
      s.click('captivate');
      expect(s.prompt().title).toBe('Choose an action');
      expect(s.unit('p2', 'hammer-knight')).toBeDefined();
    });

    it('side, exhaust: a unit cannot be declared as an attacker until the start of your next turn', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: orrick, spellboard: ['captivate'] },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight', 'iron-worker'] },
      });
      s.click('captivate').click('hammer-knight');
      expect(s.cards('p1', 'captivate', 'spellboard')[0]!.tokens.exhaustion).toBe(1);
      s.button('Pass').button('End Turn');
      expect(s.prompt().player).toBe('p2');
      s.button('Attack Phoenixborn');
      expect(s.offers('hammer-knight')).toBe(false);
      expect(s.offers('iron-worker')).toBe(true);
      s.click('iron-worker').button('Done');
      for (let i = 0; i < 6 && s.prompt().player === 'p1'; i++) {
        const { buttons } = s.prompt();
        s.button(buttons.includes('No guard') ? 'No guard' : 'Done');
      }
      expect(s.unit('p2', 'hammer-knight')!.effects).toHaveLength(1);
      s.button('End Turn');
      // The first player's next turn starts (the round goes on: the second player did not pass).
      expect(s.state.round).toBe(1);
      expect(s.prompt().player).toBe('p1');
      expect(s.unit('p2', 'hammer-knight')!.effects).toEqual([]);
    });

    it('or until the next round, when that comes first', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: orrick, spellboard: ['captivate'] },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });
      s.click('captivate').click('hammer-knight');
      expect(s.unit('p2', 'hammer-knight')!.effects).toHaveLength(1);
      s.button('Pass').button('End Turn');
      s.button('Pass').button('End Turn');
      // Both passed: the round ends before any new turn of Orrick's player.
      for (let i = 0; i < 10 && s.state.round === 1; i++) {
        const { buttons } = s.prompt();
        s.button(buttons.includes('Done') ? 'Done' : buttons[0]!);
      }
      expect(s.state.round).toBe(2);
      expect(s.unit('p2', 'hammer-knight')!.effects).toEqual([]);
    });
  });

  describe('Concentration and The Awakened State', () => {
    const concentrating = (copies = 2) =>
      scenario(catalogue, {
        p1: {
          phoenixborn: orrick,
          spellboard: Array.from({ length: copies }, () => 'concentration'),
          deck: ['recollect'],
          dice: ['time:basic', 'charm:basic'],
          exhaustedDice: ['charm:class'],
        },
        p2: { phoenixborn: coal },
      });

    it('places a status token on your Phoenixborn, draws 1 and readies an exhausted die on a chosen side', () => {
      const s = concentrating(1);
      s.click('concentration');
      if (s.prompt().title === 'Choose an ability') s.button('Concentration');
      expect(s.pb('p1').tokens.status).toBe(1);
      expect(s.zoneStubs('p1', 'hand')).toEqual(['recollect']);
      expect(s.prompt().title).toMatch(/^Concentration: choose a die/);
      s.die('charm:class').button('Power');
      const active = s.dice('p1', 'active');
      expect(active.map((d) => `${d.magic}:${d.level}`)).toEqual(['charm:power']);
    });

    it('Focus 1: at 7 status tokens on the Phoenixborn, attaches The Awakened State to it', () => {
      const s = concentrating();
      s.pb('p1').tokens.status = 6;
      s.click('concentration');
      if (s.prompt().title === 'Choose an ability') s.button('Concentration');
      s.die('charm:class').button('Class');
      const pb = s.pb('p1');
      expect(pb.tokens.status).toBe(7);
      expect(pb.upgrades.map((u) => s.state.cards[u]!.stub)).toEqual(['the-awakened-state']);
    });

    it('without focus, 7 status tokens attach nothing', () => {
      const s = concentrating(1);
      s.pb('p1').tokens.status = 6;
      s.click('concentration');
      if (s.prompt().title === 'Choose an ability') s.button('Concentration');
      s.die('charm:class').button('Class');
      expect(s.pb('p1').upgrades).toEqual([]);
    });

    it('The Awakened State: side: remove a status token to deal 1 damage to a unit and the Phoenixborn of an opponent', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: orrick, archives: ['the-awakened-state'] },
        p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
      });
      s.pb('p1').tokens.status = 2;
      awaken(s);
      s.click(orrick);
      if (s.prompt().title === 'Choose an ability') s.button('The Awakened State');
      s.button(s.name('p2'));
      s.click('iron-worker');
      expect(s.pb('p1').tokens.status).toBe(1);
      expect(s.unit('p2', 'iron-worker')!.tokens.damage).toBe(1);
      expect(s.pb('p2').tokens.damage).toBe(1);
      expect(s.state.turn?.sideActions).toBe(0);
    });

    it('The Awakened State cannot be used without a status token on the Phoenixborn', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: orrick, archives: ['the-awakened-state'] },
        p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
      });
      awaken(s);
      expect(s.offers(orrick)).toBe(false);
    });
  });
});
