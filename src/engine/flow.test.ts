import type { EngineContext } from './context';
import { beforeAll, describe, expect, it } from 'vitest';
import { engineContext } from './standard-context';
import type { Card } from '../domain/cards';
import { applyCommand, createGame, viewFor } from './index';
import type { GameState } from './state';
import { preconGameSetup, testCatalogue } from './testing/catalogue';
import { scenario } from './testing/scenario';
import type { GameSetup } from './game';
import { RULES_VERSION, RULES_VERSION_MISMATCH } from './rules-version';

let catalogue: Record<string, Card>;
let setup: GameSetup;

beforeAll(async () => {
  catalogue = await testCatalogue();
  setup = await preconGameSetup('flow', 1, 2);
});

/** A new game after both players took the first five offered (Done). */
function pastFirstFive(context: EngineContext): GameState {
  let s = createGame(setup, context);
  for (const name of ['alice', 'bob'])
    s = applyCommand(s, context, name, {
      type: 'menuButton',
      arg: 'done',
      uuid: null,
      method: null,
    }).state;
  return s;
}

describe('game setup and the reducer', () => {
  it('starts with a first-five prompt for the first player and is plain JSON', () => {
    const state = createGame(setup, engineContext(catalogue));
    expect(state.decision?.player).toBe('p1');
    expect(state.decision?.title).toMatch(/first five/);
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });

  it('is deterministic: the same seed and commands give the same state', () => {
    const context = engineContext(catalogue);
    expect(JSON.stringify(pastFirstFive(context))).toBe(JSON.stringify(pastFirstFive(context)));
  });

  it('refuses illegal commands without touching the state', () => {
    const context = engineContext(catalogue);
    const state = createGame(setup, context);
    const before = JSON.stringify(state);
    const wrongPlayer = applyCommand(state, context, 'bob', {
      type: 'menuButton',
      arg: 'done',
      uuid: null,
      method: null,
    });
    expect(wrongPlayer.error).toBeTruthy();
    expect(wrongPlayer.state).toBe(state);
    const spectator = applyCommand(state, context, null, { type: 'concede' });
    expect(spectator.error).toMatch(/Spectators/);
    const staleButton = applyCommand(state, context, 'alice', {
      type: 'menuButton',
      arg: 'done',
      uuid: 'p999',
      method: null,
    });
    expect(staleButton.error).toMatch(/no longer current/);
    expect(JSON.stringify(state)).toBe(before);
  });

  it('refuses a state made under another rules version instead of resuming it at the wrong step', () => {
    const context = engineContext(catalogue);
    const state = createGame(setup, context);
    expect(state.rulesVersion).toBe(RULES_VERSION);
    const stored: GameState = { ...state, rulesVersion: RULES_VERSION - 1 };
    const done = { type: 'menuButton', arg: 'done', uuid: null, method: null } as const;
    const result = applyCommand(stored, context, 'alice', done);
    expect(result.error).toBe(RULES_VERSION_MISMATCH);
    expect(result.state).toBe(stored);
    expect(applyCommand(state, context, 'alice', done).error).toBeUndefined();
  });

  it('first five: chosen cards go to hand, the rest is filled with different titles', () => {
    const context = engineContext(catalogue);
    let s: GameState = createGame(setup, context);
    const pick = s.players.p1.deck[0]!;
    const stub = s.cards[pick]!.stub;
    s = applyCommand(s, context, 'alice', { type: 'cardClicked', uuid: pick }).state;
    s = applyCommand(s, context, 'alice', {
      type: 'menuButton',
      arg: 'done',
      uuid: null,
      method: null,
    }).state;
    const hand = s.players.p1.hand.map((u) => s.cards[u]!.stub);
    expect(hand).toHaveLength(5);
    expect(new Set(hand).size).toBe(5);
    expect(hand).toContain(stub);
    expect(s.players.p1.deck).toHaveLength(25);
    // Cards that moved from the deck into the hand have new uuids.
    expect(s.players.p1.hand).not.toContain(pick);
  });

  it('first five: the draw pile is shown to its owner grouped by card type, to nobody else', () => {
    const context = engineContext(catalogue);
    const s: GameState = createGame(setup, context);
    const deck = viewFor(s, context, 'alice').players.alice?.cardPiles.deck ?? [];
    expect(deck).toHaveLength(30);
    for (const card of deck) expect(card.group).toBe(card.type);
    expect(new Set(deck.map((c) => c.group)).size).toBeGreaterThan(1);
    // No card's effect asks: the popup is the whole display, no targeting control.
    expect(viewFor(s, context, 'alice').players.alice?.promptState.controls).toEqual([]);
    // A hidden pile is not listed at all (only counted), not even as an empty list.
    expect(viewFor(s, context, 'bob').players.alice?.cardPiles).not.toHaveProperty('deck');
    expect(viewFor(s, context, null).players.alice?.cardPiles).not.toHaveProperty('deck');
    expect(viewFor(s, context, 'bob').players.alice?.numDeckCards).toBe(30);
  });

  it('first five: the view names the chosen cards to their owner, to everyone once the game is over', () => {
    const context = engineContext(catalogue);
    let s: GameState = pastFirstFive(context);
    const names = s.players.p1.hand.map((u) => catalogue[s.cards[u]!.stub]!.name);
    expect(names).toHaveLength(5);
    expect(viewFor(s, context, 'alice').players.alice?.firstFive).toEqual(names);
    expect(viewFor(s, context, 'bob').players.alice?.firstFive).toEqual([]);
    expect(viewFor(s, context, null).players.alice?.firstFive).toEqual([]);
    s = applyCommand(s, context, 'bob', { type: 'concede' }).state;
    expect(viewFor(s, context, 'bob').players.alice?.firstFive).toEqual(names);
    expect(viewFor(s, context, null).players.alice?.firstFive).toEqual(names);
  });

  it('round 1: the player with most basic symbols chooses the first player, then discards and draws', () => {
    const context = engineContext(catalogue);
    let s: GameState = pastFirstFive(context);
    expect(s.round).toBe(1);
    expect(s.decision?.title).toMatch(/who goes first/);
    const decider = s.decision!.player;
    const basics = (p: 'p1' | 'p2') =>
      s.players[p].dice.filter((d) => s.dice[d]!.level === 'basic').length;
    expect(basics(decider)).toBeGreaterThan(basics(decider === 'p1' ? 'p2' : 'p1'));
    s = applyCommand(s, context, s.players[decider].name, {
      type: 'menuButton',
      arg: 'take',
      uuid: null,
      method: null,
    }).state;
    expect(s.firstPlayer).toBe(decider);
    expect(s.decision?.title).toMatch(/discard/);
  });
});

