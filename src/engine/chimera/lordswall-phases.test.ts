/**
 * The Siege of Lordswall set up at every difficulty and stage, its behaviour rows of phases
 * I–III (behaviours.json) and its Ultimates I–III with the phase change (aspects.json).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../domain/cards';
import { engineContext } from '../standard-context';
import type { EngineContext } from '../context';
import { createGame } from '../index';
import { lifeValue } from '../cardinfo';
import { moveCard } from '../ops';
import type { GameState } from '../state';
import type { ChimeraSetup } from './setup';
import { summonConjuredAspect } from './summon';
import { standardCards } from '../cards';
import {
  logLines,
  noFaceDownAspects,
  passTurnFor,
  pressFor,
  revealForTest,
  soloCatalogue,
  soloGameSetup,
} from '../testing/chimera';

const HORDE = 807;
const DEATH = 808;

let context: EngineContext;
let catalogue: Record<string, Card>;

beforeAll(async () => {
  catalogue = await soloCatalogue();
  context = engineContext(catalogue);
});

async function firstTurn(chimera = HORDE): Promise<GameState> {
  const state = createGame(await soloGameSetup('lordswall-phases', 1, chimera), context);
  return pressFor(pressFor(state, context, 'Done'), context, 'Done');
}

function newLines(before: GameState, after: GameState): string[] {
  return logLines(after).slice(before.log.length);
}

/** A named ally of alice's deck (Coal Roarkwin's precon) on her battlefield, unwounded. */
function aliceAlly(state: GameState, stub: string): string {
  const ally = state.players.p1.deck.find((u) => state.cards[u]!.stub === stub);
  return moveCard(state, ally!, 'battlefield');
}

/** The behaviour roll of the Chimera's turn that `run` plays, if any. */
function rollIn(before: GameState, after: GameState): number {
  const roll = newLines(before, after)
    .map((l) => /^Behaviour roll (\d+)/.exec(l))
    .find((m) => m !== null);
  return Number(roll?.[1]);
}

/** `run` on the first draw offset whose behaviour roll is in [low, high]. */
function rolling(
  state: GameState,
  low: number,
  high: number,
  run: (s: GameState) => GameState = (s) => passTurnFor(s, context),
): GameState {
  for (let offset = 0; offset < 300; offset++) {
    const trial = structuredClone(state);
    if (trial.random.scheme === 'keyed') trial.random.draws += offset;
    const after = run(trial);
    const value = rollIn(state, after);
    if (value >= low && value <= high) return after;
  }
  throw new Error(`No behaviour roll from ${low} to ${high}`);
}

const LEVELS: { setup: ChimeraSetup; blood: number[]; life: number }[] = [
  { setup: { difficulty: 'standard', stage: 1 }, blood: [1, 2, 1, 2], life: 30 },
  { setup: { difficulty: 'standard', stage: 2 }, blood: [1, 2, 1, 2, 2], life: 30 },
  { setup: { difficulty: 'standard', stage: 3 }, blood: [1, 2, 1, 2, 1, 2], life: 30 },
  { setup: { difficulty: 'heroic', stage: 1 }, blood: [1, 2, 1, 2, 1], life: 35 },
  { setup: { difficulty: 'heroic', stage: 2 }, blood: [1, 2, 1, 2, 1, 2], life: 35 },
  { setup: { difficulty: 'heroic', stage: 3 }, blood: [1, 2, 1, 2, 1, 2, 1], life: 35 },
];

describe('The Siege of Lordswall set up', () => {
  for (const { setup, blood, life } of LEVELS) {
    for (const deck of [HORDE, DEATH]) {
      it(`${setup.difficulty} stage ${setup.stage} (deck ${deck}): face-down blood ${blood.join(',')}, life ${life}`, async () => {
        const state = createGame(await soloGameSetup('lordswall-setup', 1, deck, setup), context);
        const chimera = state.chimera!;
        expect(chimera.threatZone.map((u) => catalogue[state.cards[u]!.stub]!.blood)).toEqual(
          blood,
        );
        expect(chimera.threat).toBe(blood.length);
        expect(lifeValue(state, context, state.players.p2.phoenixborn)).toBe(life);
        expect(state.players.p2.spellboard.map((u) => state.cards[u]!.stub).sort()).toEqual([
          'lordswall-behaviour',
          'lordswall-ultimate',
        ]);
        expect(state.players.p2.archives.map((u) => state.cards[u]!.stub)).toEqual(
          Array.from({ length: 7 }, () => 'rainwalker'),
        );
      });
    }
  }
});

describe('the behaviour tables', () => {
  it('every phase of Lordswall covers 1 to 12 exactly once', () => {
    const rules = standardCards().bossRules('siege-of-lordswall')!;
    for (const phase of [1, 2, 3] as const) {
      const covered = rules.behaviour[phase].flatMap((r) =>
        Array.from({ length: r.rolls[1] - r.rolls[0] + 1 }, (_, i) => r.rolls[0] + i),
      );
      expect(covered).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    }
  });
});

