import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { scenario } from '../../testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const jericho = 'jericho-reborn';
const coal = 'coal-roarkwin';

/** Pays a cost with these dice when the game asks which to use. */
function pay(s: ReturnType<typeof scenario>, dice: string[], as?: 'p1' | 'p2'): void {
  if (!s.prompt().title.startsWith('Pay for ')) return;
  for (const die of dice) s.die(die, as);
  if (s.prompt().title.startsWith('Pay for ')) s.button('Done', as);
}

/** Answers the defender's block and guard prompts with no block. */
function noBlock(s: ReturnType<typeof scenario>): void {
  for (let i = 0; i < 3 && s.prompt().player === 'p2'; i++) {
    if (s.offers('Done')) s.button('Done', 'p2');
    else if (s.offers('No guard')) s.button('No guard', 'p2');
    else break;
  }
}

describe("Ocean's Eye and Summon Ocean's Eyes", () => {
  it('Sting 1: declared as an attacker, it may deal 1 damage to a wounded unit', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: jericho, battlefield: ['oceans-eye'] },
      p2: { phoenixborn: coal, battlefield: [{ stub: 'iron-worker', damage: 1 }, 'anchornaut'] },
    });
    s.button('Attack Phoenixborn').click('oceans-eye').button('Done');
    expect(s.prompt().title).toBe("Ocean's Eye, Sting 1: you may deal 1 damage to a wounded unit");
    // Only a wounded unit is offered.
    expect(s.offers('anchornaut')).toBe(false);
    s.click('iron-worker');
    expect(s.cards('p2', 'iron-worker', 'battlefield')).toHaveLength(0);
  });

  it('Sting 1 may be skipped', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: jericho, battlefield: ['oceans-eye'] },
      p2: { phoenixborn: coal, battlefield: [{ stub: 'iron-worker', damage: 1 }] },
    });
    s.button('Attack Phoenixborn').click('oceans-eye').button('Done');
    s.button('Skip');
    expect(s.unit('p2', 'iron-worker')!.tokens.damage).toBe(1);
  });

  it('Summon: main, exhaust, 2 basic places two Ocean’s Eyes', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: jericho,
        spellboard: ['summon-oceans-eyes'],
        archives: ['oceans-eye', 'oceans-eye', 'oceans-eye'],
        dice: ['time:basic', 'time:basic'],
      },
      p2: { phoenixborn: coal },
    });
    s.click('summon-oceans-eyes');
    expect(s.cards('p1', 'oceans-eye', 'battlefield')).toHaveLength(2);
    expect(s.zoneStubs('p1', 'archives')).toEqual(['oceans-eye']);
    expect(s.cards('p1', 'summon-oceans-eyes')[0]!.tokens.exhaustion).toBe(1);
    expect(s.state.turn?.mainAvailable).toBe(false);
  });

  it('Summon is not usable with no Ocean’s Eye in the conjuration pile', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: jericho,
        spellboard: ['summon-oceans-eyes'],
        archives: [],
        dice: ['time:basic', 'time:basic'],
      },
      p2: { phoenixborn: coal },
    });
    expect(s.offers('summon-oceans-eyes')).toBe(false);
  });
});

describe('Rubble Spirit', () => {
  it('Crumble 1: coming into play, discards the top card of a target opponent’s draw pile', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: jericho,
        hand: ['cataclysm'],
        archives: ['rubble-spirit', 'rubble-spirit'],
        dice: ['time:basic', 'time:basic'],
      },
      p2: {
        phoenixborn: coal,
        deck: ['anchornaut', 'hammer-knight', 'iron-worker'],
        battlefield: ['anchornaut', { stub: 'iron-worker', damage: 1 }],
      },
    });
    s.click('cataclysm');
    for (let i = 0; i < 2; i++) {
      expect(s.prompt().title).toBe(
        'Rubble Spirit, Crumble 1: choose an opponent to discard the top card of their draw pile',
      );
      s.button(s.name('p2'));
    }
    expect(s.cards('p1', 'rubble-spirit', 'battlefield')).toHaveLength(2);
    expect(s.zoneStubs('p2', 'discard')).toEqual([
      'anchornaut',
      'iron-worker',
      'anchornaut',
      'hammer-knight',
    ]);
  });
});

