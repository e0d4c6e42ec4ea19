/** The Siege of Lordswall: its units, conjurations and spells. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import type { PlayerId } from '../api';
import { testCatalogue } from '../../testing/catalogue';
import { scenario } from '../../testing/scenario';
import type { Scenario } from '../../testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const odette = 'odette-diamondcrest';
const dimona = 'dimona-odinstar';
const coal = 'coal-roarkwin';

function uuidOf(s: Scenario, p: PlayerId, stub: string): string {
  const unit = s.unit(p, stub);
  if (!unit) throw new Error(`${stub} is not on ${p}'s battlefield`);
  return unit.uuid;
}

/** A value the players see on a card in play. */
function shown(s: Scenario, p: PlayerId, uuid: string) {
  return s.view(p).players[s.name(p)]?.cardPiles.cardsInPlay.find((c) => c.uuid === uuid);
}

describe('Armor of Valor', () => {
  function board(extra: { p2Units?: string[] } = {}) {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      p2: {
        phoenixborn: odette,
        hand: ['armor-of-valor'],
        battlefield: extra.p2Units ?? ['iron-worker'],
        dice: ['natural:basic'],
      },
      firstPlayer: 'p2',
    });
    s.click('armor-of-valor', 'p2').click(odette, 'p2');
    expect(s.pb('p2').upgrades).toHaveLength(1);
    return s;
  }

  it('Valor 1: guarding, the Phoenixborn has 1 damage prevented', () => {
    const s = board();
    s.button('Pass', 'p2').button('End Turn', 'p2');
    s.button('Attack a unit', 'p1').click('iron-worker', 'p1').click('hammer-knight', 'p1');
    s.click(odette, 'p2');
    expect(s.pb('p2').tokens.damage).toBe(2);
  });

  it('Valor 1: resolving its own ability (Enter the Fray), 1 damage is prevented', () => {
    const s = board({ p2Units: [] });
    // Odette's main action: Enter the Fray on Hammer Knight (attack 3).
    s.click(odette, 'p2').click('hammer-knight', 'p2');
    expect(s.pb('p2').tokens.damage).toBe(2);
  });

  it('not guarding: an attack on the Phoenixborn is not reduced', () => {
    const s = board({ p2Units: [] });
    s.button('Pass', 'p2').button('End Turn', 'p2');
    s.button('Attack Phoenixborn', 'p1').click('hammer-knight', 'p1').button('Done', 'p1');
    if (s.offers('No guard')) s.button('No guard', 'p2');
    if (s.prompt().player === 'p2' && s.offers('Done')) s.button('Done', 'p2');
    expect(s.pb('p2').tokens.damage).toBe(3);
  });
});

describe('Bravery', () => {
  it('after a unit you control is dealt damage, prevents all of it', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      p2: {
        phoenixborn: odette,
        battlefield: ['iron-worker'],
        hand: ['bravery'],
        dice: ['divine:class'],
      },
    });
    s.button('Attack a unit').click('iron-worker').click('hammer-knight');
    if (s.offers('No guard')) s.button('No guard', 'p2');
    if (s.offers("Don't counter")) s.button("Don't counter", 'p2');
    expect(s.prompt().player).toBe('p2');
    s.click('bravery', 'p2');
    expect(s.unit('p2', 'iron-worker')?.tokens.damage).toBe(0);
    expect(s.cards('p2', 'bravery', 'discard')).toHaveLength(1);
  });

  it('may be passed: the damage is received', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      p2: {
        phoenixborn: odette,
        battlefield: ['hammer-knight'],
        hand: ['bravery'],
        dice: ['divine:class'],
      },
    });
    s.button('Attack a unit').click('hammer-knight', 'p1');
    const [mine] = s.cards('p1', 'hammer-knight', 'battlefield');
    s.click(mine?.uuid ?? '');
    if (s.offers('No guard')) s.button('No guard', 'p2');
    if (s.offers("Don't counter")) s.button("Don't counter", 'p2');
    s.button('Pass', 'p2');
    expect(s.unit('p2', 'hammer-knight')?.tokens.damage).toBe(3);
  });
});

