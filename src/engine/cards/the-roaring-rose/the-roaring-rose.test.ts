import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { scenario } from '../../testing/scenario';
import type { Scenario } from '../../testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const leo = 'leo-sunshadow';
const coal = 'coal-roarkwin';

function attackOn(s: Scenario, player: 'alice' | 'bob', index: number): number | null | undefined {
  return s.view('p1').players[player]!.cardPiles.cardsInPlay[index]?.attack;
}

describe('The Roaring Rose cards', () => {
  describe('Leo Sunshadow — Summon Glow Finch', () => {
    it('places a Glow Finch for a side action and 1 basic die', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: leo, dice: ['charm:basic'] },
        p2: { phoenixborn: coal },
      });
      s.click(leo);
      expect(s.cards('p1', 'glow-finch', 'battlefield')).toHaveLength(1);
      expect(s.pb('p1').tokens.exhaustion).toBe(1);
      expect(s.dice('p1', 'active')).toHaveLength(0);
    });

    it('cannot be used without a die', () => {
      const s = scenario(catalogue, { p1: { phoenixborn: leo }, p2: { phoenixborn: coal } });
      s.send({ type: 'cardClicked', uuid: s.pb('p1').uuid }, 'p1', true);
      expect(s.cards('p1', 'glow-finch', 'battlefield')).toHaveLength(0);
    });
  });

  describe('Amplify', () => {
    it('adds 3 attack this turn to a unit of yours with attack 0, only those are offered', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: leo,
          hand: ['amplify'],
          battlefield: ['glow-finch', 'iron-worker'],
          dice: ['charm:class'],
        },
        p2: { phoenixborn: coal, battlefield: ['anchornaut'] },
      });
      s.click('amplify');
      expect(s.offers('iron-worker')).toBe(false);
      expect(s.offers('anchornaut')).toBe(false);
      s.click('glow-finch');
      expect(attackOn(s, 'alice', 0)).toBe(3);
    });

    it('cannot be played without a unit of yours with attack 0', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: leo,
          hand: ['amplify'],
          battlefield: ['iron-worker'],
          dice: ['charm:class'],
        },
        p2: { phoenixborn: coal, battlefield: ['anchornaut'] },
      });
      s.send({ type: 'cardClicked', uuid: s.state.players.p1.hand[0]! }, 'p1', true);
      expect(s.zoneStubs('p1', 'hand')).toEqual(['amplify']);
    });
  });

  describe('Anguish', () => {
    it('the target’s controller chooses: discard at random or 2 wounds; then exhaust 2 dice of the caster’s choice or 2 wounds', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: leo, hand: ['anguish'], dice: ['charm:basic', 'charm:basic'] },
        p2: {
          phoenixborn: coal,
          hand: ['iron-worker'],
          dice: ['natural:power', 'natural:class', 'illusion:basic'],
        },
      });
      s.click('anguish').click(coal);
      expect(s.prompt().player).toBe('p2');
      s.button('Discard at random');
      expect(s.zoneStubs('p2', 'discard')).toEqual(['iron-worker']);
      expect(s.pb('p2').tokens.damage).toBe(0);
      s.click(coal);
      expect(s.prompt().player).toBe('p2');
      s.button('Exhaust 2 dice');
      expect(s.prompt().player).toBe('p1');
      s.die('natural:power').die('natural:class');
      expect(s.dice('p2', 'active').map((d) => `${d.magic}:${d.level}`)).toEqual([
        'illusion:basic',
      ]);
      expect(s.pb('p2').tokens.damage).toBe(0);
    });

    it('a player who does not or cannot receives 2 wounds each time', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: leo, hand: ['anguish'], dice: ['charm:basic', 'charm:basic'] },
        p2: { phoenixborn: coal, hand: ['iron-worker'], dice: ['natural:power'] },
      });
      s.click('anguish').click(coal);
      s.button('Receive 2 wounds');
      expect(s.zoneStubs('p2', 'hand')).toEqual(['iron-worker']);
      // One active die: they cannot move 2, so no question.
      s.click(coal);
      expect(s.pb('p2').tokens.damage).toBe(4);
      expect(s.dice('p2', 'active')).toHaveLength(1);
    });
  });

  describe('Beast Tamer', () => {
    it('Tame 1: the attacker it blocks has 1 less attack; Alert: no exhaustion for countering', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: coal, battlefield: ['hammer-knight'] },
        p2: { phoenixborn: leo, battlefield: ['beast-tamer'] },
      });
      s.button('Attack Phoenixborn').click('hammer-knight').button('Done');
      s.click('beast-tamer');
      expect(attackOn(s, 'alice', 0)).toBe(2);
      s.button('Done');
      // Hammer Knight dealt 2, not 3; Beast Tamer countered and stays unexhausted.
      expect(s.unit('p2', 'beast-tamer')!.tokens.damage).toBe(2);
      expect(s.unit('p2', 'beast-tamer')!.tokens.exhaustion).toBe(0);
      expect(s.unit('p1', 'hammer-knight')!.tokens.damage).toBe(2);
      // Out of battle the attack value is back.
      expect(attackOn(s, 'alice', 0)).toBe(3);
    });

    it('Tame does not reach units outside its battle', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: coal, battlefield: ['hammer-knight', 'iron-worker'] },
        p2: { phoenixborn: leo, battlefield: ['beast-tamer'] },
      });
      s.button('Attack Phoenixborn').click('hammer-knight').click('iron-worker').button('Done');
      s.click('beast-tamer');
      if (s.prompt().title.match(/attacker to block/)) s.click('hammer-knight');
      expect(attackOn(s, 'alice', 0)).toBe(2);
      expect(attackOn(s, 'alice', 1)).toBe(2);
    });
  });

  describe('Change Psyche', () => {
    it('removes 1 exhaustion token from a target unit', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: leo,
          hand: ['change-psyche'],
          battlefield: [{ stub: 'iron-worker', exhaustion: 2 }, 'anchornaut'],
          dice: ['charm:class', 'charm:basic'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('change-psyche').button('Remove 1 exhaustion');
      expect(s.offers('anchornaut')).toBe(false);
      s.click('iron-worker');
      expect(s.unit('p1', 'iron-worker')!.tokens.exhaustion).toBe(1);
    });

    it('places 1 exhaustion token on a target unit; removing is not offered with nothing exhausted', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: leo, hand: ['change-psyche'], dice: ['charm:class', 'charm:basic'] },
        p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
      });
      s.click('change-psyche');
      expect(s.prompt().buttons).toEqual(['Place 1 exhaustion']);
      s.button('Place 1 exhaustion').click('iron-worker');
      expect(s.unit('p2', 'iron-worker')!.tokens.exhaustion).toBe(1);
    });
  });

  describe('Dispel', () => {
    it('removes 2 status tokens from a target card', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: leo, hand: ['dispel'], dice: ['charm:basic'] },
        p2: { phoenixborn: coal, spellboard: [{ stub: 'summon-fallen', status: 3 }] },
      });
      s.click('dispel');
      expect(s.prompt().buttons).toEqual(['Remove 2 status tokens']);
      s.button('Remove 2 status tokens').click('summon-fallen');
      expect(s.cards('p2', 'summon-fallen')[0]!.tokens.status).toBe(1);
    });

    it('shuffles a target alteration spell into its owner’s draw pile', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: leo, hand: ['dispel'], dice: ['charm:basic'] },
        p2: {
          phoenixborn: coal,
          battlefield: [{ stub: 'hammer-knight', upgrades: ['root-armor'] }],
        },
      });
      s.click('dispel').button('Remove an alteration spell').click('root-armor');
      expect(s.unit('p2', 'hammer-knight')!.upgrades).toEqual([]);
      expect(s.zoneStubs('p2', 'deck')).toEqual(['root-armor']);
      expect(s.logLines()).toContain("Root Armor is shuffled into bob's draw pile");
    });

    it('returns a conjured alteration spell to its owner’s conjuration pile', () => {
      const conjured = Object.values(catalogue).find(
        (c) => c.type === 'Conjured Alteration Spell',
      )!;
      const s = scenario(catalogue, {
        p1: { phoenixborn: leo, hand: ['dispel'], dice: ['charm:basic'] },
        p2: {
          phoenixborn: coal,
          battlefield: [{ stub: 'hammer-knight', upgrades: [conjured.stub] }],
          archives: [],
        },
      });
      s.click('dispel').button('Remove an alteration spell').click(conjured.stub);
      expect(s.zoneStubs('p2', 'archives')).toEqual([conjured.stub]);
      expect(s.zoneStubs('p2', 'deck')).toEqual([]);
    });

    it('cannot be played with no status token or alteration in play', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: leo, hand: ['dispel'], dice: ['charm:basic'] },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });
      s.send({ type: 'cardClicked', uuid: s.state.players.p1.hand[0]! }, 'p1', true);
      expect(s.zoneStubs('p1', 'hand')).toEqual(['dispel']);
    });
  });

  describe('Memory Theft', () => {
    it('looks at a hand (shown to the caster only); its owner discards the chosen card', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: leo, spellboard: ['memory-theft'], dice: ['charm:class'] },
        p2: { phoenixborn: coal, hand: ['iron-worker', 'molten-gold'] },
      });
      s.click('memory-theft').button('bob');
      expect(s.prompt().buttons).toEqual(['Iron Worker', 'Molten Gold']);
      // bob's view carries none of the caster's prompt.
      expect(s.view('p2').players.bob!.promptState.buttons).toEqual([]);
      s.button('Molten Gold');
      expect(s.prompt().player).toBe('p2');
      expect(s.prompt().title).toBe('Memory Theft: discard Molten Gold, or receive 1 wound?');
      s.button('Discard it');
      expect(s.zoneStubs('p2', 'hand')).toEqual(['iron-worker']);
      expect(s.zoneStubs('p2', 'discard')).toEqual(['molten-gold']);
      expect(s.pb('p2').tokens.damage).toBe(0);
    });

    it('a player who does not discard, or has no hand, receives 1 wound', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: leo, spellboard: ['memory-theft'], dice: ['charm:class'] },
        p2: { phoenixborn: coal, hand: ['iron-worker'] },
      });
      s.click('memory-theft').button('bob').button('Iron Worker').button('Receive 1 wound');
      expect(s.zoneStubs('p2', 'hand')).toEqual(['iron-worker']);
      expect(s.pb('p2').tokens.damage).toBe(1);

      const t = scenario(catalogue, {
        p1: { phoenixborn: leo, spellboard: ['memory-theft'], dice: ['charm:class'] },
        p2: { phoenixborn: coal },
      });
      t.click('memory-theft').button('bob');
      expect(t.pb('p2').tokens.damage).toBe(1);
    });
  });

  describe('Mind Probe', () => {
    it('reveals the top 5, removes one from the game and returns the rest in the chosen order', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: leo, hand: ['mind-probe'], dice: ['charm:class'] },
        p2: {
          phoenixborn: coal,
          deck: ['iron-worker', 'anchornaut', 'hammer-knight', 'molten-gold', 'fear', 'cover'],
        },
      });
      s.click('mind-probe');
      expect(s.prompt().buttons).toEqual(['bob']);
      s.button('bob');
      expect(s.logLines()).toContain(
        'bob reveals the top of their draw pile: Iron Worker, Anchornaut, Hammer Knight, Molten Gold, Fear',
      );
      s.button('Hammer Knight');
      expect(s.zoneStubs('p2', 'purged')).toEqual(['hammer-knight']);
      expect(s.prompt().buttons).toEqual(['Iron Worker', 'Anchornaut', 'Molten Gold', 'Fear']);
      s.button('Fear').button('Iron Worker').button('Molten Gold');
      expect(s.zoneStubs('p2', 'deck')).toEqual([
        'fear',
        'iron-worker',
        'molten-gold',
        'anchornaut',
        'cover',
      ]);
    });
  });

  describe('Remorse', () => {
    it('after an opponent declares attackers: they discard 2 off their draw pile; emptied, 2 damage', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: coal,
          battlefield: ['iron-worker', 'anchornaut'],
          deck: ['fear', 'cover'],
        },
        p2: { phoenixborn: leo, hand: ['remorse'], dice: ['charm:power'] },
      });
      s.button('Attack Phoenixborn').click('iron-worker').click('anchornaut').button('Done');
      expect(s.prompt().player).toBe('p2');
      s.click('remorse');
      s.click(coal);
      expect(s.zoneStubs('p1', 'discard').sort()).toEqual(['cover', 'fear']);
      expect(s.pb('p1').tokens.damage).toBe(2);
    });

    it('no damage while their draw pile still has cards', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: coal, battlefield: ['iron-worker'], deck: ['fear', 'cover', 'seal'] },
        p2: { phoenixborn: leo, hand: ['remorse'], dice: ['charm:power'] },
      });
      s.button('Attack Phoenixborn').click('iron-worker').button('Done');
      s.click('remorse');
      expect(s.zoneStubs('p1', 'deck')).toEqual(['seal']);
      expect(s.pb('p1').tokens.damage).toBe(0);
    });
    it('is not offered after your own declaration of attackers', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: leo,
          battlefield: ['iron-worker'],
          hand: ['remorse'],
          dice: ['charm:power'],
        },
        p2: { phoenixborn: coal, deck: ['fear'] },
      });
      s.button('Attack Phoenixborn').click('iron-worker').button('Done');
      expect(s.offers('remorse')).toBe(false);
      expect(s.zoneStubs('p2', 'deck')).toEqual(['fear']);
    });
  });

  describe('Summon Nightshade Swallow', () => {
    it('places a Nightshade Swallow', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: leo,
          spellboard: ['summon-nightshade-swallow'],
          dice: ['charm:class', 'charm:class'],
        },
        p2: { phoenixborn: coal, deck: ['fear'], dice: ['natural:basic'] },
      });
      s.click('summon-nightshade-swallow');
      expect(s.cards('p1', 'nightshade-swallow', 'battlefield')).toHaveLength(1);
      expect(s.zoneStubs('p2', 'deck')).toEqual(['fear']);
    });

    it('Focus 1: with fewer active dice than an opponent, may make a player discard their top card', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: leo,
          spellboard: ['summon-nightshade-swallow', 'summon-nightshade-swallow'],
          dice: ['charm:class', 'charm:class'],
        },
        p2: { phoenixborn: coal, deck: ['fear', 'cover'], dice: ['natural:basic'] },
      });
      s.click('summon-nightshade-swallow');
      expect(s.prompt().title).toMatch(/Summon Nightshade Swallow/);
      s.button('bob');
      expect(s.zoneStubs('p2', 'deck')).toEqual(['cover']);
      expect(s.zoneStubs('p2', 'discard')).toEqual(['fear']);
    });

    it('Focus 1 is not offered without fewer active dice than an opponent', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: leo,
          spellboard: ['summon-nightshade-swallow', 'summon-nightshade-swallow'],
          dice: ['charm:class', 'charm:class', 'charm:basic'],
        },
        p2: { phoenixborn: coal, deck: ['fear', 'cover'], dice: ['natural:basic'] },
      });
      s.click('summon-nightshade-swallow');
      expect(s.cards('p1', 'nightshade-swallow', 'battlefield')).toHaveLength(1);
      expect(s.prompt().title).not.toMatch(/Summon Nightshade Swallow/);
      expect(s.zoneStubs('p2', 'deck')).toEqual(['fear', 'cover']);
    });
  });

  describe('Summon Orchid Dove', () => {
    it('places an Orchid Dove for 1 charm class', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: leo,
          spellboard: ['summon-orchid-dove'],
          dice: ['charm:class', 'natural:basic'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('summon-orchid-dove');
      expect(s.cards('p1', 'orchid-dove', 'battlefield')).toHaveLength(1);
      expect(s.dice('p1', 'active').map((d) => d.magic)).toEqual(['natural']);
      // Without focus 2 no damage is offered, even against an empty draw pile.
      expect(s.prompt().title).not.toMatch(/Summon Orchid Dove/);
      expect(s.pb('p2').tokens.damage).toBe(0);
    });

    it('Focus 1: costs 1 basic die instead; Focus 2: may deal 1 damage to a Phoenixborn with an empty draw pile', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: leo,
          spellboard: ['summon-orchid-dove', 'summon-orchid-dove', 'summon-orchid-dove'],
          deck: ['fear'],
          dice: ['natural:basic'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('summon-orchid-dove');
      expect(s.cards('p1', 'orchid-dove', 'battlefield')).toHaveLength(1);
      expect(s.offers(leo)).toBe(false);
      s.click(coal);
      expect(s.pb('p2').tokens.damage).toBe(1);
    });
  });

  describe('conjurations', () => {
    it('Glow Finch — Unit Guard: guards a unit being attacked', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: coal, battlefield: ['iron-worker'] },
        p2: { phoenixborn: leo, battlefield: ['glow-finch', 'anchornaut'], guarded: true },
      });
      s.button('Attack a unit').click('anchornaut').click('iron-worker');
      expect(s.offers('glow-finch')).toBe(true);
    });

    it('Glow Finch — Last Request 2: when destroyed, may make a player discard their top 2 cards', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: coal, battlefield: ['iron-worker'], deck: ['fear', 'cover', 'seal'] },
        p2: { phoenixborn: leo, battlefield: ['glow-finch'], guarded: true },
      });
      s.button('Attack a unit').click('glow-finch').click('iron-worker');
      if (s.prompt().title.match(/Counter/)) s.button('Counter');
      expect(s.prompt().player).toBe('p2');
      s.button('Yes');
      expect(s.prompt().title).toMatch(/^Glow Finch, Last Request 2/);
      s.button('alice');
      expect(s.zoneStubs('p1', 'deck')).toEqual(['seal']);
    });

    it('Orchid Dove — Last Request 1 may be declined', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: coal, battlefield: ['iron-worker'], deck: ['fear', 'cover'] },
        p2: { phoenixborn: leo, battlefield: ['orchid-dove'], guarded: true },
      });
      s.button('Attack a unit').click('orchid-dove').click('iron-worker');
      if (s.prompt().title.match(/Counter/)) s.button('Counter');
      s.button('No');
      expect(s.zoneStubs('p1', 'deck')).toEqual(['fear', 'cover']);

      const t = scenario(catalogue, {
        p1: { phoenixborn: coal, battlefield: ['iron-worker'], deck: ['fear', 'cover'] },
        p2: { phoenixborn: leo, battlefield: ['orchid-dove'], guarded: true },
      });
      t.button('Attack a unit').click('orchid-dove').click('iron-worker');
      if (t.prompt().title.match(/Counter/)) t.button('Counter');
      t.button('Yes').button('alice');
      expect(t.zoneStubs('p1', 'deck')).toEqual(['cover']);
    });

    it('Nightshade Swallow — Pacify 1: when destroyed, may exhaust a target unit', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: coal, battlefield: ['iron-worker', 'anchornaut'] },
        p2: { phoenixborn: leo, battlefield: ['nightshade-swallow'], guarded: true },
      });
      s.button('Attack a unit').click('nightshade-swallow').click('iron-worker');
      if (s.prompt().title.match(/Counter/)) s.button('Counter');
      s.click('anchornaut');
      expect(s.unit('p1', 'anchornaut')!.tokens.exhaustion).toBe(1);
    });
  });
});
