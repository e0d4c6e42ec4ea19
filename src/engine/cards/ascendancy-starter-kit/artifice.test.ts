/** Ashes Ascendancy starter kit: the artifice cards (The Spark of Invention). */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { scenario } from '../../testing/scenario';
import type { Scenario } from '../../testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const issa = 'issa-brightmore';
const coal = 'coal-roarkwin';

function artificeHosts(s: Scenario): (string | null)[] {
  return s
    .dice('p1', 'attached')
    .filter((d) => d.magic === 'artifice')
    .map((d) => d.host);
}

function attackOf(s: Scenario, uuid: string): number | undefined {
  const me = s.view('p1').players[s.name('p1')];
  return me?.cardPiles.cardsInPlay.find((c) => c.uuid === uuid)?.attack;
}

/** Answer the defender's guard, block and counter questions with no. */
function noDefence(s: Scenario): void {
  for (let i = 0; i < 6 && s.state.decision?.player === 'p2'; i++) {
    const answer = ['No guard', 'Done', "Don't counter"].find((a) => s.offers(a));
    if (!answer) break;
    s.button(answer);
  }
}

describe('Barrier', () => {
  const attackedPhoenixborn = (charged: boolean) => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: issa,
        hand: ['barrier'],
        dice: ['artifice:power'],
        pbDice: charged ? ['artifice:class'] : [],
      },
      p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      firstPlayer: 'p2',
    });
    s.button('Attack Phoenixborn').click('hammer-knight').button('Done');
    for (let i = 0; i < 4 && !s.offers('barrier') && s.offers('Done'); i++) s.button('Done');
    return s;
  };

  it('after a charged card you control is dealt damage (a Phoenixborn too), prevents 3', () => {
    const s = attackedPhoenixborn(true);
    expect(s.prompt().player).toBe('p1');
    s.click('barrier');
    expect(s.pb('p1').tokens.damage).toBe(0);
    expect(s.cards('p1', 'barrier', 'discard')).toHaveLength(1);
  });

  it('prevents 3 of the damage to a charged unit; the rest is received', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: issa,
        hand: ['barrier'],
        battlefield: [{ stub: 'hammer-knight', dice: ['artifice:class'] }],
        dice: ['artifice:power'],
      },
      p2: { phoenixborn: coal, battlefield: ['hammer-knight'], dice: ['natural:power'] },
      firstPlayer: 'p2',
    });
    const mine = s.unit('p1', 'hammer-knight')!.uuid;
    s.die('natural:power').click(mine);
    expect(s.prompt()).toMatchObject({
      player: 'p1',
      title: expect.stringMatching(/Hammer Knight/),
    });
    s.click('barrier');
    expect(s.unit('p1', 'hammer-knight')?.tokens.damage).toBe(0);
  });

  it('is not offered for a card that is not charged', () => {
    const s = attackedPhoenixborn(false);
    expect(s.offers('barrier')).toBe(false);
    expect(s.pb('p1').tokens.damage).toBe(3);
  });
});

describe('Brilliant Display', () => {
  it('deals 1 damage to a unit an opponent controls once for each artifice die on your cards', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: issa,
        hand: ['brilliant-display'],
        spellboard: [{ stub: 'supercharge', dice: ['artifice:basic'] }],
        pbDice: ['artifice:class', 'artifice:power'],
        dice: ['charm:basic'],
      },
      p2: { phoenixborn: coal, battlefield: ['hammer-knight', 'iron-worker'] },
    });
    s.click('brilliant-display');
    s.click('hammer-knight').click('hammer-knight').click('iron-worker');
    expect(s.unit('p2', 'hammer-knight')?.tokens.damage).toBe(2);
    expect(s.unit('p2', 'iron-worker')?.tokens.damage).toBe(1);
    expect(s.prompt().title).toBe('Choose an action');
  });

  it('does nothing with no artifice die on your cards', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: issa, hand: ['brilliant-display'], dice: ['charm:basic'] },
      p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
    });
    s.click('brilliant-display');
    expect(s.prompt().title).toBe('Choose an action');
    expect(s.unit('p2', 'hammer-knight')?.tokens.damage).toBe(0);
  });
});