describe('phase I rows', () => {
  it('1–2: reveal the leftmost face-down aspect', async () => {
    const state = await firstTurn();
    const leftmost = state.chimera!.threatZone[0]!;
    const stub = state.cards[leftmost]!.stub;
    const after = rolling(state, 1, 2);
    expect(newLines(state, after)).toContain(
      `The Siege of Lordswall reveals ${catalogue[stub]!.name}`,
    );
    expect(after.chimera!.threatZone).toHaveLength(3);
  });

  it('3–4: attack with the leftmost aspect able to attack', async () => {
    const state = await firstTurn();
    revealForTest(state, context, 'heartpierce');
    state.pendingEvents = [];
    const after = rolling(state, 3, 4);
    expect(newLines(state, after)).toContain('Chimera attacks Coal Roarkwin with Heartpierce');
    expect(after.chimera!.threatZone).toHaveLength(state.chimera!.threatZone.length);
  });

  it('5–6: reveal, then attack with the rightmost aspect able to attack', async () => {
    const state = await firstTurn();
    noFaceDownAspects(state);
    revealForTest(state, context, 'heartpierce');
    state.pendingEvents = [];
    const deck = state.players.p2.deck;
    const charging = deck.find((u) => state.cards[u]!.stub === 'charging-horde')!;
    // Charging Horde is the one face down: revealed at the right, it is the rightmost attacker.
    deck.splice(deck.indexOf(charging), 1);
    state.cards[charging]!.zone = 'threat';
    state.chimera!.threatZone.push(charging);
    const after = rolling(state, 5, 6);
    const lines = newLines(state, after);
    expect(lines).toContain('The Siege of Lordswall reveals Charging Horde');
    expect(
      lines.some((l) => l.startsWith('Chimera attacks Coal Roarkwin with Charging Horde')),
    ).toBe(true);
  });

  it('7–9: re-roll 2 basic rage dice, then reveal', async () => {
    const state = await firstTurn();
    const after = rolling(state, 7, 9);
    const lines = newLines(state, after);
    expect(lines.some((l) => l.includes('re-rolls 2 basic rage dice'))).toBe(true);
    expect(lines.some((l) => l.startsWith('The Siege of Lordswall reveals '))).toBe(true);
  });

  it('10–11: summon a Rainwalker, then reveal', async () => {
    const state = await firstTurn();
    const after = rolling(state, 10, 11);
    const lines = newLines(state, after);
    const summoned = lines.indexOf('The Siege of Lordswall summons Rainwalker');
    expect(summoned).toBeGreaterThanOrEqual(0);
    expect(lines.findIndex((l) => l.startsWith('The Siege of Lordswall reveals '))).toBeGreaterThan(
      summoned,
    );
  });

  it('10–11 with no Rainwalker left in the pile: the side is skipped', async () => {
    const state = await firstTurn();
    for (let i = 0; i < 7; i++) summonConjuredAspect(state, context, 'rainwalker');
    for (const u of state.players.p2.battlefield) state.cards[u]!.tokens.exhaustion = 1;
    state.pendingEvents = [];
    const after = rolling(state, 10, 11);
    expect(newLines(state, after)).toContain(
      'The side action is skipped: no conjured aspect left to summon',
    );
  });

  it('12: 1 Red Rains token, then reveal', async () => {
    const state = await firstTurn();
    const after = rolling(state, 12, 12);
    expect(newLines(state, after)).toContain('Red Rains token placed (1 of 3)');
  });
});

describe('phase II rows', () => {
  /** alice passes; the Chimera's turn stops at her wound prompt. */
  function toWoundPrompt(state: GameState): GameState {
    return pressFor(pressFor(state, context, 'Pass'), context, 'End Turn');
  }

  it('7–9: alice puts the wound on her rightmost unit when she chooses it', async () => {
    const state = await firstTurn();
    state.chimera!.phase = 2;
    aliceAlly(state, 'iron-worker');
    const knight = aliceAlly(state, 'hammer-knight');
    const prompt = rolling(state, 7, 9, toWoundPrompt);
    expect(prompt.decision!.title).toBe('Put 1 wound on your Phoenixborn or your rightmost unit');
    const behaviour = prompt.players.p2.spellboard.find(
      (u) => prompt.cards[u]!.stub === 'lordswall-behaviour',
    );
    expect(prompt.decision!.source).toBe(behaviour);
    const after = pressFor(prompt, context, 'unit');
    expect(after.cards[knight]!.tokens.damage).toBe(1);
    expect(after.cards[after.players.p1.phoenixborn]!.tokens.damage).toBe(0);
  });

  it('7–9: or on her Phoenixborn', async () => {
    const state = await firstTurn();
    state.chimera!.phase = 2;
    const knight = aliceAlly(state, 'hammer-knight');
    const prompt = rolling(state, 7, 9, toWoundPrompt);
    const after = pressFor(prompt, context, 'phoenixborn');
    expect(after.cards[knight]!.tokens.damage).toBe(0);
    expect(after.cards[after.players.p1.phoenixborn]!.tokens.damage).toBe(1);
  });

  it('7–9 with no unit: the wound goes on her Phoenixborn without a prompt', async () => {
    const state = await firstTurn();
    state.chimera!.phase = 2;
    const after = rolling(state, 7, 9);
    expect(after.cards[after.players.p1.phoenixborn]!.tokens.damage).toBe(1);
    expect(newLines(state, after)).toContain('alice puts 1 wound on Coal Roarkwin');
  });

  it('10–11: summon a Rainwalker', async () => {
    const state = await firstTurn();
    state.chimera!.phase = 2;
    const after = rolling(state, 10, 11);
    expect(newLines(state, after)).toContain('The Siege of Lordswall summons Rainwalker');
  });
});