describe('turns, meditate and dice powers', () => {
  it('two passes in a row end the player turns phase; recovery asks about dice', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: 'coal-roarkwin', dice: ['natural:power'] },
      p2: { phoenixborn: 'maeoni-viper' },
    });
    s.button('Pass').button('End Turn');
    expect(s.state.passStreak).toBe(1);
    s.button('Pass').button('End Turn');
    expect(s.state.phase).toBe('recovery');
    expect(s.prompt().player).toBe('p1');
    expect(s.prompt().title).toMatch(/exhaust/);
  });

  it('meditate discards the top card and sets a die to a chosen face', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: 'coal-roarkwin',
        deck: ['anchornaut', 'iron-worker'],
        dice: ['natural:basic'],
      },
      p2: { phoenixborn: 'maeoni-viper' },
    });
    s.button('Meditate')
      .button('Top of draw pile')
      .die('natural:basic')
      .button('Power')
      .button('Done');
    expect(s.zoneStubs('p1', 'discard')).toEqual(['anchornaut']);
    expect(s.dice('p1')[0]!.level).toBe('power');
    expect(s.state.turn?.sideActions).toBe(0);
  });

  it('natural dice power deals 1 damage to a target unit', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: 'coal-roarkwin', dice: ['natural:power'] },
      p2: { phoenixborn: 'maeoni-viper', battlefield: ['iron-worker'] },
    });
    s.die('natural:power').click('iron-worker');
    expect(s.unit('p2', 'iron-worker')!.tokens.damage).toBe(1);
    expect(s.dice('p1')[0]!.location).toBe('exhausted');
  });

  it('charm dice power attaches to an opposing unit and lowers its attack', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: 'saria-guideman', dice: ['charm:power'] },
      p2: { phoenixborn: 'maeoni-viper', battlefield: ['hammer-knight'] },
    });
    s.die('charm:power').click('hammer-knight');
    expect(s.view('p1').players.bob!.cardPiles.cardsInPlay[0]!.attack).toBe(2);
  });

  it('illusion dice power lowers up to two opposing dice', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: 'noah-redmoon', dice: ['illusion:power'] },
      p2: { phoenixborn: 'maeoni-viper', dice: ['charm:power', 'natural:class'] },
    });
    s.die('illusion:power').die('charm:power').die('natural:class').button('Done');
    expect(s.dice('p2').map((d) => d.level)).toEqual(['class', 'basic']);
  });

  it('ceremonial dice power returns an ally from discard and wounds the Phoenixborn', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: 'jessa-na-ni', discard: ['blood-archer'], dice: ['ceremonial:power'] },
      p2: { phoenixborn: 'maeoni-viper' },
    });
    s.die('ceremonial:power').click('blood-archer');
    expect(s.zoneStubs('p1', 'hand')).toEqual(['blood-archer']);
    expect(s.pb('p1').tokens.damage).toBe(1);
  });
});

