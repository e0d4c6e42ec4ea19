/**
 * The situations the board's fixture views stand for, played out by the engine: each builds a
 * scenario (engine/testing/scenario.ts) on the real catalogue, drives it to the moment the
 * board tests need and returns the engine's own view of it (`viewFor`), so the fixtures cannot
 * drift from `engine/view.ts`. Seated as aradel (p1, the viewer) and brennan (p2).
 */
import type { Card } from '../../src/domain/cards';
import type { GameView } from '../../src/protocol/game-view';
import type {
  PlayerBoard,
  Scenario,
  ScenarioSetup,
  UnitSetup,
} from '../../src/engine/testing/scenario';
import { scenario } from '../../src/engine/testing/scenario';
import { applyCommand, createGame, engineContext, viewFor } from '../../src/engine';
import type { GameState } from '../../src/engine/state';

type Catalogue = Record<string, Card>;

/** A fixture: its name (the generated file's), what it shows, and how the engine reaches it. */
export interface BoardScenario {
  name: string;
  description: string;
  build(catalogue: Catalogue): GameView;
}

/** A fresh game at its first-five prompt: aradel chooses from a Master Set style deck. */
function firstFiveGame(catalogue: Catalogue, picks: string[]): GameView {
  const context = engineContext(catalogue);
  const deck = (phoenixborn: string, stubs: string[]) => ({
    phoenixborn,
    cards: stubs.map((id) => ({ id, count: 3 })),
    dicepool: [
      { magic: 'natural' as const, count: 5 },
      { magic: 'charm' as const, count: 5 },
    ],
  });
  const stubs = [
    'anchornaut',
    'iron-worker',
    'blood-archer',
    'hammer-knight',
    'molten-gold',
    'purge',
    'root-armor',
    'summon-gilder',
    'summon-butterfly-monk',
    'golden-veil',
  ];
  let state: GameState = createGame(
    {
      seed: 'first-five',
      players: [
        { name: 'aradel', deck: deck('aradel-summergaard', stubs) },
        { name: 'brennan', deck: deck('brennen-blackcloud', stubs) },
      ],
    },
    context,
  );
  for (const stub of picks) {
    const uuid = state.players.p1.deck.find((u) => state.cards[u]?.stub === stub);
    if (!uuid) throw new Error(`no ${stub} in the deck`);
    const result = applyCommand(state, context, 'aradel', { type: 'cardClicked', uuid });
    if (result.error) throw new Error(result.error);
    state = result.state;
  }
  return viewFor(state, context, 'aradel');
}

export const ARADEL: PlayerBoard = {
  name: 'aradel',
  phoenixborn: 'aradel-summergaard',
  pbDamage: 2,
  hand: ['molten-gold', 'summon-gilder', 'anchornaut', 'root-armor', 'purge'],
  deck: ['purge', 'blood-archer', 'molten-gold', 'anchornaut', 'root-armor', 'iron-worker'],
  discard: ['purge', 'molten-gold', 'blood-archer', 'anchornaut'],
  battlefield: [
    { stub: 'iron-worker', damage: 1 },
    'anchornaut',
    { stub: 'blood-archer', exhaustion: 1 },
  ],
  // Two copies share a slot: the spellboard stacks them.
  spellboard: ['summon-butterfly-monk', 'summon-butterfly-monk', 'summon-gilder'],
  // The first die is no power die, so its manual menu offers "Set to power".
  dice: [
    'natural:class',
    'natural:class',
    'natural:power',
    'illusion:basic',
    'charm:power',
    'ceremonial:class',
    'divine:basic',
    'time:power',
  ],
  exhaustedDice: ['sympathy:class', 'illusion:power'],
};

export const BRENNAN: PlayerBoard = {
  name: 'brennan',
  phoenixborn: 'brennen-blackcloud',
  pbDamage: 5,
  hand: ['anchornaut', 'purge', 'molten-gold', 'hammer-knight', 'iron-worker'],
  deck: ['purge', 'anchornaut', 'blood-archer', 'hammer-knight'],
  discard: ['purge', 'blood-archer'],
  battlefield: ['hammer-knight', { stub: 'iron-worker', damage: 1 }, 'blood-archer'],
  spellboard: ['summon-three-eyed-owl'],
  dice: [
    'ceremonial:power',
    'ceremonial:class',
    'charm:class',
    'charm:basic',
    'natural:power',
    'illusion:class',
    'sympathy:basic',
  ],
  exhaustedDice: ['time:class', 'divine:power', 'ceremonial:basic'],
};