describe('phase III rows', () => {
  it('7–11: summon a Rainwalker, then reveal', async () => {
    const state = await firstTurn();
    state.chimera!.phase = 3;
    const after = rolling(state, 7, 11);
    expect(newLines(state, after)).toContain('The Siege of Lordswall summons Rainwalker');
  });

  it('1–3: attack else reveal (nothing face up: a reveal)', async () => {
    const state = await firstTurn();
    state.chimera!.phase = 3;
    const after = rolling(state, 1, 3);
    expect(
      newLines(state, after).some((l) => l.startsWith('The Siege of Lordswall reveals ')),
    ).toBe(true);
  });
});

describe('the Ultimates', () => {
  /** Two Red Rains tokens: the phase's row 12 brings the third, which fires the Ultimate. */
  function ultimateOn(state: GameState, phase: 1 | 2 | 3): GameState {
    state.chimera!.phase = phase;
    state.chimera!.redRains = 2;
    return rolling(state, 12, 12);
  }

  /** The lines from the Red Rains side to the row's reveal: the Ultimate and the phase change. */
  function ultimateLines(before: GameState, after: GameState): string[] {
    const lines = newLines(before, after);
    const reveal = lines.findIndex((l) => l.startsWith('The Siege of Lordswall reveals '));
    return reveal < 0 ? lines : lines.slice(0, reveal);
  }

  it('Ultimate I: 1 damage to each opposing unit, then 2 Rainwalkers; phase II', async () => {
    const state = await firstTurn();
    const knight = aliceAlly(state, 'hammer-knight');
    const after = ultimateOn(state, 1);
    const lines = ultimateLines(state, after);
    const fired = lines.findIndex((l) => l.startsWith('The Ultimate of phase 1 fires'));
    expect(fired).toBeGreaterThanOrEqual(0);
    expect(lines.slice(fired)).toContain('Hammer Knight is dealt 1 damage');
    expect(lines.slice(fired).filter((l) => l.endsWith('summons Rainwalker'))).toHaveLength(2);
    expect(after.cards[knight]!.tokens.damage).toBeGreaterThanOrEqual(1);
    expect(after.cards[after.players.p1.phoenixborn]!.tokens.damage).toBe(0);
    expect(after.chimera!.phase).toBe(2);
  });

  it('Ultimate II: 2 damage to each opposing unit, then 2 Rainwalkers; phase III', async () => {
    const state = await firstTurn();
    aliceAlly(state, 'hammer-knight');
    const after = ultimateOn(state, 2);
    const lines = ultimateLines(state, after);
    const fired = lines.findIndex((l) => l.startsWith('The Ultimate of phase 2 fires'));
    expect(fired).toBeGreaterThanOrEqual(0);
    expect(lines.slice(fired)).toContain('Hammer Knight is dealt 2 damage');
    expect(lines.slice(fired).filter((l) => l.endsWith('summons Rainwalker'))).toHaveLength(2);
    expect(after.chimera!.phase).toBe(3);
  });

  it('Ultimate III: 3 Rainwalkers and no damage; it stays in phase III', async () => {
    const state = await firstTurn();
    const knight = aliceAlly(state, 'hammer-knight');
    const after = ultimateOn(state, 3);
    const lines = ultimateLines(state, after);
    const fired = lines.findIndex((l) => l.startsWith('The Ultimate of phase 3 fires'));
    expect(fired).toBeGreaterThanOrEqual(0);
    expect(lines.slice(fired).filter((l) => l.endsWith('summons Rainwalker'))).toHaveLength(3);
    expect(after.cards[knight]!.tokens.damage).toBe(0);
    expect(after.chimera!.phase).toBe(3);
  });
});
