/** The Spawn of Shadowreck: its conjurations, their summoning spells, allies and spells. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { scenario } from '../../testing/scenario';
import type { Scenario } from '../../testing/scenario';
import { attackPhoenixbornWith, shownAttack } from '../../testing/attacks';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const coal = 'coal-roarkwin';
const aradel = 'aradel-summergaard';

function uuidOf(s: Scenario, player: 'p1' | 'p2', stub: string): string {
  const card = s.cards(player, stub)[0];
  if (!card) throw new Error(`no ${stub} for ${player}`);
  return card.uuid;
}

function levels(s: Scenario, player: 'p1' | 'p2'): string[] {
  return s
    .dice(player, 'active')
    .map((d) => d.level)
    .sort();
}

describe('Summon Scrawler and Scrawler', () => {
  it('places a Scrawler; Tag 1 exhausts a unit with attack below the Scrawlers you control', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: coal,
        spellboard: ['summon-scrawler'],
        battlefield: ['scrawler'],
        dice: ['charm:basic'],
      },
      p2: { phoenixborn: aradel, battlefield: ['anchornaut', 'mist-spirit'] },
    });
    s.click('summon-scrawler');
    expect(s.cards('p1', 'scrawler', 'battlefield')).toHaveLength(2);
    // Two Scrawlers: attack 0 and 1 qualify; Hammer-less board, Mist Spirit (1) is open.
    expect(s.offers('anchornaut')).toBe(true);
    s.click('mist-spirit');
    expect(s.unit('p2', 'mist-spirit')?.tokens.exhaustion).toBe(1);
  });

  it('Tag 1 offers no unit with an attack value not below the number of Scrawlers', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, spellboard: ['summon-scrawler'], dice: ['charm:basic'] },
      p2: {
        phoenixborn: aradel,
        battlefield: ['mist-spirit', { stub: 'anchornaut', exhaustion: 1 }],
      },
    });
    s.click('summon-scrawler');
    expect(s.cards('p1', 'scrawler', 'battlefield')).toHaveLength(1);
    // One Scrawler: attack below 1 only; the exhausted Anchornaut does not count.
    expect(s.prompt().title).toBe('Choose an action');
    expect(s.unit('p2', 'mist-spirit')?.tokens.exhaustion).toBe(0);
  });
});

describe('Summon Shade Prowler and Shade Prowler', () => {
  it('places a Shade Prowler for 1 illusion class and 1 basic', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: coal,
        spellboard: ['summon-shade-prowler'],
        dice: ['illusion:class', 'charm:basic'],
      },
      p2: { phoenixborn: aradel },
    });
    s.click('summon-shade-prowler');
    expect(s.unit('p1', 'shade-prowler')).toBeDefined();
    expect(s.dice('p1', 'active')).toHaveLength(0);
  });

  it('Predator 3: may deal 3 damage to a unit with a lower attack value as it attacks', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, battlefield: ['shade-prowler'] },
      p2: { phoenixborn: aradel, battlefield: ['iron-worker', 'hammer-knight', 'mist-spirit'] },
    });
    attackPhoenixbornWith(s, ['shade-prowler']);
    expect(s.prompt().title).toMatch(/^Shade Prowler, Predator 3/);
    // Iron Worker (2) is not below the Prowler's 2; Hammer Knight (3) neither.
    expect(s.offers('iron-worker')).toBe(false);
    expect(s.offers('hammer-knight')).toBe(false);
    s.click('mist-spirit');
    expect(s.unit('p2', 'mist-spirit')).toBeUndefined();
  });

  it('Predator 3 may be skipped', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, battlefield: ['shade-prowler'] },
      p2: { phoenixborn: aradel, battlefield: ['mist-spirit'] },
    });
    attackPhoenixbornWith(s, ['shade-prowler']);
    s.button('Skip');
    expect(s.unit('p2', 'mist-spirit')?.tokens.damage).toBe(0);
  });
});

describe('Summon Whisperer and Whisperer', () => {
  it('places a Whisperer; without focus nothing more is asked', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, spellboard: ['summon-whisperer'], dice: ['illusion:class'] },
      p2: { phoenixborn: aradel, dice: ['natural:power'] },
    });
    s.click('summon-whisperer');
    expect(s.unit('p1', 'whisperer')).toBeDefined();
    expect(s.prompt().title).toBe('Choose an action');
    expect(levels(s, 'p2')).toEqual(['power']);
  });

  it('Focus 2: may lower a power die of a target opponent', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: coal,
        spellboard: ['summon-whisperer', 'summon-whisperer', 'summon-whisperer'],
        dice: ['illusion:class'],
      },
      p2: { phoenixborn: aradel, dice: ['natural:power', 'natural:class'] },
    });
    s.click('summon-whisperer');
    if (s.offers('Summon Whisperer')) s.button('Summon Whisperer');
    expect(s.prompt().title).toMatch(/Focus 2/);
    s.button('bob');
    expect(s.offers('natural:class')).toBe(false);
    s.die('natural:power');
    expect(levels(s, 'p2')).toEqual(['class', 'class']);
  });

  it('Focus 2 may be declined', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: coal,
        spellboard: ['summon-whisperer', 'summon-whisperer', 'summon-whisperer'],
        dice: ['illusion:class'],
      },
      p2: { phoenixborn: aradel, dice: ['natural:power'] },
    });
    s.click('summon-whisperer');
    if (s.offers('Summon Whisperer')) s.button('Summon Whisperer');
    s.button('Skip');
    expect(levels(s, 'p2')).toEqual(['power']);
  });

  it('Haunt 1: destroyed, it lowers a power die of a target opponent', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, battlefield: ['whisperer'], dice: ['natural:power'] },
      p2: { phoenixborn: aradel, dice: ['illusion:power', 'illusion:class'] },
    });
    s.die('natural:power').click('whisperer');
    expect(s.unit('p1', 'whisperer')).toBeUndefined();
    s.button('bob');
    s.die('illusion:power');
    expect(levels(s, 'p2')).toEqual(['class', 'class']);
    expect(s.pb('p2').tokens.damage).toBe(0);
  });

  it('Haunt 1: with no power die to lower, 1 damage to their Phoenixborn', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, battlefield: ['whisperer'], dice: ['natural:power'] },
      p2: { phoenixborn: aradel, dice: ['illusion:class'] },
    });
    s.die('natural:power').click('whisperer');
    s.button('bob');
    expect(s.pb('p2').tokens.damage).toBe(1);
  });
});

describe('Seek the Depths and Soul Delver', () => {
  it('places a Soul Delver, a status token on your Phoenixborn, and shuffles itself into the draw pile', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: coal,
        hand: ['seek-the-depths', 'anchornaut'],
        dice: ['charm:basic', 'charm:basic'],
      },
      p2: { phoenixborn: aradel },
    });
    s.click('seek-the-depths');
    s.click('anchornaut').button('Done');
    expect(s.unit('p1', 'soul-delver')).toBeDefined();
    expect(s.pb('p1').tokens.status).toBe(1);
    expect(s.zoneStubs('p1', 'deck')).toContain('seek-the-depths');
    expect(s.zoneStubs('p1', 'discard')).toEqual(['anchornaut']);
  });

  it('Magic Current X: raises X dice of a target player, X = status tokens on your Phoenixborn', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: coal,
        battlefield: ['soul-delver'],
        dice: ['charm:basic', 'charm:basic', 'charm:basic'],
      },
      p2: { phoenixborn: aradel },
    });
    s.pb('p1').tokens.status = 2;
    attackPhoenixbornWith(s, ['soul-delver']);
    s.button('Me').button('Raise');
    expect(s.prompt().title).toBe('Soul Delver, Magic Current: choose 2 dice to raise one level');
    const dice = s.dice('p1', 'active');
    s.die(dice[0]?.uuid ?? '').die(dice[1]?.uuid ?? '');
    if (s.offers('Done')) s.button('Done');
    expect(levels(s, 'p1')).toEqual(['basic', 'class', 'class']);
  });

  it("Magic Current X: lowers X dice of an opponent's pool", () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, battlefield: ['soul-delver'] },
      p2: { phoenixborn: aradel, dice: ['natural:power', 'natural:class'] },
    });
    s.pb('p1').tokens.status = 1;
    attackPhoenixbornWith(s, ['soul-delver']);
    s.button('bob').button('Lower');
    s.die('natural:power');
    if (s.offers('Done')) s.button('Done');
    expect(levels(s, 'p2')).toEqual(['class', 'class']);
  });

  it('Magic Current 0 does nothing', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, battlefield: ['soul-delver'] },
      p2: { phoenixborn: aradel, dice: ['natural:power'] },
    });
    attackPhoenixbornWith(s, ['soul-delver']);
    expect(s.prompt().title).not.toMatch(/Magic Current/);
  });
});

describe('Dark Reflection', () => {
  it('Slay 2: side, exhaust: 2 damage to a unit an opponent controls', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, battlefield: ['dark-reflection'] },
      p2: { phoenixborn: aradel, battlefield: ['iron-worker'] },
    });
    s.click('dark-reflection');
    if (s.offers('Slay 2')) s.button('Slay 2');
    expect(s.offers('dark-reflection')).toBe(false);
    s.click('iron-worker');
    expect(s.unit('p2', 'iron-worker')).toBeUndefined();
    expect(s.unit('p1', 'dark-reflection')?.tokens.exhaustion).toBe(1);
    expect(s.state.turn?.sideActions).toBe(0);
  });

  it('War Within: destroyed, it exhausts a die of your active pool', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: coal,
        battlefield: [{ stub: 'dark-reflection', damage: 2 }],
        dice: ['natural:power', 'charm:class'],
      },
      p2: { phoenixborn: aradel },
    });
    s.die('natural:power').click('dark-reflection');
    expect(s.unit('p1', 'dark-reflection')).toBeUndefined();
    s.die('charm:class');
    expect(s.dice('p1', 'active')).toHaveLength(0);
    expect(s.pb('p1').tokens.damage).toBe(0);
  });

  it('War Within: with no die to exhaust, 2 wound tokens on your Phoenixborn', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: coal,
        battlefield: [{ stub: 'dark-reflection', damage: 2 }],
        dice: ['natural:power'],
      },
      p2: { phoenixborn: aradel },
    });
    s.die('natural:power').click('dark-reflection');
    expect(s.pb('p1').tokens.damage).toBe(2);
  });
});

describe('Umbral Acrobat', () => {
  it('Invert: declared as an attacker, may swap a unit’s printed attack and life', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, battlefield: ['umbral-acrobat'] },
      p2: { phoenixborn: aradel, battlefield: ['hammer-knight'] },
    });
    attackPhoenixbornWith(s, ['umbral-acrobat']);
    expect(s.prompt().title).toMatch(/^Umbral Acrobat, Invert/);
    s.click('umbral-acrobat');
    // Printed 3 attack, 4 life: swapped, it attacks for 4.
    expect(shownAttack(s, 'alice', 'umbral-acrobat')).toBe(4);
  });

  it('Invert may be skipped; Unit Guard lets it guard a unit being attacked', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      p2: { phoenixborn: aradel, battlefield: ['umbral-acrobat', 'iron-worker'] },
    });
    s.button('Attack a unit').click('iron-worker').click('hammer-knight');
    expect(s.offers('umbral-acrobat')).toBe(true);
    s.click('umbral-acrobat', 'p2');
    if (s.offers('Done')) s.button('Done', 'p2');
    expect(s.prompt().title).toMatch(/Invert/);
    s.button('Skip', 'p2');
    expect(s.unit('p2', 'umbral-acrobat')?.effects).toHaveLength(0);
  });
});

describe('Gates Defender', () => {
  it('~ Hidden: after an opponent declares attackers, played from hand without its main action', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, battlefield: ['iron-worker'] },
      p2: {
        phoenixborn: aradel,
        hand: ['gates-defender'],
        dice: ['illusion:power', 'illusion:class'],
      },
    });
    attackPhoenixbornWith(s, ['iron-worker']);
    s.click('gates-defender', 'p2');
    expect(s.unit('p2', 'gates-defender')).toBeDefined();
    expect(s.dice('p2', 'active')).toHaveLength(0);
  });

  it('Alert: countering does not exhaust it', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, battlefield: ['anchornaut'] },
      p2: { phoenixborn: aradel, battlefield: ['gates-defender'] },
    });
    s.button('Attack a unit').click('gates-defender').click('anchornaut');
    if (s.offers('No guard')) s.button('No guard', 'p2');
    s.button('Counter', 'p2');
    expect(s.unit('p1', 'anchornaut')).toBeUndefined();
    expect(s.unit('p2', 'gates-defender')?.tokens.exhaustion).toBe(0);
  });
});

describe('Backflip', () => {
  it('returns an ally you control to hand to add 3 to another unit’s attack', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: coal,
        hand: ['backflip'],
        battlefield: ['anchornaut', 'iron-worker'],
        dice: ['illusion:class'],
      },
      p2: { phoenixborn: aradel },
    });
    s.click('backflip').click('anchornaut');
    expect(s.offers('anchornaut')).toBe(false);
    s.click('iron-worker');
    expect(s.zoneStubs('p1', 'hand')).toEqual(['anchornaut']);
    expect(shownAttack(s, 'alice', 'iron-worker')).toBe(5);
  });

  it('cannot be played without an ally you control', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: coal,
        hand: ['backflip'],
        battlefield: ['mist-spirit'],
        dice: ['illusion:class'],
      },
      p2: { phoenixborn: aradel, battlefield: ['iron-worker'] },
    });
    s.send({ type: 'cardClicked', uuid: uuidOf(s, 'p1', 'backflip') }, 'p1', true);
    expect(s.zoneStubs('p1', 'hand')).toEqual(['backflip']);
  });
});

describe('From Darkness', () => {
  it('after an opponent declares attackers: damage to an attacker equal to an exhausted unit’s attack', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      p2: {
        phoenixborn: aradel,
        hand: ['from-darkness'],
        battlefield: [{ stub: 'iron-worker', exhaustion: 1 }, 'anchornaut'],
        dice: ['illusion:power'],
      },
    });
    attackPhoenixbornWith(s, ['hammer-knight']);
    s.click('from-darkness', 'p2');
    s.click('hammer-knight', 'p2');
    expect(s.offers('anchornaut')).toBe(false);
    s.click('iron-worker', 'p2');
    expect(s.unit('p1', 'hammer-knight')?.tokens.damage).toBe(2);
  });

  it('is not offered without an exhausted unit you control', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      p2: {
        phoenixborn: aradel,
        hand: ['from-darkness'],
        battlefield: ['iron-worker'],
        dice: ['illusion:power'],
      },
    });
    attackPhoenixbornWith(s, ['hammer-knight']);
    expect(s.offers('from-darkness')).toBe(false);
  });
});

describe('Inkspill', () => {
  it('after you declare attackers: exhausts up to 2 units with attack 1 or less', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: coal,
        hand: ['inkspill', 'anchornaut'],
        battlefield: ['hammer-knight'],
        dice: ['illusion:class'],
      },
      p2: { phoenixborn: aradel, battlefield: ['mist-spirit', 'anchornaut', 'iron-worker'] },
    });
    attackPhoenixbornWith(s, ['hammer-knight']);
    s.click('inkspill');
    s.click('anchornaut').button('Done');
    expect(s.offers('iron-worker')).toBe(false);
    s.click('mist-spirit').click('anchornaut');
    if (s.offers('Done')) s.button('Done');
    expect(s.unit('p2', 'mist-spirit')?.tokens.exhaustion).toBe(1);
    expect(s.unit('p2', 'anchornaut')?.tokens.exhaustion).toBe(1);
    expect(s.unit('p2', 'iron-worker')?.tokens.exhaustion).toBe(0);
  });

  it('is not offered after an opponent declares attackers', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, battlefield: ['hammer-knight', 'anchornaut'] },
      p2: {
        phoenixborn: aradel,
        hand: ['inkspill', 'iron-worker'],
        dice: ['illusion:class'],
      },
    });
    attackPhoenixbornWith(s, ['hammer-knight']);
    expect(s.offers('inkspill')).toBe(false);
  });
});

describe('Juggle', () => {
  it('raises 3 of your dice, lowers 3 of an opponent’s and deals 3 damage to their unit', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: coal,
        hand: ['juggle'],
        dice: [
          'illusion:class',
          'charm:basic',
          'charm:basic',
          'charm:basic',
          'charm:basic',
          'charm:class',
        ],
      },
      p2: {
        phoenixborn: aradel,
        battlefield: ['hammer-knight'],
        dice: ['natural:power', 'natural:power', 'natural:class', 'natural:class'],
      },
    });
    s.click('juggle');
    // Pay: the illusion class die and two basic dice.
    s.die('illusion:class').die('charm:basic').die('charm:basic');
    if (s.offers('Done')) s.button('Done');
    expect(s.prompt().title).toBe('Juggle: choose 3 dice in your active pool to raise one level');
    for (const die of s.dice('p1', 'active').slice(0, 3)) s.die(die.uuid);
    if (s.offers('Done')) s.button('Done');
    s.button('bob');
    for (const die of s.dice('p2', 'active').slice(0, 3)) s.die(die.uuid);
    if (s.offers('Done')) s.button('Done');
    s.click('hammer-knight');
    expect(levels(s, 'p1')).toEqual(['class', 'class', 'power']);
    expect(levels(s, 'p2')).toEqual(['basic', 'class', 'class', 'class']);
    expect(s.unit('p2', 'hammer-knight')?.tokens.damage).toBe(3);
  });
});

describe('Magnificence', () => {
  it('re-rolls dice, swaps a unit’s printed values and deals 1 damage twice', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: coal,
        hand: ['magnificence'],
        battlefield: ['iron-worker'],
        dice: ['illusion:power'],
      },
      p2: {
        phoenixborn: aradel,
        battlefield: ['hammer-knight', 'mist-spirit'],
        dice: ['natural:basic', 'natural:basic'],
      },
    });
    s.click('magnificence');
    s.button('bob');
    for (const die of s.dice('p2', 'active')) s.die(die.uuid);
    s.button('Done');
    expect(s.logLines().filter((l) => l.includes('re-rolls'))).toHaveLength(2);
    s.click('hammer-knight');
    // Printed 3 attack, 4 life: swapped for the turn.
    expect(shownAttack(s, 'bob', 'hammer-knight')).toBe(4);
    expect(s.offers('iron-worker')).toBe(false);
    s.click('mist-spirit');
    expect(s.unit('p2', 'mist-spirit')).toBeUndefined();
    s.click('hammer-knight');
    expect(s.unit('p2', 'hammer-knight')?.tokens.damage).toBe(1);
  });
});

describe('Shroud', () => {
  it('after your conjuration comes into play: may exhaust it so opponents cannot target or attack the unit', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: coal,
        spellboard: ['shroud', 'summon-scrawler'],
        dice: ['charm:basic'],
      },
      p2: { phoenixborn: aradel, battlefield: ['hammer-knight'], dice: ['natural:class'] },
    });
    s.click('summon-scrawler');
    expect(s.prompt().title).toMatch(/Shroud/);
    s.button('Yes');
    expect(s.cards('p1', 'shroud')[0]?.tokens.exhaustion).toBe(1);
    s.button('End Turn');
    // An attack cannot target the Scrawler (the only unit to attack), nor can Aradel's Water Blast.
    expect(s.prompt()).toMatchObject({ player: 'p2', title: 'Choose an action' });
    expect(s.offers('Attack a unit')).toBe(false);
    s.click(aradel, 'p2');
    expect(s.offers('scrawler')).toBe(false);
  });

  it('may be declined', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, spellboard: ['shroud', 'summon-scrawler'], dice: ['charm:basic'] },
      p2: { phoenixborn: aradel },
    });
    s.click('summon-scrawler');
    s.button('No');
    expect(s.cards('p1', 'shroud')[0]?.tokens.exhaustion).toBe(0);
    expect(s.unit('p1', 'scrawler')?.effects).toHaveLength(0);
  });
});