describe('Summon Tusk Mount and Tusk Mount', () => {
  const board = () =>
    scenario(catalogue, {
      p1: {
        phoenixborn: jericho,
        spellboard: ['summon-tusk-mount'],
        hand: ['cataclysm'],
        battlefield: ['iron-worker', { stub: 'anchornaut', exhaustion: 1 }],
        archives: ['tusk-mount', 'rubble-spirit', 'rubble-spirit'],
        dice: ['time:class', 'time:class', 'time:basic', 'time:basic', 'time:basic', 'time:basic'],
      },
      p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
    });

  it('side: removes an unexhausted ally from play and places it face down under a Tusk Mount', () => {
    const s = board();
    s.click('summon-tusk-mount');
    expect(s.prompt().title).toBe(
      'Summon Tusk Mount: remove an unexhausted ally you control from play',
    );
    expect(s.offers('anchornaut')).toBe(false);
    s.click('iron-worker');
    const mount = s.unit('p1', 'tusk-mount')!;
    const worker = s.cards('p1', 'iron-worker')[0]!;
    expect(worker.zone).toBe('underneath');
    expect(worker.host).toBe(mount.uuid);
    expect(s.state.turn?.sideActions).toBe(0);
  });

  it('is not usable without an unexhausted ally', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: jericho,
        spellboard: ['summon-tusk-mount'],
        battlefield: [{ stub: 'anchornaut', exhaustion: 1 }],
        dice: ['time:class', 'time:class', 'time:basic', 'time:basic'],
      },
      p2: { phoenixborn: coal },
    });
    expect(s.offers('summon-tusk-mount')).toBe(false);
  });

  it('Wreckage 2: destroying a unit by attacking places 2 Rubble Spirits', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: jericho,
        battlefield: ['tusk-mount'],
        archives: ['rubble-spirit', 'rubble-spirit'],
      },
      p2: { phoenixborn: coal, battlefield: ['iron-worker'], deck: ['anchornaut', 'anchornaut'] },
    });
    s.button('Attack a unit').click('iron-worker').click('tusk-mount');
    noBlock(s);
    if (s.offers('Counter')) s.button('Counter', 'p2');
    while (s.prompt().title.startsWith('Rubble Spirit')) s.button(s.name('p2'));
    expect(s.cards('p2', 'iron-worker', 'discard')).toHaveLength(1);
    expect(s.cards('p1', 'rubble-spirit', 'battlefield')).toHaveLength(2);
  });

  it('Dismount: destroyed, the ally underneath goes into your hand', () => {
    const s = board();
    s.click('summon-tusk-mount').click('iron-worker');
    s.unit('p1', 'tusk-mount')!.tokens.damage = 3;
    s.click('cataclysm');
    while (s.prompt().title.startsWith('Rubble Spirit')) s.button(s.name('p2'));
    expect(s.cards('p1', 'tusk-mount', 'battlefield')).toHaveLength(0);
    expect(s.zoneStubs('p1', 'hand')).toEqual(['iron-worker']);
  });
});

describe('Cinder Spirit and Summon Cinder Spirit', () => {
  it('Ignite: with a status token, +1 attack this turn and it may deal 1 damage to another unit', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: jericho, battlefield: [{ stub: 'cinder-spirit', status: 1 }] },
      p2: { phoenixborn: coal, battlefield: ['anchornaut'] },
    });
    s.button('Attack Phoenixborn').click('cinder-spirit').button('Done');
    expect(s.prompt().title).toBe('Cinder Spirit, Ignite: you may deal 1 damage to another unit');
    expect(s.offers('cinder-spirit')).toBe(false);
    s.click('anchornaut');
    expect(s.cards('p2', 'anchornaut', 'discard')).toHaveLength(1);
    noBlock(s);
    expect(s.pb('p2').tokens.damage).toBe(3);
  });

  it('Ignite: the damage may be skipped; the attack is still raised', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: jericho, battlefield: [{ stub: 'cinder-spirit', status: 1 }] },
      p2: { phoenixborn: coal, battlefield: ['anchornaut'] },
    });
    s.button('Attack Phoenixborn').click('cinder-spirit').button('Done');
    s.button('Skip');
    expect(s.unit('p2', 'anchornaut')!.tokens.damage).toBe(0);
    noBlock(s);
    expect(s.pb('p2').tokens.damage).toBe(3);
  });

  it('Ignite does nothing without a status token', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: jericho, battlefield: ['cinder-spirit'] },
      p2: { phoenixborn: coal, battlefield: ['anchornaut'] },
    });
    s.button('Attack Phoenixborn').click('cinder-spirit').button('Done');
    expect(s.prompt().title).not.toMatch(/Ignite/);
    noBlock(s);
    expect(s.pb('p2').tokens.damage).toBe(2);
  });

  it('main, exhaust: places a status token on the spell', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: jericho, spellboard: ['summon-cinder-spirit'] },
      p2: { phoenixborn: coal },
    });
    s.click('summon-cinder-spirit');
    const spell = s.cards('p1', 'summon-cinder-spirit')[0]!;
    expect(spell.tokens.status).toBe(1);
    expect(spell.tokens.exhaustion).toBe(1);
    expect(s.state.turn?.mainAvailable).toBe(false);
  });

  it('side: moves its status token onto a unit you control and places a Cinder Spirit, even exhausted', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: jericho,
        spellboard: [{ stub: 'summon-cinder-spirit', status: 1, exhaustion: 1 }],
        battlefield: ['iron-worker'],
        archives: ['cinder-spirit'],
        dice: ['time:class', 'time:basic'],
      },
      p2: { phoenixborn: coal, battlefield: ['anchornaut'] },
    });
    s.click('summon-cinder-spirit');
    if (s.offers('Summon Cinder Spirit')) s.button('Summon Cinder Spirit');
    if (s.prompt().title.startsWith('Pay for ')) s.die('time:class').die('time:basic');
    expect(s.prompt().title).toBe(
      'Summon Cinder Spirit: choose a unit you control to move a status token onto',
    );
    expect(s.offers('anchornaut')).toBe(false);
    s.click('iron-worker');
    expect(s.cards('p1', 'summon-cinder-spirit')[0]!.tokens.status).toBe(0);
    expect(s.unit('p1', 'iron-worker')!.tokens.status).toBe(1);
    expect(s.cards('p1', 'cinder-spirit', 'battlefield')).toHaveLength(1);
    expect(s.state.turn?.sideActions).toBe(0);
  });

  it('side is not usable without a status token on the spell', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: jericho,
        spellboard: [{ stub: 'summon-cinder-spirit', exhaustion: 1 }],
        battlefield: ['iron-worker'],
        dice: ['time:class', 'time:basic'],
      },
      p2: { phoenixborn: coal },
    });
    expect(s.offers('summon-cinder-spirit')).toBe(false);
  });
});