describe('playing cards and paying costs', () => {
  it('plays an ally, paying automatically when the payment is unambiguous', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: 'coal-roarkwin',
        hand: ['hammer-knight'],
        dice: ['ceremonial:power', 'natural:class', 'natural:basic'],
      },
      p2: { phoenixborn: 'maeoni-viper' },
    });
    s.click('hammer-knight');
    expect(s.unit('p1', 'hammer-knight')).toBeTruthy();
    expect(s.dice('p1', 'active')).toHaveLength(0);
    expect(s.state.turn?.mainAvailable).toBe(false);
  });

  it('asks which dice to pay with when there is a choice', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: 'coal-roarkwin',
        hand: ['iron-worker'],
        dice: ['natural:power', 'ceremonial:class', 'natural:basic'],
      },
      p2: { phoenixborn: 'maeoni-viper' },
    });
    s.click('iron-worker');
    expect(s.prompt().title).toMatch(/dice/);
    expect(s.offers('Done')).toBe(false);
    s.die('natural:basic').die('ceremonial:class').button('Done');
    expect(s.dice('p1', 'active').map((d) => d.level)).toEqual(['power']);
  });

  it('a full battlefield makes allies unplayable', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: 'saria-guideman',
        hand: ['anchornaut'],
        battlefield: ['anchornaut', 'anchornaut', 'anchornaut', 'anchornaut', 'anchornaut'],
        dice: ['natural:basic'],
      },
      p2: { phoenixborn: 'maeoni-viper' },
    });
    const hand = s.state.players.p1.hand[0]!;
    expect(s.state.decision?.options.some((o) => o.value === hand)).toBe(false);
  });

  it('ready spells stack in one slot and count focus', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: 'coal-roarkwin',
        hand: ['summon-iron-rhino'],
        spellboard: ['summon-iron-rhino'],
        dice: ['natural:class'],
      },
      p2: { phoenixborn: 'maeoni-viper' },
    });
    s.click(s.state.players.p1.hand[0]!);
    expect(s.zoneStubs('p1', 'spellboard')).toEqual(['summon-iron-rhino', 'summon-iron-rhino']);
  });
});