describe('Core Supplier — Supply 2', () => {
  const supplier = () =>
    scenario(catalogue, {
      p1: {
        phoenixborn: issa,
        hand: ['core-supplier'],
        spellboard: ['supercharge'],
        dice: ['artifice:class', 'charm:basic'],
        exhaustedDice: ['artifice:power'],
      },
      p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
    }).click('core-supplier');

  it('places up to 2 artifice dice from the exhausted pool onto cards you control', () => {
    const s = supplier();
    expect(s.offers('hammer-knight')).toBe(false);
    s.click('supercharge').click('core-supplier');
    expect(artificeHosts(s).sort()).toEqual(
      [s.cards('p1', 'supercharge')[0]!.uuid, s.unit('p1', 'core-supplier')!.uuid].sort(),
    );
  });

  it('may place one, or none', () => {
    const one = supplier();
    one.click(issa).button('Skip');
    expect(artificeHosts(one)).toEqual([one.pb('p1').uuid]);
    const none = supplier();
    none.button('Skip');
    expect(artificeHosts(none)).toEqual([]);
    expect(none.prompt().title).toBe('Choose an action');
  });
});

describe('Issa Brightmore — Inspiration', () => {
  it('draws 2 cards, then places an artifice die from the exhausted pool onto a card you control', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: issa,
        battlefield: ['iron-worker'],
        deck: ['barrier', 'recharge', 'retreat'],
        dice: ['artifice:class'],
      },
      p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
    });
    s.click(issa);
    if (s.offers('Inspiration')) s.button('Inspiration');
    expect(s.zoneStubs('p1', 'hand')).toEqual(['barrier', 'recharge']);
    expect(s.offers('hammer-knight')).toBe(false);
    s.click('iron-worker');
    expect(artificeHosts(s)).toEqual([s.unit('p1', 'iron-worker')!.uuid]);
    expect(s.pb('p1').tokens.exhaustion).toBe(1);
  });
});

describe('Recharge', () => {
  it('removes 1 exhaustion token and 2 wound tokens from a charged card you control', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: issa,
        hand: ['recharge', 'barrier'],
        battlefield: [
          { stub: 'hammer-knight', exhaustion: 2, damage: 3, dice: ['artifice:class'] },
          { stub: 'iron-worker', exhaustion: 1, damage: 1 },
        ],
        dice: ['artifice:power'],
      },
      p2: { phoenixborn: coal },
    });
    s.click('recharge');
    // Its discard cost: the other card of the hand.
    s.click('barrier');
    if (s.offers('Done')) s.button('Done');
    expect(s.offers('iron-worker')).toBe(false);
    s.click('hammer-knight');
    expect(s.unit('p1', 'hammer-knight')?.tokens).toMatchObject({ exhaustion: 1, damage: 1 });
    expect(s.cards('p1', 'barrier', 'discard')).toHaveLength(1);
  });

  it('cannot be played without a charged card', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: issa,
        hand: ['recharge', 'barrier'],
        battlefield: [{ stub: 'hammer-knight', exhaustion: 1, damage: 3 }],
        dice: ['artifice:power'],
      },
      p2: { phoenixborn: coal },
    });
    expect(s.offers('recharge')).toBe(false);
  });
});

describe('Reconfigure', () => {
  it('moves an artifice die from a card you control onto another card you control', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: issa,
        spellboard: ['reconfigure'],
        battlefield: ['iron-worker'],
        pbDice: ['artifice:class'],
      },
      p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
    });
    s.click('reconfigure');
    if (s.offers('Reconfigure')) s.button('Reconfigure');
    expect(s.offers('iron-worker')).toBe(false);
    s.click(issa);
    expect(s.offers(issa)).toBe(false);
    expect(s.offers('hammer-knight')).toBe(false);
    s.click('iron-worker');
    expect(artificeHosts(s)).toEqual([s.unit('p1', 'iron-worker')!.uuid]);
    expect(s.cards('p1', 'reconfigure')[0]?.tokens.exhaustion).toBe(1);
  });

  it('is not usable with no charged card', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: issa, spellboard: ['reconfigure'], battlefield: ['iron-worker'] },
      p2: { phoenixborn: coal },
    });
    expect(s.offers('reconfigure')).toBe(false);
  });
});

describe('Spark Drone — Unit Guard', () => {
  it('may guard another unit that is being attacked', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      p2: { phoenixborn: issa, battlefield: ['iron-worker', 'spark-drone'] },
    });
    s.button('Attack a unit').click('iron-worker').click('hammer-knight');
    expect(s.prompt().player).toBe('p2');
    s.click('spark-drone');
    if (s.offers("Don't counter")) s.button("Don't counter");
    expect(s.cards('p2', 'spark-drone', 'archives')).toHaveLength(1);
    expect(s.unit('p2', 'iron-worker')?.tokens.damage).toBe(0);
  });
});