describe('Spear Master', () => {
  it('Replenish 2: coming into play, it gets 2 status tokens', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: jericho,
        hand: ['spear-master'],
        dice: ['time:power', 'time:class', 'time:basic'],
      },
      p2: { phoenixborn: coal },
    });
    s.click('spear-master');
    if (s.prompt().title.startsWith('Pay for '))
      s.die('time:power').die('time:class').die('time:basic');
    expect(s.unit('p1', 'spear-master')!.tokens.status).toBe(2);
  });

  it('Replenish 2: at the end of the round, 2 more status tokens', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: jericho, battlefield: ['spear-master'] },
      p2: { phoenixborn: coal },
      phase: 'recovery',
    });
    expect(s.unit('p1', 'spear-master')!.tokens.status).toBe(2);
  });

  it('Spear Volley: removes status tokens from units you control and deals 1 damage to as many units', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: jericho,
        battlefield: [
          { stub: 'spear-master', status: 1 },
          { stub: 'iron-worker', status: 1 },
        ],
      },
      p2: { phoenixborn: coal, battlefield: ['anchornaut', { stub: 'hammer-knight', damage: 0 }] },
    });
    s.button('Attack Phoenixborn').click('spear-master').button('Done');
    expect(s.prompt().title).toMatch(/^Spear Master, Spear Volley: you may remove a status token/);
    s.click('spear-master');
    // Its only token is picked: it is not offered again.
    expect(s.offers('spear-master')).toBe(false);
    s.click('iron-worker');
    expect(s.prompt().title).toBe(
      'Spear Master, Spear Volley: choose the units opponents control to deal 1 damage to',
    );
    s.click('anchornaut').click('hammer-knight');
    if (s.offers('Done')) s.button('Done');
    expect(s.unit('p1', 'spear-master')!.tokens.status).toBe(0);
    expect(s.unit('p1', 'iron-worker')!.tokens.status).toBe(0);
    expect(s.cards('p2', 'anchornaut', 'discard')).toHaveLength(1);
    expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(1);
  });

  it('Spear Volley may remove fewer tokens, or none', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: jericho, battlefield: [{ stub: 'spear-master', status: 2 }] },
      p2: { phoenixborn: coal, battlefield: ['anchornaut', 'hammer-knight'] },
    });
    s.button('Attack Phoenixborn').click('spear-master').button('Done');
    s.button('Skip');
    expect(s.unit('p1', 'spear-master')!.tokens.status).toBe(2);
    expect(s.unit('p2', 'anchornaut')!.tokens.damage).toBe(0);
    expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(0);
  });
});