describe('Divinity Mount and Take to the Skies', () => {
  it('Take to the Skies places a Divinity Mount when your Phoenixborn is exhausted', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: dimona,
        hand: ['take-to-the-skies'],
        dice: ['divine:basic'],
        pbExhaustion: 1,
      },
      p2: { phoenixborn: coal },
    });
    s.click('take-to-the-skies');
    expect(s.unit('p1', 'divinity-mount')).toBeDefined();
  });

  it('Take to the Skies is not played while your Phoenixborn is unexhausted', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: dimona, hand: ['take-to-the-skies'], dice: ['divine:basic'] },
      p2: { phoenixborn: coal },
    });
    expect(s.offers('take-to-the-skies')).toBe(false);
  });

  it('Lightning Breath 1: declared as an attacker, may deal 1 damage to all units of an opponent', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: dimona, battlefield: ['divinity-mount', 'iron-worker'] },
      p2: { phoenixborn: coal, battlefield: ['anchornaut', 'hammer-knight'] },
    });
    s.button('Attack Phoenixborn').click('divinity-mount').button('Done');
    expect(s.prompt().title).toBe(
      'Divinity Mount, Lightning Breath 1: you may choose a target opponent to deal 1 damage to all their units',
    );
    s.button('bob');
    expect(s.unit('p2', 'anchornaut')).toBeUndefined();
    expect(s.unit('p2', 'hammer-knight')?.tokens.damage).toBe(1);
    expect(s.unit('p1', 'iron-worker')?.tokens.damage).toBe(0);
  });

  it('Lightning Breath may be skipped', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: dimona, battlefield: ['divinity-mount'] },
      p2: { phoenixborn: coal, battlefield: ['anchornaut'] },
    });
    s.button('Attack Phoenixborn').click('divinity-mount').button('Done').button('Skip');
    expect(s.unit('p2', 'anchornaut')).toBeDefined();
  });

  it('Queen Rider: destroyed, it places 3 wounds on your Phoenixborn', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      p2: { phoenixborn: dimona, battlefield: [{ stub: 'divinity-mount', damage: 2 }] },
    });
    s.button('Attack a unit').click('divinity-mount').click('hammer-knight');
    if (s.offers('No guard')) s.button('No guard', 'p2');
    if (s.offers("Don't counter")) s.button("Don't counter", 'p2');
    if (s.offers('Skip')) s.button('Skip', 'p1');
    expect(s.unit('p2', 'divinity-mount')).toBeUndefined();
    expect(s.pb('p2').tokens.damage).toBe(3);
  });
});

describe('Fork Lightning', () => {
  it('deals 1 damage to each of two units an opponent controls', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: dimona, hand: ['fork-lightning'], dice: ['divine:class'] },
      p2: { phoenixborn: coal, battlefield: ['anchornaut', 'hammer-knight', 'iron-worker'] },
    });
    s.click('fork-lightning').click('anchornaut').click('hammer-knight');
    if (s.offers('Done')) s.button('Done');
    expect(s.unit('p2', 'anchornaut')).toBeUndefined();
    expect(s.unit('p2', 'hammer-knight')?.tokens.damage).toBe(1);
    expect(s.unit('p2', 'iron-worker')?.tokens.damage).toBe(0);
  });

  it('cannot be played with fewer than two units to choose', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: dimona, hand: ['fork-lightning'], dice: ['divine:class'] },
      p2: { phoenixborn: coal, battlefield: ['anchornaut'] },
    });
    expect(s.offers('fork-lightning')).toBe(false);
  });
});

describe('Glory Aspirant', () => {
  it('Lionize: reveals a card with a divine power cost into hand, shuffles, changes a divine die', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: dimona,
        hand: ['glory-aspirant'],
        deck: ['holy-knight', 'anchornaut', 'iron-worker'],
        dice: ['natural:basic', 'divine:basic'],
      },
      p2: { phoenixborn: coal },
    });
    s.click('glory-aspirant');
    if (s.prompt().title.startsWith('Pay for')) s.die('natural:basic').button('Done');
    expect(s.offers('anchornaut')).toBe(false);
    s.click('holy-knight');
    expect(s.zoneStubs('p1', 'hand')).toEqual(['holy-knight']);
    expect(s.logLines()).toContain('alice shuffles their draw pile');
    s.die('divine:basic').button('Power');
    expect(s.dice('p1', 'active').map((d) => `${d.magic}:${d.level}`)).toEqual(['divine:power']);
  });

  it('the reveal may be skipped', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: dimona,
        hand: ['glory-aspirant'],
        deck: ['holy-knight'],
        dice: ['natural:basic'],
      },
      p2: { phoenixborn: coal },
    });
    s.click('glory-aspirant').button('Skip');
    expect(s.zoneStubs('p1', 'hand')).toEqual([]);
    expect(s.zoneStubs('p1', 'deck')).toEqual(['holy-knight']);
  });
});