describe('Summon Spark Drone', () => {
  const drone = (charged: boolean) => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: issa,
        spellboard: [{ stub: 'summon-spark-drone', dice: charged ? ['artifice:power'] : [] }],
        dice: ['artifice:class', 'charm:basic', 'natural:basic'],
      },
      p2: { phoenixborn: coal },
    });
    s.click('summon-spark-drone');
    if (s.offers('artifice:class')) s.die('artifice:class');
    return s;
  };

  it('places a Spark Drone; charged, changes 2 dice of your active pool to a side of your choice', () => {
    const s = drone(true);
    expect(s.unit('p1', 'spark-drone')).toBeDefined();
    s.die('charm:basic').button('Power').die('natural:basic').button('Class');
    expect(s.dice('p1', 'active').map((d) => `${d.magic}:${d.level}`)).toEqual([
      'charm:power',
      'natural:class',
    ]);
  });

  it('uncharged, places the Spark Drone only', () => {
    const s = drone(false);
    expect(s.unit('p1', 'spark-drone')).toBeDefined();
    expect(s.prompt().title).toBe('Choose an action');
    expect(s.dice('p1', 'active').map((d) => d.level)).toEqual(['basic', 'basic']);
  });
});

describe('Summon Thunder Hulk and Thunder Hulk', () => {
  it('places a Thunder Hulk', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: issa,
        spellboard: ['summon-thunder-hulk'],
        dice: ['artifice:class', 'charm:basic'],
      },
      p2: { phoenixborn: coal },
    });
    s.click('summon-thunder-hulk');
    expect(s.unit('p1', 'thunder-hulk')).toBeDefined();
  });

  it('Dormant: cannot attack unless charged', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: issa, battlefield: ['thunder-hulk', 'iron-worker'] },
      p2: { phoenixborn: coal, battlefield: ['anchornaut'] },
    });
    s.button('Attack Phoenixborn');
    expect(s.offers('iron-worker')).toBe(true);
    expect(s.offers('thunder-hulk')).toBe(false);
  });

  it('charged, attacks; Overkill 1 deals 1 damage to the opponent’s Phoenixborn', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: issa,
        battlefield: [{ stub: 'thunder-hulk', dice: ['artifice:class'] }],
      },
      p2: { phoenixborn: coal, battlefield: ['anchornaut'] },
    });
    s.button('Attack a unit').click('anchornaut').click('thunder-hulk');
    noDefence(s);
    expect(s.cards('p2', 'anchornaut', 'discard')).toHaveLength(1);
    expect(s.pb('p2').tokens.damage).toBe(1);
  });
});

describe('Supercharge', () => {
  const supercharge = (charged: boolean) => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: issa,
        spellboard: [{ stub: 'supercharge', dice: charged ? ['artifice:class'] : [] }],
        battlefield: ['iron-worker'],
      },
      p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
    });
    s.click('supercharge');
    if (s.offers('Supercharge')) s.button('Supercharge');
    return s;
  };

  it('charged: a target unit gets +2 attack for the turn', () => {
    const s = supercharge(true);
    s.click('iron-worker');
    expect(attackOf(s, s.unit('p1', 'iron-worker')!.uuid)).toBe(4);
    expect(s.cards('p1', 'supercharge')[0]?.tokens.exhaustion).toBe(1);
  });

  it('uncharged: does nothing', () => {
    const s = supercharge(false);
    expect(s.prompt().title).toBe('Choose an action');
    expect(attackOf(s, s.unit('p1', 'iron-worker')!.uuid)).toBe(2);
  });
});

describe('Systems Drafter — Rethink 1', () => {
  it('removes 1 exhaustion token from a ready spell you control as it comes into play', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: issa,
        hand: ['systems-drafter'],
        spellboard: [{ stub: 'supercharge', exhaustion: 1 }, 'reconfigure'],
        dice: ['artifice:class'],
      },
      p2: { phoenixborn: coal },
    });
    s.click('systems-drafter');
    // Only an exhausted spell has a token to remove.
    expect(s.offers('reconfigure')).toBe(false);
    s.click('supercharge');
    expect(s.cards('p1', 'supercharge')[0]?.tokens.exhaustion).toBe(0);
  });
});

describe('Thunder Suit', () => {
  it('+2 attack; when attaching, places an artifice die from the exhausted pool onto the unit', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: issa,
        hand: ['thunder-suit'],
        battlefield: ['iron-worker'],
        dice: ['artifice:class', 'charm:basic'],
      },
      p2: { phoenixborn: coal },
    });
    s.click('thunder-suit').click('iron-worker');
    const worker = s.unit('p1', 'iron-worker')!.uuid;
    expect(artificeHosts(s)).toEqual([worker]);
    expect(attackOf(s, worker)).toBe(4);
  });
});
