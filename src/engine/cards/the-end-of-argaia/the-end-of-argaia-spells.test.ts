import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { scenario } from '../../testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const jericho = 'jericho-reborn';
const orrick = 'orrick-gilstream';
const coal = 'coal-roarkwin';

/** Pays a cost with these dice when the game asks which to use. */
function pay(s: ReturnType<typeof scenario>, dice: string[], as?: 'p1' | 'p2'): void {
  if (!s.prompt().title.startsWith('Pay for ')) return;
  for (const die of dice) s.die(die, as);
  if (s.prompt().title.startsWith('Pay for ')) s.button('Done', as);
}

describe('Afterimage', () => {
  const board = () =>
    scenario(catalogue, {
      p1: { phoenixborn: coal, battlefield: ['iron-worker'], dice: ['natural:power'] },
      p2: {
        phoenixborn: jericho,
        battlefield: ['anchornaut'],
        hand: ['afterimage'],
        dice: ['time:power'],
      },
    });

  it('after an opponent destroys your ally, it returns to your hand and deals 2 damage to a unit of theirs', () => {
    const s = board();
    s.die('natural:power').click('anchornaut');
    expect(s.prompt()).toMatchObject({ player: 'p2', title: 'Play a reaction spell?' });
    s.click('afterimage', 'p2');
    pay(s, ['time:power'], 'p2');
    expect(s.zoneStubs('p2', 'hand')).toEqual(['anchornaut']);
    expect(s.prompt().title).toBe(
      'Afterimage: choose a unit that opponent controls to deal 2 damage to',
    );
    s.click('iron-worker', 'p2');
    expect(s.cards('p1', 'iron-worker', 'discard')).toHaveLength(1);
  });

  it('is not offered when the ally was destroyed by its own player', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: jericho,
        battlefield: ['anchornaut'],
        hand: ['afterimage'],
        dice: ['natural:power', 'time:power'],
      },
      p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
    });
    s.die('natural:power').click('anchornaut');
    expect(s.cards('p1', 'anchornaut', 'discard')).toHaveLength(1);
    expect(s.prompt().title).toBe('Choose an action');
    expect(s.offers('afterimage')).toBe(false);
  });

  it('is not offered for a conjuration', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, battlefield: ['iron-worker'], dice: ['natural:power'] },
      p2: {
        phoenixborn: jericho,
        battlefield: ['rubble-spirit'],
        hand: ['afterimage'],
        dice: ['time:power'],
      },
    });
    s.die('natural:power').click('rubble-spirit');
    expect(s.prompt().player).toBe('p1');
    expect(s.prompt().title).toBe('Choose an action');
  });
});

describe('Cataclysm', () => {
  it('deals 1 damage to all units and Phoenixborn; destroying 2 units places 2 Rubble Spirits', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: jericho,
        hand: ['cataclysm'],
        battlefield: ['iron-worker'],
        archives: ['rubble-spirit', 'rubble-spirit', 'rubble-spirit'],
        dice: ['time:basic', 'time:basic'],
      },
      p2: { phoenixborn: coal, battlefield: ['anchornaut', { stub: 'hammer-knight', damage: 3 }] },
    });
    s.click('cataclysm');
    while (s.prompt().title.startsWith('Rubble Spirit')) s.button(s.name('p2'));
    expect(s.pb('p1').tokens.damage).toBe(1);
    expect(s.pb('p2').tokens.damage).toBe(1);
    expect(s.unit('p1', 'iron-worker')!.tokens.damage).toBe(1);
    expect(s.cards('p2', 'anchornaut', 'discard')).toHaveLength(1);
    expect(s.cards('p2', 'hammer-knight', 'discard')).toHaveLength(1);
    expect(s.cards('p1', 'rubble-spirit', 'battlefield')).toHaveLength(2);
  });

  it('destroying fewer than 2 units places no Rubble Spirit', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: jericho,
        hand: ['cataclysm'],
        archives: ['rubble-spirit', 'rubble-spirit'],
        dice: ['time:basic', 'time:basic'],
      },
      p2: { phoenixborn: coal, battlefield: ['anchornaut', 'hammer-knight'] },
    });
    s.click('cataclysm');
    expect(s.cards('p2', 'anchornaut', 'discard')).toHaveLength(1);
    expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(1);
    expect(s.cards('p1', 'rubble-spirit', 'battlefield')).toHaveLength(0);
  });
});

