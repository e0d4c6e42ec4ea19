/** Ashes Ascendancy starter kit: the astral cards (The Sentinels of Skies) and Retreat. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { scenario } from '../../testing/scenario';
import type { Scenario } from '../../testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const arren = 'arren-frostpeak';
const coal = 'coal-roarkwin';

function astralHosts(s: Scenario): (string | null)[] {
  return s.dice('p1', 'attached').map((d) => d.host);
}

function attackOf(s: Scenario, uuid: string): number | undefined {
  const me = s.view('p1').players[s.name('p1')];
  return me?.cardPiles.cardsInPlay.find((c) => c.uuid === uuid)?.attack;
}

describe('Aerial Strike', () => {
  const strike = (astral: boolean) => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: arren,
        hand: ['aerial-strike'],
        dice: ['charm:basic'],
        pbDice: astral ? ['astral:class'] : [],
      },
      p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
    });
    return s.click('aerial-strike');
  };

  it('with an astral die on your Phoenixborn, deals 4 damage to a unit an opponent controls', () => {
    const s = strike(true);
    expect(s.offers('hammer-knight')).toBe(true);
    s.click('hammer-knight');
    expect(s.cards('p2', 'hammer-knight', 'discard')).toHaveLength(1);
  });

  it('without one, does nothing', () => {
    const s = strike(false);
    expect(s.cards('p1', 'aerial-strike', 'discard')).toHaveLength(1);
    expect(s.unit('p2', 'hammer-knight')?.tokens.damage).toBe(0);
  });
});

describe('Arren Frostpeak — Ascend', () => {
  it('deals 1 damage to an opponent’s unit and places an astral die from the exhausted pool on Arren', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: arren, battlefield: ['iron-worker'], dice: ['astral:class'] },
      p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
    });
    s.click(arren);
    if (s.offers('Ascend')) s.button('Ascend');
    expect(s.offers('iron-worker')).toBe(false);
    s.click('hammer-knight');
    expect(s.unit('p2', 'hammer-knight')?.tokens.damage).toBe(1);
    // The die paid for it is the one placed.
    expect(astralHosts(s)).toEqual([s.pb('p1').uuid]);
    expect(s.pb('p1').tokens.exhaustion).toBe(1);
  });

  it('places no second astral die on Arren', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: arren, dice: ['astral:class'], pbDice: ['astral:power'] },
      p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
    });
    s.click(arren);
    if (s.offers('Ascend')) s.button('Ascend');
    s.click('hammer-knight');
    expect(astralHosts(s)).toEqual([s.pb('p1').uuid]);
    expect(s.dice('p1', 'exhausted')).toHaveLength(1);
  });

  it('is not offered with no unit of an opponent to target', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: arren, dice: ['astral:class'] },
      p2: { phoenixborn: coal },
    });
    expect(s.offers(arren)).toBe(false);
  });
});

describe('Cirrus Ranger — Aerial Ambush 1', () => {
  const ranger = (astral: boolean) => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: arren,
        hand: ['cirrus-ranger'],
        dice: ['astral:class', 'charm:basic'],
        pbDice: astral ? ['astral:power'] : [],
      },
      p2: { phoenixborn: coal, dice: ['natural:power', 'natural:basic'] },
    });
    return s.click('cirrus-ranger');
  };

  it('with an astral die on your Phoenixborn: 1 damage to an opponent’s Phoenixborn and lowers a die of theirs', () => {
    const s = ranger(true);
    expect(s.offers(arren)).toBe(false);
    s.click(coal);
    expect(s.pb('p2').tokens.damage).toBe(1);
    // Only the die above basic can be lowered.
    expect(s.offers('natural:basic')).toBe(false);
    s.die('natural:power');
    expect(
      s
        .dice('p2')
        .map((d) => d.level)
        .sort(),
    ).toEqual(['basic', 'class']);
  });

  it('without one, does nothing', () => {
    const s = ranger(false);
    expect(s.unit('p1', 'cirrus-ranger')).toBeDefined();
    expect(s.prompt()).toMatchObject({ player: 'p1', title: 'Choose an action' });
    expect(s.pb('p2').tokens.damage).toBe(0);
    expect(s.dice('p2').map((d) => d.level)).toEqual(['power', 'basic']);
  });
});

describe('Dodge', () => {
  const attacked = () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: arren,
        battlefield: ['hammer-knight'],
        hand: ['dodge'],
        dice: ['astral:power'],
      },
      p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      firstPlayer: 'p2',
    });
    s.button('Attack Phoenixborn').click(s.unit('p2', 'hammer-knight')!.uuid).button('Done');
    return s;
  };

  it('after an opponent declares attackers: an astral die onto a unit, and astral dice stay when preventing this turn', () => {
    const s = attacked();
    expect(s.prompt()).toMatchObject({ player: 'p1', title: 'Play a reaction spell?' });
    s.click('dodge');
    const knight = s.unit('p1', 'hammer-knight')!.uuid;
    // A unit only: the Phoenixborn is not offered.
    expect(s.offers(arren)).toBe(false);
    s.click(knight);
    expect(astralHosts(s)).toEqual([knight]);
    // It blocks the attacking Hammer Knight: 3 damage, 1 prevented.
    s.click(knight);
    const attacker = s.unit('p2', 'hammer-knight')!.uuid;
    if (s.offers(attacker)) s.click(attacker);
    if (s.offers('Done')) s.button('Done');
    for (let i = 0; i < 6 && s.state.decision?.player === 'p2'; i++) {
      const answer = ['No guard', 'Done', "Don't counter"].find((a) => s.offers(a));
      if (!answer) break;
      s.button(answer);
    }
    expect(s.unit('p1', 'hammer-knight')?.tokens.damage).toBe(2);
    // It prevented and stayed on the unit.
    expect(astralHosts(s)).toEqual([knight]);
  });

  it('may be declined, and is not offered after your own attack', () => {
    const s = attacked();
    s.button('Pass');
    expect(s.cards('p1', 'dodge', 'hand')).toHaveLength(1);
    const own = scenario(catalogue, {
      p1: {
        phoenixborn: arren,
        battlefield: ['hammer-knight'],
        hand: ['dodge'],
        dice: ['astral:power'],
      },
      p2: { phoenixborn: coal },
    });
    own.button('Attack Phoenixborn').click('hammer-knight').button('Done');
    expect(own.prompt().title).not.toBe('Play a reaction spell?');
  });
});

describe('Frost Talon — Stalk', () => {
  it('cannot be guarded against, where another attacker may be', () => {
    const setup = (attacker: string) => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: arren, battlefield: [attacker] },
        p2: { phoenixborn: coal, battlefield: ['anchornaut', 'spark-drone'] },
      });
      return s.button('Attack a unit').click('anchornaut').click(attacker);
    };
    expect(setup('frost-talon').offers('spark-drone')).toBe(false);
    expect(setup('iron-worker').offers('spark-drone')).toBe(true);
  });
});

describe('Gust Spear', () => {
  it('+1 attack; when attaching, lowers 2 dice of a target opponent one level', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: arren,
        hand: ['gust-spear'],
        battlefield: ['iron-worker'],
        dice: ['astral:class'],
      },
      p2: { phoenixborn: coal, dice: ['natural:power', 'charm:class', 'illusion:class'] },
    });
    s.click('gust-spear').click('iron-worker').button('p2');
    s.die('natural:power').die('charm:class').button('Done');
    expect(
      s
        .dice('p2')
        .map((d) => `${d.magic}:${d.level}`)
        .sort(),
    ).toEqual(['charm:basic', 'illusion:class', 'natural:class']);
    expect(attackOf(s, s.unit('p1', 'iron-worker')!.uuid)).toBe(3);
  });
});

describe('Javelineer — Frost Throw', () => {
  it('deals damage equal to its attack value to an opponent’s unit', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: arren, battlefield: [{ stub: 'javelineer', upgrades: ['gust-spear'] }] },
      p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
    });
    s.click('javelineer');
    if (s.offers('Frost Throw')) s.button('Frost Throw');
    expect(s.offers('javelineer')).toBe(false);
    s.click('hammer-knight');
    expect(s.unit('p2', 'hammer-knight')?.tokens.damage).toBe(2);
    expect(s.unit('p1', 'javelineer')?.tokens.exhaustion).toBe(1);
  });

  it('is not usable with no unit of an opponent', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: arren, battlefield: ['javelineer'] },
      p2: { phoenixborn: coal },
    });
    expect(s.offers('javelineer')).toBe(false);
  });
});

describe('Retreat', () => {
  it('returns an exhausted ally you control and its alterations to their owners’ hands', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: arren,
        hand: ['retreat'],
        battlefield: [
          { stub: 'iron-worker', exhaustion: 1, upgrades: ['gust-spear'] },
          'anchornaut',
        ],
      },
      p2: { phoenixborn: coal },
    });
    s.click('retreat');
    expect(s.offers('anchornaut')).toBe(false);
    s.click('iron-worker');
    expect(s.zoneStubs('p1', 'hand').sort()).toEqual(['gust-spear', 'iron-worker']);
    expect(s.zoneStubs('p1', 'battlefield')).toEqual(['anchornaut']);
    expect(s.logLines()).toContain(`Gust Spear is placed into ${s.name('p1')}'s hand`);
  });

  it('cannot be played without an exhausted ally', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: arren, hand: ['retreat'], battlefield: ['iron-worker'] },
      p2: { phoenixborn: coal },
    });
    expect(s.offers('retreat')).toBe(false);
  });
});

describe('Skybreak Captain', () => {
  it('Uplift places an astral die from the exhausted pool onto it as it comes into play', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: arren,
        hand: ['skybreak-captain'],
        dice: ['astral:power', 'astral:class', 'charm:basic'],
      },
      p2: { phoenixborn: coal },
    });
    s.click('skybreak-captain');
    const captain = s.unit('p1', 'skybreak-captain')!.uuid;
    expect(astralHosts(s)).toEqual([captain]);
    expect(s.dice('p1', 'exhausted')).toHaveLength(2);
  });

  const command = (astral: boolean) => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: arren,
        battlefield: [
          { stub: 'skybreak-captain', dice: astral ? ['astral:class'] : [] },
          'iron-worker',
        ],
      },
      p2: { phoenixborn: coal },
    });
    s.click('skybreak-captain');
    if (s.offers('Aerial Command 1')) s.button('Aerial Command 1');
    return s;
  };

  it('Aerial Command 1: with an astral die on it, another unit you control gets +1 attack this turn', () => {
    const s = command(true);
    expect(s.offers('skybreak-captain')).toBe(false);
    s.click('iron-worker');
    expect(attackOf(s, s.unit('p1', 'iron-worker')!.uuid)).toBe(3);
    expect(s.state.turn?.sideActions).toBe(0);
  });

  it('Aerial Command 1: without an astral die on it, does nothing', () => {
    const s = command(false);
    expect(s.prompt().title).toBe('Choose an action');
    expect(attackOf(s, s.unit('p1', 'iron-worker')!.uuid)).toBe(2);
  });
});

describe('Summon Stellar Oracle and Stellar Oracle — Divination 2', () => {
  it('places a Stellar Oracle, which draws 2 and puts a card of the hand on top of the draw pile', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: arren,
        spellboard: ['summon-stellar-oracle'],
        hand: ['dodge'],
        deck: ['retreat', 'gust-spear', 'whirlwind'],
        dice: ['astral:class', 'charm:basic'],
      },
      p2: { phoenixborn: coal },
    });
    s.click('summon-stellar-oracle');
    expect(s.unit('p1', 'stellar-oracle')).toBeDefined();
    expect(s.zoneStubs('p1', 'hand').sort()).toEqual(['dodge', 'gust-spear', 'retreat']);
    s.click('dodge');
    expect(s.zoneStubs('p1', 'deck')).toEqual(['dodge', 'whirlwind']);
    expect(s.zoneStubs('p1', 'hand').sort()).toEqual(['gust-spear', 'retreat']);
  });

  it('draws nothing from an empty draw pile, so places nothing back', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: arren,
        spellboard: ['summon-stellar-oracle'],
        hand: ['dodge'],
        dice: ['astral:class', 'charm:basic'],
      },
      p2: { phoenixborn: coal },
    });
    s.click('summon-stellar-oracle');
    expect(s.unit('p1', 'stellar-oracle')).toBeDefined();
    expect(s.zoneStubs('p1', 'hand')).toEqual(['dodge']);
    expect(s.prompt().title).toBe('Choose an action');
  });
});

describe('Summon Frost Talon', () => {
  it('places a Frost Talon; not usable with none left', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: arren, spellboard: ['summon-frost-talon'], dice: ['astral:class'] },
      p2: { phoenixborn: coal },
    });
    s.click('summon-frost-talon');
    expect(s.unit('p1', 'frost-talon')).toBeDefined();
    const empty = scenario(catalogue, {
      p1: {
        phoenixborn: arren,
        spellboard: ['summon-frost-talon'],
        archives: [],
        dice: ['astral:class'],
      },
      p2: { phoenixborn: coal },
    });
    expect(empty.offers('summon-frost-talon')).toBe(false);
  });
});

describe('Whirlwind', () => {
  const whirl = (astral: boolean) => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: arren,
        spellboard: ['whirlwind'],
        deck: ['dodge'],
        pbDice: astral ? ['astral:class'] : [],
      },
      p2: { phoenixborn: coal, dice: ['natural:power', 'charm:class'] },
    });
    s.click('whirlwind').button('p2');
    return s.die('natural:power').die('charm:class').button('Done');
  };

  it('lowers 2 dice of a target opponent, and draws 1 with an astral die on your Phoenixborn', () => {
    const s = whirl(true);
    expect(s.dice('p2').map((d) => d.level)).toEqual(['class', 'basic']);
    expect(s.zoneStubs('p1', 'hand')).toEqual(['dodge']);
    expect(s.cards('p1', 'whirlwind')[0]?.tokens.exhaustion).toBe(1);
  });

  it('draws nothing without an astral die on your Phoenixborn', () => {
    const s = whirl(false);
    expect(s.dice('p2').map((d) => d.level)).toEqual(['class', 'basic']);
    expect(s.zoneStubs('p1', 'hand')).toEqual([]);
  });
});
