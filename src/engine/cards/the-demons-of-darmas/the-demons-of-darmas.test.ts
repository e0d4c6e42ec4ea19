import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { scenario } from '../../testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const harold = 'harold-westraven';
const coal = 'coal-roarkwin';

describe('The Demons of Darmas cards', () => {
  describe('Summon Vampire Bat Swarm', () => {
    it('places a Vampire Bat Swarm onto your battlefield for a ceremonial and a sympathy die', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: harold,
          spellboard: ['summon-vampire-bat-swarm'],
          dice: ['ceremonial:class', 'sympathy:class'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('summon-vampire-bat-swarm');
      expect(s.unit('p1', 'vampire-bat-swarm')).toBeDefined();
      expect(s.dice('p1', 'active')).toHaveLength(0);
    });
  });

  describe('Vampire Bat Swarm — Swarm', () => {
    const board = {
      phoenixborn: harold,
      spellboard: ['chant-of-sacrifice'],
      battlefield: ['vampire-bat-swarm'],
      dice: ['sympathy:power', 'ceremonial:basic'],
    };

    it('when destroyed, spending a ceremonial or sympathy class die places it back', () => {
      const s = scenario(catalogue, { p1: board, p2: { phoenixborn: coal } });
      s.click('chant-of-sacrifice').click('vampire-bat-swarm');
      expect(s.prompt().title).toBe(
        'Vampire Bat Swarm, Swarm: you may spend 1 ceremonial or sympathy class die',
      );
      // A basic side cannot pay a class cost.
      expect(s.offers('ceremonial:basic')).toBe(false);
      s.die('sympathy:power');
      expect(s.unit('p1', 'vampire-bat-swarm')).toBeDefined();
      expect(s.dice('p1', 'active').map((d) => `${d.magic}:${d.level}`)).toEqual([
        'ceremonial:basic',
      ]);
    });

    it('may be declined: it stays destroyed', () => {
      const s = scenario(catalogue, { p1: board, p2: { phoenixborn: coal } });
      s.click('chant-of-sacrifice').click('vampire-bat-swarm').button('Skip');
      expect(s.unit('p1', 'vampire-bat-swarm')).toBeUndefined();
      expect(s.dice('p1', 'active')).toHaveLength(2);
      expect(s.zoneStubs('p1', 'archives')).toContain('vampire-bat-swarm');
    });
  });

  describe('Adrenaline Rush', () => {
    it('deals 1 damage to a unit you control and removes 1 exhaustion token from it', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: harold,
          hand: ['adrenaline-rush'],
          battlefield: [{ stub: 'hammer-knight', exhaustion: 1 }],
          dice: ['ceremonial:power', 'sympathy:basic'],
        },
        p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
      });
      s.click('adrenaline-rush');
      expect(s.prompt().title).toBe('Adrenaline Rush: choose a unit you control');
      expect(s.offers('iron-worker')).toBe(false);
      s.click('hammer-knight');
      expect(s.unit('p1', 'hammer-knight')!.tokens).toMatchObject({ damage: 1, exhaustion: 0 });
    });

    it('cannot be played without a unit of yours', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: harold,
          hand: ['adrenaline-rush'],
          dice: ['ceremonial:power', 'sympathy:basic'],
        },
        p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
      });
      s.send({ type: 'cardClicked', uuid: s.state.players.p1.hand[0]! }, 'p1', true);
      expect(s.zoneStubs('p1', 'hand')).toEqual(['adrenaline-rush']);
    });
  });

  describe('Transform (Beast Mage, Beast Warrior)', () => {
    const values = (s: ReturnType<typeof scenario>) =>
      s.view('p1').players.alice!.cardPiles.cardsInPlay.map((c) => [c.attack, c.life, c.recover]);

    it('while you hold the first player token, printed values', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: harold, battlefield: ['beast-mage', 'beast-warrior'] },
        p2: { phoenixborn: coal },
        firstPlayer: 'p1',
      });
      expect(values(s)).toEqual([
        [2, 2, 0],
        [1, 1, 0],
      ]);
    });

    it('while you do not, +2 (Beast Mage) and +1 (Beast Warrior) to each value, even exhausted', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: harold,
          battlefield: [{ stub: 'beast-mage', exhaustion: 1 }, 'beast-warrior'],
        },
        p2: { phoenixborn: coal },
        firstPlayer: 'p2',
      });
      expect(values(s)).toEqual([
        [4, 4, 2],
        [2, 2, 1],
      ]);
    });
  });

  describe('Master Vampire', () => {
    it('Life Drain 1: after destroying an opposing unit by attacking, may heal your Phoenixborn', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: harold, battlefield: ['master-vampire'], pbDamage: 2 },
        p2: { phoenixborn: coal, battlefield: ['anchornaut'] },
      });
      s.button('Attack a unit').click('anchornaut').click('master-vampire');
      // Stalk: no guard may be declared against it.
      expect(s.prompt().title).not.toMatch(/guard/i);
      s.button("Don't counter");
      expect(s.unit('p2', 'anchornaut')).toBeUndefined();
      expect(s.prompt().title).toBe('Use Life Drain 1 of Master Vampire?');
      s.button('Yes');
      expect(s.pb('p1').tokens.damage).toBe(1);
    });
  });

  describe('Psychic Vampire — Lobotomize 1', () => {
    it('destroyed by an opponent’s spell: that opponent discards a card of their choice', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: coal,
          hand: ['molten-gold', 'anchornaut', 'iron-worker'],
          dice: ['natural:class', 'natural:class'],
        },
        p2: { phoenixborn: harold, battlefield: ['psychic-vampire'] },
      });
      s.click('molten-gold').click('psychic-vampire');
      expect(s.prompt()).toMatchObject({
        player: 'p1',
        title: 'Psychic Vampire, Lobotomize: discard 1 card from your hand',
      });
      s.click('iron-worker');
      expect(s.zoneStubs('p1', 'hand')).toEqual(['anchornaut']);
      expect(s.zoneStubs('p1', 'discard').sort()).toEqual(['iron-worker', 'molten-gold']);
    });

    it('destroyed by its own controller: nothing is discarded', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: harold,
          spellboard: ['chant-of-sacrifice'],
          battlefield: ['psychic-vampire'],
          dice: ['ceremonial:class'],
        },
        p2: { phoenixborn: coal, hand: ['anchornaut'] },
      });
      s.click('chant-of-sacrifice').click('psychic-vampire');
      expect(s.unit('p1', 'psychic-vampire')).toBeUndefined();
      expect(s.zoneStubs('p2', 'hand')).toEqual(['anchornaut']);
      expect(s.zoneStubs('p1', 'hand')).toEqual([]);
    });
  });

  describe('Dark Reaping', () => {
    it('destroys a unit you control, then changes up to 5 active dice to chosen sides', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: harold,
          hand: ['dark-reaping'],
          battlefield: ['anchornaut'],
          dice: ['ceremonial:class', 'sympathy:basic'],
        },
        p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
      });
      s.click('dark-reaping');
      expect(s.offers('iron-worker')).toBe(false);
      s.click('anchornaut');
      expect(s.unit('p1', 'anchornaut')).toBeUndefined();
      expect(s.prompt().title).toBe('Choose a die to change (5 left)');
      s.die('sympathy:basic').button('Power');
      expect(s.dice('p1', 'active').map((d) => `${d.magic}:${d.level}`)).toEqual([
        'sympathy:power',
      ]);
    });

    it('cannot be played without a unit of yours', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: harold,
          hand: ['dark-reaping'],
          dice: ['ceremonial:class', 'sympathy:basic'],
        },
        p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
      });
      s.send({ type: 'cardClicked', uuid: s.state.players.p1.hand[0]! }, 'p1', true);
      expect(s.zoneStubs('p1', 'hand')).toEqual(['dark-reaping']);
    });
  });

  describe('Transmute Magic', () => {
    const pools = (s: ReturnType<typeof scenario>, p: 'p1' | 'p2') =>
      (['active', 'exhausted'] as const).map((where) =>
        s
          .dice(p, where)
          .map((d) => `${d.magic}:${d.level}`)
          .sort(),
      );

    it('swaps exhausted dice with active ones on chosen sides, then changes 1 die of each chosen player', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: harold,
          hand: ['transmute-magic'],
          dice: ['sympathy:class', 'ceremonial:basic'],
          exhaustedDice: ['sympathy:basic', 'ceremonial:class'],
        },
        p2: { phoenixborn: coal, dice: ['natural:power', 'natural:class'] },
      });
      s.click('transmute-magic');
      expect(s.prompt().title).toBe(
        'Transmute Magic: choose a die in your exhausted pool to swap, or Done',
      );
      s.die('sympathy:basic');
      expect(s.prompt().title).toBe(
        'Transmute Magic: choose a die in your active pool to swap it with',
      );
      s.die('ceremonial:basic').button('Power');
      // No active die is left that was not swapped: the swapping ends.
      expect(pools(s, 'p1')).toEqual([
        ['sympathy:power'],
        ['ceremonial:basic', 'ceremonial:class', 'sympathy:class'],
      ]);
      expect(s.logLines()).toContain(
        'Transmute Magic: alice swaps an exhausted sympathy basic die with an active ceremonial basic die',
      );
      expect(s.logLines()).toContain('Transmute Magic: alice changes a die to sympathy power');
      expect(s.prompt().title).toBe('Transmute Magic: you may change 1 die in your active pool');
      s.button('Skip');
      expect(s.prompt().title).toBe("Transmute Magic: you may change 1 die in bob's active pool");
      s.die('natural:power').button('Basic');
      expect(pools(s, 'p2')).toEqual([['natural:basic', 'natural:class'], []]);
      expect(pools(s, 'p1')[0]).toEqual(['sympathy:power']);
    });

    it('swaps nothing when Done is chosen first', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: harold,
          hand: ['transmute-magic'],
          dice: ['sympathy:class', 'ceremonial:basic'],
          exhaustedDice: ['sympathy:basic'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('transmute-magic').button('Done');
      s.die('ceremonial:basic').button('Class');
      expect(pools(s, 'p1')).toEqual([['ceremonial:class'], ['sympathy:basic', 'sympathy:class']]);
    });
  });

  describe('Consume Soul', () => {
    it('after your attack destroys an opposing unit: 2 wounds and 1 exhaustion off your Phoenixborn', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: harold,
          hand: ['consume-soul'],
          battlefield: ['iron-worker'],
          pbDamage: 3,
          pbExhaustion: 1,
          dice: ['sympathy:basic'],
        },
        p2: { phoenixborn: coal, battlefield: ['anchornaut'] },
      });
      s.button('Attack a unit').click('anchornaut').click('iron-worker');
      if (s.prompt().title.match(/guard/i)) s.button('No guard');
      s.button("Don't counter");
      expect(s.prompt()).toMatchObject({ player: 'p1', title: 'Play a reaction spell?' });
      s.click('consume-soul');
      expect(s.pb('p1').tokens).toMatchObject({ damage: 1, exhaustion: 0 });
    });

    it('is not offered when your counter destroys an attacker in an opponent’s attack', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: coal, battlefield: ['anchornaut'] },
        p2: {
          phoenixborn: harold,
          hand: ['consume-soul'],
          battlefield: ['iron-worker'],
          pbDamage: 3,
          dice: ['sympathy:basic'],
        },
      });
      s.button('Attack a unit').click('iron-worker').click('anchornaut');
      if (s.prompt().title.match(/guard/i)) s.button('No guard');
      s.button('Counter', 'p2');
      expect(s.unit('p1', 'anchornaut')).toBeUndefined();
      expect(s.prompt().title).not.toBe('Play a reaction spell?');
      expect(s.pb('p2').tokens.damage).toBe(3);
    });

    it('is not offered after a unit is destroyed by a spell', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: harold,
          hand: ['consume-soul', 'molten-gold'],
          pbDamage: 3,
          dice: ['sympathy:basic', 'natural:class', 'natural:class'],
        },
        p2: { phoenixborn: coal, battlefield: ['anchornaut'] },
      });
      s.click('molten-gold').click('anchornaut');
      expect(s.unit('p2', 'anchornaut')).toBeUndefined();
      expect(s.prompt().title).not.toBe('Play a reaction spell?');
      expect(s.zoneStubs('p1', 'hand')).toEqual(['consume-soul']);
    });
  });

  describe('Drain Vitality', () => {
    it('main: deals 1 damage to a target unit, then removes 1 wound token from a target unit', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: harold,
          spellboard: ['drain-vitality'],
          battlefield: [{ stub: 'hammer-knight', damage: 2, status: 1 }],
          dice: ['ceremonial:class', 'sympathy:class'],
        },
        p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
      });
      s.click('drain-vitality');
      expect(s.prompt().buttons).toEqual([
        'Drain Vitality: damage and heal',
        'Drain Vitality: move a status token',
      ]);
      s.button('Drain Vitality: damage and heal');
      expect(s.prompt().title).toBe('Drain Vitality: choose a unit to deal 1 damage to');
      s.click('iron-worker');
      expect(s.unit('p2', 'iron-worker')!.tokens.damage).toBe(1);
      expect(s.prompt().title).toBe('Drain Vitality: choose a unit to remove 1 wound token from');
      s.click('hammer-knight');
      expect(s.unit('p1', 'hammer-knight')!.tokens.damage).toBe(1);
    });

    it('side: moves 1 status token; not usable while no unit has one', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: harold,
          spellboard: ['drain-vitality'],
          battlefield: ['hammer-knight'],
          dice: ['sympathy:class'],
        },
        p2: { phoenixborn: coal, battlefield: [{ stub: 'iron-worker', status: 1 }] },
      });
      // The main ability is not offered: no die pays it.
      s.click('drain-vitality');
      expect(s.prompt().title).toBe('Drain Vitality: choose a unit to remove 1 status token from');
      expect(s.offers('hammer-knight')).toBe(false);
      s.click('iron-worker');
      expect(s.prompt().title).toBe('Drain Vitality: choose a unit to place 1 status token on');
      s.click('hammer-knight');
      expect(s.unit('p2', 'iron-worker')!.tokens.status).toBe(0);
      expect(s.unit('p1', 'hammer-knight')!.tokens.status).toBe(1);

      const t = scenario(catalogue, {
        p1: {
          phoenixborn: harold,
          spellboard: ['drain-vitality'],
          battlefield: ['hammer-knight'],
          dice: ['sympathy:class'],
        },
        p2: { phoenixborn: coal },
      });
      t.send({ type: 'cardClicked', uuid: t.state.players.p1.spellboard[0]! }, 'p1', true);
    });
  });

  describe("Harold Westraven and Hunter's Mark", () => {
    it('Mark Prey attaches Hunter’s Mark to a target unit; damage to it places twice the wounds', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: harold,
          spellboard: ['drain-vitality'],
          dice: ['ceremonial:class'],
        },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });
      s.click(harold);
      expect(s.prompt().title).toBe(
        "Harold Westraven, Mark Prey: choose a unit to attach Hunter's Mark to",
      );
      s.click('hammer-knight');
      const knight = s.unit('p2', 'hammer-knight')!;
      expect(knight.upgrades.map((u) => s.state.cards[u]!.stub)).toEqual(['hunters-mark']);
      expect(s.zoneStubs('p1', 'archives')).not.toContain('hunters-mark');
      expect(s.pb('p1').tokens.exhaustion).toBe(1);
      expect(s.logLines()).toContain("Hunter's Mark is attached to Hammer Knight");
      s.click('drain-vitality').click('hammer-knight');
      expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(2);
      expect(s.logLines()).toContain("Hunter's Mark: 2 wound tokens instead of 1");
    });

    it('wound tokens placed without damage are not doubled; it returns to the pile with its host', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: harold,
          hand: ['molten-gold'],
          dice: ['natural:class', 'natural:class'],
        },
        p2: {
          phoenixborn: coal,
          battlefield: [{ stub: 'hammer-knight', upgrades: ['hunters-mark'] }],
        },
      });
      s.click('molten-gold').click('hammer-knight');
      expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(3);

      const t = scenario(catalogue, {
        p1: {
          phoenixborn: harold,
          hand: ['molten-gold'],
          dice: ['natural:class', 'natural:class'],
        },
        p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
      });
      t.click(harold).click('iron-worker');
      t.click('molten-gold').click('iron-worker');
      expect(t.unit('p2', 'iron-worker')).toBeUndefined();
      expect(t.zoneStubs('p1', 'archives')).toContain('hunters-mark');
    });

    it('no guard may be declared while the marked unit is the target of an attack', () => {
      const board = (upgrades: string[]) => ({
        p1: { phoenixborn: harold, battlefield: ['iron-worker'] },
        p2: {
          phoenixborn: coal,
          battlefield: [{ stub: 'hammer-knight', upgrades }, 'butterfly-monk'],
        },
      });
      const s = scenario(catalogue, board(['hunters-mark']));
      s.button('Attack a unit').click('hammer-knight').click('iron-worker');
      expect(s.prompt().title).not.toBe('Choose a guard, or no guard');

      const t = scenario(catalogue, board([]));
      t.button('Attack a unit').click('hammer-knight').click('iron-worker');
      expect(t.prompt().title).toBe('Choose a guard, or no guard');
    });

    it('Mark Prey is not usable while Hunter’s Mark is in play', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: harold, archives: [] },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });
      s.send({ type: 'cardClicked', uuid: s.pb('p1').uuid }, 'p1', true);
      expect(s.pb('p1').tokens.exhaustion).toBe(0);
    });
  });
});