describe('Hand of Spear and Hand of Shield', () => {
  it('Raise Shield places a Hand of Shield, which may guard (Unit Guard)', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      p2: {
        phoenixborn: dimona,
        hand: ['hand-of-spear'],
        dice: ['divine:class', 'natural:basic'],
      },
      firstPlayer: 'p2',
    });
    s.click('hand-of-spear', 'p2');
    expect(s.unit('p2', 'hand-of-shield')).toBeDefined();
    s.button('End Turn', 'p2');
    s.button('Attack a unit', 'p1').click('hand-of-spear', 'p1').click('hammer-knight', 'p1');
    expect(s.offers('hand-of-shield')).toBe(true);
    s.click('hand-of-shield', 'p2');
    expect(s.logLines()).toContain('Hand of Shield guards Hand of Spear');
  });

  it('Quick Strike: attacking, it deals its damage first', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: dimona, battlefield: ['hand-of-spear'] },
      p2: { phoenixborn: coal, battlefield: ['anchornaut'] },
    });
    s.button('Attack a unit').click('anchornaut').click('hand-of-spear');
    if (s.offers('No guard')) s.button('No guard', 'p2');
    if (s.offers('Counter')) s.button('Counter', 'p2');
    expect(s.unit('p2', 'anchornaut')).toBeUndefined();
    expect(s.unit('p1', 'hand-of-spear')?.tokens.damage).toBe(0);
  });
});

describe('Intercession', () => {
  it('after an attacker targets your unit, another unit gains Unit Guard and Alert this turn', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, battlefield: ['anchornaut'] },
      p2: {
        phoenixborn: dimona,
        battlefield: ['blue-jaguar', 'iron-worker'],
        hand: ['intercession'],
        dice: ['divine:power'],
      },
    });
    s.button('Attack a unit').click('blue-jaguar').click('anchornaut');
    if (s.offers('Skip')) s.button('Skip');
    expect(s.prompt()).toMatchObject({ player: 'p2', title: 'Play a reaction spell?' });
    s.click('intercession', 'p2');
    expect(s.offers('blue-jaguar')).toBe(false);
    s.click('iron-worker', 'p2');
    expect(s.offers('iron-worker')).toBe(true);
    s.click('iron-worker', 'p2');
    expect(s.logLines()).toContain('Iron Worker guards Blue Jaguar');
    if (s.offers('Counter')) s.button('Counter', 'p2');
    // Alert: its counter places no exhaustion token on it.
    expect(s.unit('p1', 'anchornaut')).toBeUndefined();
    expect(s.unit('p2', 'iron-worker')?.tokens.exhaustion).toBe(0);
  });

  it('is not offered after an attack on the Phoenixborn', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      p2: {
        phoenixborn: dimona,
        battlefield: ['iron-worker', 'anchornaut'],
        hand: ['intercession'],
        dice: ['divine:power'],
      },
    });
    s.button('Attack Phoenixborn').click('hammer-knight').button('Done');
    expect(s.prompt().title).not.toBe('Play a reaction spell?');
  });
});

describe('Pride', () => {
  it('attached to your unit: may resolve a divine die; the unit cannot be guarded against', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: dimona,
        hand: ['pride'],
        battlefield: ['iron-worker', 'anchornaut'],
        dice: ['divine:power'],
        exhaustedDice: ['divine:class'],
      },
      p2: { phoenixborn: coal, battlefield: ['butterfly-monk', 'hammer-knight'] },
    });
    s.click('pride').click('iron-worker');
    expect(s.prompt().title).toBe(
      'Pride: you may choose a divine die in your exhausted pool to resolve its power',
    );
    s.die('divine:class');
    if (s.offers('anchornaut')) s.click('anchornaut');
    expect(s.dice('p1', 'attached').map((d) => d.host)).toEqual([uuidOf(s, 'p1', 'anchornaut')]);
    s.button('Attack a unit').click('hammer-knight').click('iron-worker');
    expect(s.offers('butterfly-monk')).toBe(false);
    expect(s.offers(coal)).toBe(false);
  });

  it('the unit it is on cannot be guarded when it is attacked', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      p2: {
        phoenixborn: dimona,
        battlefield: [{ stub: 'iron-worker', upgrades: ['pride'] }, 'hand-of-shield'],
      },
    });
    s.button('Attack a unit').click('iron-worker').click('hammer-knight');
    expect(s.prompt().title).not.toBe('Choose a guard, or no guard');
  });

  it('the divine die may be skipped', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: dimona,
        hand: ['pride'],
        battlefield: ['iron-worker'],
        dice: ['divine:power'],
        exhaustedDice: ['divine:class'],
      },
      p2: { phoenixborn: coal },
    });
    s.click('pride').click('iron-worker').button('Skip');
    expect(s.dice('p1', 'attached')).toHaveLength(0);
  });
});