describe('attacks', () => {
  it('attacking a Phoenixborn: unblocked damage is dealt and the attacker exhausted', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: 'coal-roarkwin', battlefield: ['hammer-knight'] },
      p2: { phoenixborn: 'maeoni-viper' },
    });
    s.button('Attack Phoenixborn').click('hammer-knight').button('Done');
    expect(s.prompt().player).toBe('p2');
    s.button('Done');
    expect(s.pb('p2').tokens.damage).toBe(3);
    expect(s.unit('p1', 'hammer-knight')!.tokens.exhaustion).toBe(1);
    expect(s.state.attack).toBeNull();
  });

  it('a blocker takes the damage and counters', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: 'coal-roarkwin', battlefield: ['iron-worker'] },
      p2: { phoenixborn: 'maeoni-viper', battlefield: ['hammer-knight'] },
    });
    s.button('Attack Phoenixborn').click('iron-worker').button('Done');
    s.click('hammer-knight').button('Done');
    expect(s.pb('p2').tokens.damage).toBe(0);
    expect(s.unit('p1', 'iron-worker')).toBeUndefined();
    expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(2);
  });

  it('a unit attack can be guarded by the Phoenixborn once per round', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: 'coal-roarkwin', battlefield: ['iron-worker'] },
      p2: { phoenixborn: 'maeoni-viper', battlefield: ['anchornaut'] },
    });
    s.button('Attack a unit').click('anchornaut').click('iron-worker');
    s.click('maeoni-viper');
    expect(s.pb('p2').tokens.damage).toBe(2);
    expect(s.unit('p2', 'anchornaut')!.tokens.damage).toBe(0);
    expect(s.state.players.p2.guardedThisRound).toBe(true);
  });

  it('an unguarded target may counter', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: 'coal-roarkwin', battlefield: ['hammer-knight'] },
      p2: { phoenixborn: 'maeoni-viper', battlefield: ['iron-worker'], guarded: true },
    });
    s.button('Attack a unit').click('iron-worker').click('hammer-knight');
    expect(s.prompt().buttons).toEqual(['Counter', "Don't counter"]);
    s.button('Counter');
    expect(s.unit('p2', 'iron-worker')).toBeUndefined();
    expect(s.unit('p1', 'hammer-knight')!.tokens.damage).toBe(2);
  });

  it('a destroyed Phoenixborn ends the game', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: 'coal-roarkwin', battlefield: ['hammer-knight'] },
      p2: { phoenixborn: 'maeoni-viper', pbDamage: 18 },
    });
    s.button('Attack Phoenixborn').click('hammer-knight').button('Done').button('Done');
    expect(s.state.winner).toBe('p1');
    expect(s.view(null).winner).toBe('alice');
  });
});

describe('recovery and end of game', () => {
  it('recovery removes wounds by recover value and one exhaustion, then passes the first player token', () => {
    const s = scenario(catalogue, {
      phase: 'recovery',
      p1: {
        phoenixborn: 'coal-roarkwin',
        battlefield: [{ stub: 'hammer-knight', damage: 3, exhaustion: 2 }],
      },
      p2: { phoenixborn: 'maeoni-viper' },
    });
    const knight = s.unit('p1', 'hammer-knight')!;
    expect(knight.tokens).toEqual({ damage: 1, exhaustion: 1, status: 0 });
    expect(s.state.firstPlayer).toBe('p2');
  });

  it('fatigue: a player who cannot draw takes one wound per missing card', () => {
    const s = scenario(catalogue, {
      phase: 'prepare',
      round: 2,
      p1: { phoenixborn: 'coal-roarkwin', deck: ['anchornaut', 'anchornaut'] },
      p2: {
        phoenixborn: 'maeoni-viper',
        deck: ['anchornaut', 'anchornaut', 'anchornaut', 'anchornaut', 'anchornaut'],
      },
    });
    s.button('Done').button('Done');
    expect(s.pb('p1').tokens.damage).toBe(3);
    expect(s.pb('p2').tokens.damage).toBe(0);
  });

  it('concede and clockZero end the game', () => {
    const context = engineContext(catalogue);
    const state = createGame(setup, context);
    const conceded = applyCommand(state, context, 'alice', { type: 'concede' }).state;
    expect(conceded.winner).toBe('p2');
    const timed = applyCommand(
      { ...state, clock: { type: 'chess', seconds: 600 } },
      context,
      'bob',
      { type: 'clockZero' },
    ).state;
    expect(timed.winner).toBe('p1');
    expect(viewFor(timed, context, 'alice').winReason).toBe('time');
  });
});