/**
 * Round 3, aradel's turn: the basic table, optionally changed. Aradel keeps the default alert
 * timer of a new player (the settings panel shows it); brennan has wished good luck in the chat.
 */
function midGame(change: Partial<ScenarioSetup> = {}): ScenarioSetup {
  return {
    round: 3,
    seed: 'board-fixtures',
    p1: ARADEL,
    p2: BRENNAN,
    options: { p1: { alertTimer: 5 } },
    // A chess clock of 30 minutes each (the header and sidebar show it).
    clock: { type: 'chess', seconds: 1800, startedAt: 0 },
    ...change,
  };
}

/** The scenario's game with brennan's chat line, as aradel sees it. */
function view(s: Scenario): GameView {
  return s.view('p1');
}

function started(catalogue: Catalogue, setup: ScenarioSetup): Scenario {
  return scenario(catalogue, setup).send({ type: 'chat', text: 'good luck, have fun' }, 'p2');
}

/** Units of the crowd with their life: damage stays below it (the engine destroys them). */
const UNITS: readonly (readonly [string, number])[] = [
  ['iron-worker', 2],
  ['anchornaut', 1],
  ['blood-archer', 3],
  ['hammer-knight', 4],
];

/** `count` units in turn from UNITS, with tokens from a fixed pattern: about 100 on 60 units. */
function crowd(count: number, offset: number): UnitSetup[] {
  return Array.from({ length: count }, (_, i) => {
    const k = i + offset;
    const [stub, life] = UNITS[k % UNITS.length] ?? ['anchornaut', 1];
    return {
      stub,
      damage: Math.min(1 + (k % 3), life - 1),
      exhaustion: k % 4 === 0 ? 1 : 0,
      status: k % 3 === 1 ? 1 : 0,
    };
  });
}