describe('Ptera Herder and Ptera Hatchling', () => {
  it('Call Ptera Hatchling places a Ptera Hatchling', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: dimona, hand: ['ptera-herder'], dice: ['divine:class'] },
      p2: { phoenixborn: coal },
    });
    s.click('ptera-herder');
    expect(s.unit('p1', 'ptera-hatchling')).toBeDefined();
  });

  it('Shock 1: with its attack above its printed 0, may deal 1 damage to an opponent’s unit', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: dimona, battlefield: ['ptera-hatchling'], dice: ['divine:power'] },
      p2: { phoenixborn: coal, battlefield: ['anchornaut'] },
    });
    // The divine dice power raises its attack to 1.
    s.die('divine:power').click('ptera-hatchling');
    expect(shown(s, 'p1', uuidOf(s, 'p1', 'ptera-hatchling'))?.attack).toBe(1);
    s.button('Attack Phoenixborn').click('ptera-hatchling').button('Done');
    expect(s.prompt().title).toBe(
      'Ptera Hatchling, Shock 1: you may deal 1 damage to a unit an opponent controls',
    );
    s.click('anchornaut');
    expect(s.unit('p2', 'anchornaut')).toBeUndefined();
  });

  it('Shock 1 is not offered at its printed attack value', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: dimona, battlefield: ['ptera-hatchling', 'iron-worker'] },
      p2: { phoenixborn: coal, battlefield: ['anchornaut'] },
    });
    s.button('Attack Phoenixborn').click('ptera-hatchling').click('iron-worker').button('Done');
    expect(s.prompt().title).not.toContain('Shock 1');
    expect(s.unit('p2', 'anchornaut')).toBeDefined();
  });
});

describe('Radiant Light', () => {
  it('coming into play, may resolve a divine die; units with a divine die get +1 life and recover', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: dimona,
        hand: ['radiant-light'],
        battlefield: ['iron-worker', 'anchornaut'],
        dice: ['divine:power'],
        exhaustedDice: ['divine:class'],
      },
      p2: { phoenixborn: coal },
    });
    s.click('radiant-light');
    s.die('divine:class');
    if (s.offers('iron-worker')) s.click('iron-worker');
    const worker = shown(s, 'p1', uuidOf(s, 'p1', 'iron-worker'));
    expect([worker?.life, worker?.recover]).toEqual([3, 2]);
    const naut = shown(s, 'p1', uuidOf(s, 'p1', 'anchornaut'));
    expect([naut?.life, naut?.recover]).toEqual([1, 1]);
  });

  it('Flicker: at the end of the round it is shuffled into its owner’s draw pile', () => {
    // From the recovery phase the round ends before the next round's first prompt.
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: dimona,
        spellboard: ['radiant-light', 'summon-shining-stag-mount'],
        deck: ['anchornaut'],
      },
      p2: { phoenixborn: coal, deck: ['anchornaut'] },
      phase: 'recovery',
    });
    expect(s.zoneStubs('p1', 'spellboard')).toEqual(['summon-shining-stag-mount']);
    expect(s.zoneStubs('p1', 'deck').sort()).toEqual(['anchornaut', 'radiant-light']);
    expect(s.logLines()).toContain("Radiant Light is shuffled into alice's draw pile");
  });
});