describe('Double Edge', () => {
  it('draws 2, discards 1, then deals 1 damage to a unit of an opponent and 1 to their Phoenixborn', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: jericho, hand: ['double-edge'], deck: ['anchornaut', 'hammer-knight'] },
      p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
    });
    s.click('double-edge');
    expect(s.zoneStubs('p1', 'hand')).toEqual(['anchornaut', 'hammer-knight']);
    expect(s.prompt().title).toBe('Double Edge: discard 1 card from your hand');
    s.click('hammer-knight');
    expect(s.zoneStubs('p1', 'discard')).toEqual(['double-edge', 'hammer-knight']);
    s.click('iron-worker');
    expect(s.unit('p2', 'iron-worker')!.tokens.damage).toBe(1);
    expect(s.pb('p2').tokens.damage).toBe(1);
    expect(s.state.turn?.sideActions).toBe(0);
  });

  it('with no card to discard, deals no damage', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: jericho, hand: ['double-edge'], deck: [] },
      p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
    });
    s.click('double-edge');
    expect(s.unit('p2', 'iron-worker')!.tokens.damage).toBe(0);
    expect(s.pb('p2').tokens.damage).toBe(0);
  });
});

describe('Fatal Strike', () => {
  it('after an opponent passes, deals 2 damage to a unit or Phoenixborn of theirs', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: jericho, hand: ['fatal-strike'], dice: ['time:power'] },
      p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
    });
    s.button('Pass').button('End Turn');
    s.button('Pass', 'p2');
    expect(s.prompt()).toMatchObject({ player: 'p1', title: 'Play a reaction spell?' });
    s.click('fatal-strike');
    pay(s, ['time:power']);
    expect(s.prompt().title).toBe(
      'Fatal Strike: choose a unit or Phoenixborn that opponent controls to deal 2 damage to',
    );
    expect(s.offers(jericho)).toBe(false);
    s.click(coal);
    expect(s.pb('p2').tokens.damage).toBe(2);
  });

  it('is not offered after your own pass, nor after an opponent’s other main action', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: jericho, hand: ['fatal-strike'], dice: ['time:power'] },
      p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
    });
    s.button('Pass');
    expect(s.prompt()).toMatchObject({ player: 'p1', title: 'Choose an action' });
    s.button('End Turn');
    s.button('Attack Phoenixborn', 'p2').click('iron-worker', 'p2').button('Done', 'p2');
    expect(s.prompt().title).not.toBe('Play a reaction spell?');
  });
});

describe('Realization', () => {
  it('during the draw step, you may draw 1 additional card', () => {
    for (const take of [true, false]) {
      const s = scenario(catalogue, {
        phase: 'prepare',
        round: 2,
        p1: {
          phoenixborn: jericho,
          spellboard: ['realization'],
          deck: Array(8).fill('anchornaut'),
        },
        p2: { phoenixborn: coal, deck: Array(5).fill('anchornaut') },
      });
      s.button('Done').button('Done');
      expect(s.prompt().title).toBe('Realization: draw 1 additional card?');
      s.button(take ? 'Draw 1' : "Don't draw");
      expect(s.state.players.p1.hand).toHaveLength(take ? 6 : 5);
    }
  });

  it('side, exhaust: with an empty draw pile, removes a random discarded card from the game and adds another to your hand', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: jericho,
        spellboard: ['realization'],
        deck: [],
        discard: ['anchornaut', 'hammer-knight', 'iron-worker'],
      },
      p2: { phoenixborn: coal },
    });
    s.click('realization');
    if (s.offers('Realization')) s.button('Realization');
    expect(s.prompt().title).toMatch(/^Realization: .* is removed from the game$/);
    s.button('OK');
    expect(s.prompt().title).toMatch(/^Realization: .* is added to your hand$/);
    s.button('OK');
    expect(s.state.players.p1.purged).toHaveLength(1);
    expect(s.state.players.p1.hand).toHaveLength(1);
    expect(s.state.players.p1.discard).toHaveLength(1);
    expect(s.cards('p1', 'realization')[0]!.tokens.exhaustion).toBe(1);
    expect(s.state.turn?.sideActions).toBe(0);
  });

  it('side is not usable while the draw pile has cards', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: jericho,
        spellboard: ['realization'],
        deck: ['anchornaut'],
        discard: ['iron-worker'],
      },
      p2: { phoenixborn: coal },
    });
    expect(s.offers('realization')).toBe(false);
  });
});