describe('Vermillion Sage', () => {
  const board = () =>
    scenario(catalogue, {
      p1: {
        phoenixborn: jericho,
        hand: ['vermillion-sage'],
        deck: ['anchornaut', 'hammer-knight', 'iron-worker'],
        dice: ['time:class'],
      },
      p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
    });

  it('Study 1: the top card may go to the bottom; then draw 1', () => {
    const s = board();
    s.click('vermillion-sage');
    expect(s.prompt().title).toMatch(/^Vermillion Sage, Study 1/);
    s.button('Anchornaut');
    expect(s.zoneStubs('p1', 'hand')).toEqual(['hammer-knight']);
    expect(s.zoneStubs('p1', 'deck')).toEqual(['iron-worker', 'anchornaut']);
  });

  it('Study 1: left on top, the card looked at is the one drawn', () => {
    const s = board();
    s.click('vermillion-sage').button('Skip');
    expect(s.zoneStubs('p1', 'hand')).toEqual(['anchornaut']);
    expect(s.zoneStubs('p1', 'deck')).toEqual(['hammer-knight', 'iron-worker']);
  });

  it('Inheritance 1: destroyed, it may place a status token on a unit (or not)', () => {
    for (const take of [true, false]) {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: jericho,
          battlefield: ['iron-worker'],
          hand: ['cataclysm'],
          dice: ['time:basic', 'time:basic'],
        },
        p2: {
          phoenixborn: coal,
          battlefield: ['vermillion-sage', { stub: 'hammer-knight', damage: 0 }],
        },
      });
      s.click('cataclysm');
      expect(s.prompt().title).toBe(
        'Vermillion Sage, Inheritance 1: you may place a status token on a unit',
      );
      expect(s.prompt().player).toBe('p2');
      if (take) s.click('hammer-knight', 'p2');
      else s.button('Skip', 'p2');
      expect(s.unit('p2', 'hammer-knight')!.tokens.status).toBe(take ? 1 : 0);
    }
  });
});

describe('Timestopper', () => {
  it('Halt: the unit chosen cannot attack during the next turn', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: jericho, hand: ['timestopper'], dice: ['time:power'] },
      p2: { phoenixborn: coal, battlefield: ['hammer-knight', 'iron-worker'] },
    });
    s.click('timestopper');
    if (s.prompt().title.startsWith('Pay for ')) s.die('time:power');
    expect(s.prompt().title).toBe(
      'Timestopper, Halt: choose a unit an opponent controls; it cannot attack, block or guard',
    );
    s.click('hammer-knight');
    s.button('End Turn');
    expect(s.prompt().player).toBe('p2');
    s.button('Attack Phoenixborn', 'p2');
    expect(s.offers('hammer-knight')).toBe(false);
    expect(s.offers('iron-worker')).toBe(true);
  });

  it('Halt ends with the next turn', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: jericho, hand: ['timestopper'], dice: ['time:power'] },
      p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
    });
    s.click('timestopper');
    if (s.prompt().title.startsWith('Pay for ')) s.die('time:power');
    s.click('hammer-knight');
    s.button('End Turn');
    expect(s.unit('p2', 'hammer-knight')!.effects).toHaveLength(1);
    s.button('Pass', 'p2').button('End Turn', 'p2');
    expect(s.unit('p2', 'hammer-knight')!.effects).toHaveLength(0);
  });

  it('Swift: played without its main action after a unit comes into play onto an opponent’s battlefield; the unit halted cannot block or guard', () => {
    const s = scenario(catalogue, {
      firstPlayer: 'p2',
      p1: {
        phoenixborn: jericho,
        hand: ['timestopper'],
        battlefield: ['iron-worker'],
        dice: ['time:power'],
      },
      p2: {
        phoenixborn: coal,
        hand: ['anchornaut'],
        battlefield: ['hammer-knight'],
        dice: ['time:basic'],
      },
    });
    s.click('anchornaut', 'p2');
    pay(s, ['time:basic'], 'p2');
    if (s.prompt().title.startsWith('Throw 1')) s.button('Skip', 'p2');
    expect(s.prompt().title).toBe('Play a reaction spell?');
    expect(s.offers('timestopper')).toBe(true);
    s.click('timestopper');
    if (s.prompt().title.startsWith('Pay for ')) s.die('time:power');
    s.click('hammer-knight');
    expect(s.unit('p1', 'timestopper')).toBeDefined();
    s.button('End Turn', 'p2');
    // p1's turn is the next turn: the Hammer Knight can neither block nor guard.
    s.button('Attack Phoenixborn').click('iron-worker').button('Done');
    expect(s.prompt().player).toBe('p2');
    expect(s.offers('hammer-knight')).toBe(false);
    expect(s.offers('anchornaut')).toBe(true);
  });

  it('Swift is not offered after a unit comes into play onto your own battlefield', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: jericho,
        hand: ['timestopper', 'anchornaut'],
        dice: ['time:power', 'time:basic'],
      },
      p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
    });
    s.click('anchornaut');
    pay(s, ['time:basic']);
    if (s.prompt().title.startsWith('Throw 1')) s.button('Skip');
    expect(s.prompt().title).toBe('Choose an action');
    expect(s.offers('timestopper')).toBe(false);
  });
});