describe('Shining Stag Mount and its summon', () => {
  it('Summon Shining Stag Mount: an unexhausted ally goes face down under the Mount; Armed may resolve a divine die', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: dimona,
        spellboard: ['summon-shining-stag-mount'],
        battlefield: ['iron-worker', { stub: 'anchornaut', exhaustion: 1 }],
        dice: ['divine:class', 'natural:basic'],
        exhaustedDice: ['divine:power'],
      },
      p2: { phoenixborn: coal },
    });
    s.click('summon-shining-stag-mount');
    if (s.offers('Summon Shining Stag Mount')) s.button('Summon Shining Stag Mount');
    expect(s.offers('anchornaut')).toBe(false);
    s.click('iron-worker');
    const mount = s.unit('p1', 'shining-stag-mount');
    expect(mount?.under).toHaveLength(1);
    expect(s.unit('p1', 'iron-worker')).toBeUndefined();
    expect(s.prompt().title).toBe(
      'Shining Stag Mount, Armed: you may choose a divine die in your exhausted pool to resolve its power',
    );
    s.die('divine:power');
    if (s.offers('shining-stag-mount')) s.click('shining-stag-mount');
    expect(s.dice('p1', 'attached')).toHaveLength(1);
    expect(s.state.turn?.sideActions).toBe(0);
  });

  it('Dismount: destroyed, the allies its owner owns under it return to their hand', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: dimona,
        spellboard: ['summon-shining-stag-mount'],
        battlefield: ['iron-worker'],
        hand: [],
        dice: ['divine:class', 'natural:basic'],
      },
      p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
    });
    s.click('summon-shining-stag-mount');
    if (s.offers('Summon Shining Stag Mount')) s.button('Summon Shining Stag Mount');
    // The paid divine die is in the exhausted pool: Armed is skipped.
    s.click('iron-worker').button('Skip');
    s.button('Pass').button('End Turn');
    s.button('Attack a unit', 'p2').click('shining-stag-mount', 'p2').click('hammer-knight', 'p2');
    if (s.offers('No guard')) s.button('No guard', 'p1');
    if (s.offers("Don't counter")) s.button("Don't counter", 'p1');
    if (s.offers('Skip')) s.button('Skip', 'p2');
    expect(s.unit('p1', 'shining-stag-mount')).toBeUndefined();
    expect(s.zoneStubs('p1', 'hand')).toEqual(['iron-worker']);
  });

  it('Summon Shining Stag Mount is not usable without an unexhausted ally', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: dimona,
        spellboard: ['summon-shining-stag-mount'],
        battlefield: [{ stub: 'iron-worker', exhaustion: 1 }],
        dice: ['divine:class', 'natural:basic'],
      },
      p2: { phoenixborn: coal },
    });
    expect(s.offers('summon-shining-stag-mount')).toBe(false);
  });
});

describe('Silver Paladin', () => {
  it('Smite 1: may destroy a unit an opponent controls with an attack value of 1 or less', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: dimona,
        hand: ['silver-paladin'],
        dice: ['divine:power', 'divine:class', 'natural:basic', 'natural:basic'],
      },
      p2: { phoenixborn: coal, battlefield: ['anchornaut', 'iron-worker'] },
    });
    s.click('silver-paladin');
    expect(s.offers('iron-worker')).toBe(false);
    s.click('anchornaut');
    expect(s.unit('p2', 'anchornaut')).toBeUndefined();
  });

  it('Smite may be skipped', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: dimona,
        hand: ['silver-paladin'],
        dice: ['divine:power', 'divine:class', 'natural:basic', 'natural:basic'],
      },
      p2: { phoenixborn: coal, battlefield: ['anchornaut'] },
    });
    s.click('silver-paladin').button('Skip');
    expect(s.unit('p2', 'anchornaut')).toBeDefined();
  });

  it('Exalt: after it destroys an opponent’s unit in your turn, may resolve a divine die', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: dimona,
        battlefield: ['silver-paladin', 'iron-worker'],
        exhaustedDice: ['divine:power'],
      },
      p2: { phoenixborn: coal, battlefield: ['anchornaut'] },
    });
    s.button('Attack a unit').click('anchornaut').click('silver-paladin');
    if (s.offers('No guard')) s.button('No guard', 'p2');
    if (s.offers("Don't counter")) s.button("Don't counter", 'p2');
    expect(s.unit('p2', 'anchornaut')).toBeUndefined();
    expect(s.prompt().title).toBe(
      'Silver Paladin, Exalt: you may choose a divine die in your exhausted pool to resolve its power',
    );
    s.die('divine:power');
    if (s.offers('iron-worker')) s.click('iron-worker');
    expect(s.dice('p1', 'attached')).toHaveLength(1);
  });
});

describe('Soulfire', () => {
  it('removes up to 3 allies of the discard pile; each deals 1 damage to a unit of a chosen player', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: dimona,
        hand: ['soulfire'],
        discard: ['anchornaut', 'iron-worker', 'blessing-of-lightning'],
        dice: ['natural:basic'],
      },
      p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
    });
    s.click('soulfire');
    expect(s.offers('blessing-of-lightning')).toBe(false);
    s.click('anchornaut').click('iron-worker').button('Done');
    expect(s.zoneStubs('p1', 'purged').sort()).toEqual(['anchornaut', 'iron-worker']);
    s.button('bob').click('hammer-knight');
    // The second: p1 controls no units, so it is p1's Phoenixborn.
    s.button('Me').click(dimona);
    expect(s.unit('p2', 'hammer-knight')?.tokens.damage).toBe(1);
    expect(s.pb('p1').tokens.damage).toBe(1);
    expect(s.prompt().title).toBe('Choose an action');
  });
});