describe('Rising Tides', () => {
  it('deals 1 damage to all units at the end of the next turn, not of this one', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: jericho,
        hand: ['rising-tides'],
        battlefield: ['hammer-knight'],
        dice: ['time:class'],
      },
      p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
    });
    s.click('rising-tides');
    pay(s, ['time:class']);
    s.button('Pass').button('End Turn');
    expect(s.unit('p1', 'hammer-knight')!.tokens.damage).toBe(0);
    expect(s.unit('p2', 'iron-worker')!.tokens.damage).toBe(0);
    s.button('Attack Phoenixborn', 'p2').click('iron-worker', 'p2').button('Done', 'p2');
    if (s.offers('Done') && s.prompt().player === 'p1') s.button('Done');
    s.button('End Turn', 'p2');
    expect(s.unit('p1', 'hammer-knight')!.tokens.damage).toBe(1);
    expect(s.unit('p2', 'iron-worker')!.tokens.damage).toBe(1);
  });
});

describe('Tranquility', () => {
  const board = () =>
    scenario(catalogue, {
      p1: { phoenixborn: orrick, hand: ['tranquility'], dice: ['time:class'] },
      p2: {
        phoenixborn: coal,
        hand: ['anchornaut', 'iron-worker'],
        deck: Array(6).fill('anchornaut'),
        dice: ['natural:power', 'natural:basic'],
      },
    });

  /** Plays Tranquility onto the opposing Phoenixborn. */
  const attach = (s: ReturnType<typeof board>) => {
    s.click('tranquility');
    pay(s, ['time:class']);
    s.click(coal);
    return s;
  };

  it('attaches to a Phoenixborn; its player may take no side action but Meditate', () => {
    const s = attach(board());
    expect(s.pb('p2').upgrades).toHaveLength(1);
    expect(s.state.turn?.sideActions).toBe(0);
    s.button('Pass').button('End Turn');
    expect(s.prompt().player).toBe('p2');
    // Slash (side), the natural dice power (side): closed. Meditate: open.
    expect(s.offers(coal)).toBe(false);
    expect(s.offers('natural:power')).toBe(false);
    expect(s.offers('Meditate')).toBe(true);
    // Main actions stay open.
    expect(s.offers('anchornaut')).toBe(true);
  });

  /** p1 passes; p2 plays an Anchornaut (a main action: no two passes in a row end the round). */
  const turnOf = (s: ReturnType<typeof board>, as: 'p1' | 'p2') => {
    if (as === 'p1') {
      s.button('Pass').button('End Turn');
      return;
    }
    s.click('anchornaut', 'p2');
    pay(s, ['natural:basic'], 'p2');
    if (s.prompt().title.startsWith('Throw 1')) s.button('Skip', 'p2');
    s.button('End Turn', 'p2');
  };
  const longBoard = (p1Hand: string[]) =>
    scenario(catalogue, {
      p1: { phoenixborn: orrick, hand: p1Hand, dice: ['time:class'] },
      p2: {
        phoenixborn: coal,
        hand: ['anchornaut', 'anchornaut', 'anchornaut', 'iron-worker'],
        dice: ['natural:basic', 'natural:basic', 'natural:basic'],
      },
    });

  it('its player gets their side actions back when it is removed after 3 of their turns', () => {
    const s = attach(longBoard(['tranquility']));
    const tranquility = () => s.cards('p1', 'tranquility')[0]!;
    turnOf(s, 'p1');
    for (let turn = 1; turn <= 2; turn++) {
      turnOf(s, 'p2');
      expect(tranquility().tokens.status).toBe(turn);
      // The end of p1's own turns places nothing: it counts p2's turns.
      turnOf(s, 'p1');
      expect(tranquility().tokens.status).toBe(turn);
    }
    expect(s.offers(coal)).toBe(false);
    turnOf(s, 'p2');
    expect(tranquility().zone).toBe('purged');
    expect(s.pb('p2').upgrades).toHaveLength(0);
    turnOf(s, 'p1');
    expect(s.prompt().player).toBe('p2');
    expect(s.offers(coal)).toBe(true);
  });

  it('on an opponent’s Phoenixborn, its controller’s own side actions are untouched', () => {
    const s = attach(longBoard(['tranquility', 'double-edge']));
    turnOf(s, 'p1');
    turnOf(s, 'p2');
    expect(s.prompt().player).toBe('p1');
    expect(s.offers('double-edge')).toBe(true);
  });
});