export const BOARD_SCENARIOS: readonly BoardScenario[] = [
  {
    name: 'basic',
    description: "Round 3, aradel's main action: a few units, spells and dice a side.",
    build: (catalogue) => view(started(catalogue, midGame())),
  },
  {
    name: 'basicManual',
    description: 'The basic table in manual mode: our dice and cards carry their menus.',
    build: (catalogue) => {
      const s = started(catalogue, midGame());
      s.state.manualMode = true;
      return view(s);
    },
  },
  {
    name: 'basicSpectator',
    description: 'The basic table as a spectator sees it: both hands hidden, no prompt.',
    build: (catalogue) => started(catalogue, midGame()).view(null),
  },
  {
    name: 'crowded',
    description:
      'The benchmark table: 30 units a side, 10 dice each, about 100 tokens and 10 cards in our hand.',
    build: (catalogue) =>
      view(
        started(
          catalogue,
          midGame({
            p1: {
              ...ARADEL,
              pbDamage: 6,
              hand: [...(ARADEL.hand ?? []), ...(ARADEL.hand ?? [])],
              battlefield: crowd(30, 0),
            },
            p2: {
              ...BRENNAN,
              pbDamage: 13,
              hand: [...(BRENNAN.hand ?? []), ...(BRENNAN.hand ?? [])],
              battlefield: crowd(30, 1),
            },
          }),
        ),
      ),
  },
  {
    name: 'targeting',
    description:
      "Aradel's Water Blast, paid: the prompt asks for a target unit (source: her Phoenixborn).",
    build: (catalogue) => {
      const s = started(catalogue, midGame());
      s.click('aradel-summergaard').die('natural:class').button('done');
      return view(s);
    },
  },
  {
    name: 'paying',
    description: 'Paying for Molten Gold: two natural class dice asked, one of them picked.',
    build: (catalogue) => {
      const s = started(catalogue, midGame());
      s.click('molten-gold').die('natural:class');
      return view(s);
    },
  },
  {
    name: 'firstFive',
    description:
      'A new game at the first five: aradel chooses from her 30-card deck (ten titles), Anchornaut and Molten Gold chosen.',
    build: (catalogue) => firstFiveGame(catalogue, ['anchornaut', 'molten-gold']),
  },
  {
    name: 'dicePower',
    description:
      'Aradel clicked her natural power die: the power is announced (its effect, the units it may damage) with Cancel, nothing spent yet.',
    build: (catalogue) => {
      const s = started(catalogue, midGame());
      s.die('natural:power');
      return view(s);
    },
  },
  {
    name: 'battle',
    description:
      "Brennan attacks aradel's Phoenixborn with three units and her Iron Worker blocks the first, seen by brennan (he waits: nothing on the table is selectable).",
    build: (catalogue) => {
      const s = started(catalogue, midGame({ firstPlayer: 'p2' }));
      s.button('attackpb').click('hammer-knight').click('iron-worker').click('blood-archer');
      // Aradel's attack alert (her alert timer is on) comes before her blocks.
      s.button('done').button('Ok').click('iron-worker').click('hammer-knight');
      // Aradel's own view would outline her blocker as selectable (she may still change it).
      return s.view('p2');
    },
  },
  {
    name: 'meditate',
    description:
      'Meditating: the top of the draw pile is a choice, and the die set by the first card is new.',
    build: (catalogue) => {
      const s = started(catalogue, midGame());
      s.button('meditate').click('purge').die('natural:class').button('Power');
      return view(s);
    },
  },
  {
    name: 'reaction',
    description:
      "Brennan's Molten Gold targets aradel's Iron Worker; she holds Golden Veil, and with the bluff timer on Pass passes by itself.",
    build: (catalogue) => {
      const s = started(
        catalogue,
        midGame({
          firstPlayer: 'p2',
          options: { p1: { alertTimer: 5, bluffTimer: 5 } },
          p1: { ...ARADEL, hand: ['golden-veil', ...(ARADEL.hand ?? []).slice(1)] },
          p2: { ...BRENNAN, dice: ['natural:class', 'natural:class', ...(BRENNAN.dice ?? [])] },
        }),
      );
      s.click('molten-gold').die('natural:class').die('natural:class').button('done');
      s.click('iron-worker');
      return view(s);
    },
  },
  {
    name: 'counters',
    description:
      'Every counter style on our units: many tokens, damage at the life (broken), an attack bonus, "cannot block" and Bypass from lasting effects, and an upgrade\'s tokens on its host.',
    build: (catalogue) => {
      const s = started(
        catalogue,
        midGame({
          p1: {
            ...ARADEL,
            battlefield: [
              { stub: 'iron-worker', damage: 1, exhaustion: 1, status: 2 },
              'blood-archer',
              'hammer-knight',
              'anchornaut',
              { stub: 'iron-worker', upgrades: ['root-armor'] },
            ],
          },
        }),
      );
      const [, full, bonus, marked, host] = s.state.players.p1.battlefield.map(
        (uuid) => s.state.cards[uuid],
      );
      const upgrade = s.state.cards[host?.upgrades[0] ?? ''];
      if (!full || !bonus || !marked || !upgrade) throw new Error('the counters board lost a unit');
      // Damage at the card's life, as it stands while the damage is being dealt (the engine
      // destroys the unit right after).
      full.tokens.damage = 3;
      // As lasting effects leave them (lasting.ts): until the end of the round.
      bonus.effects.push({ kind: 'value', stat: 'attack', amount: 2, until: 'round' });
      marked.effects.push(
        { kind: 'forbid', acts: ['block'], until: 'round' },
        { kind: 'keyword', keyword: 'bypass', value: 0, until: 'round' },
      );
      upgrade.tokens.status = 1;
      return view(s);
    },
  },
  {
    name: 'attachedDice',
    description:
      "Dice attached to units: our divine die on our first unit, our charm die on brennan's first.",
    build: (catalogue) => {
      const s = started(
        catalogue,
        midGame({ p1: { ...ARADEL, dice: [...(ARADEL.dice ?? []), 'divine:power'] } }),
      );
      const dice = s.dice('p1');
      const divine = dice.find((d) => d.magic === 'divine' && d.level === 'power');
      const charm = dice.find((d) => d.magic === 'charm');
      const ours = s.state.players.p1.battlefield[0];
      const theirs = s.state.players.p2.battlefield[0];
      if (!divine || !charm || !ours || !theirs) throw new Error('the attached dice board changed');
      for (const [die, host] of [
        [divine, ours],
        [charm, theirs],
      ] as const) {
        die.location = 'attached';
        die.host = host;
      }
      return view(s);
    },
  },
];
