/**
 * The Frostwild Scourge: its setup per difficulty and stage (both decks), its
 * scripted behaviour sides (Vigor on the revealed aspect, Stun, damage to exhausted cards,
 * lower 2 dice or take 1 damage) and its Ultimates I–III (behaviours.json, aspects.json).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../domain/cards';
import { engineContext } from '../standard-context';
import type { EngineContext } from '../context';
import { createGame } from '../index';
import { isExhausted, lifeValue } from '../cardinfo';
import { openOptions } from '../decisions';
import { moveCard } from '../ops';
import type { GameState } from '../state';
import { standardCards } from '../cards';
import {
  answerUntilAliceTurn,
  clickFor,
  logLines,
  passTurnFor,
  pressFor,
  soloCatalogue,
  soloGameSetup,
} from '../testing/chimera';
import type { ChimeraSetup } from './setup';

const STORM = 803;
const MIGHTY = 804;

let context: EngineContext;
let catalogue: Record<string, Card>;

beforeAll(async () => {
  catalogue = await soloCatalogue();
  context = engineContext(catalogue);
});

async function scourge(options: ChimeraSetup = { difficulty: 'standard', stage: 1 }) {
  return createGame(await soloGameSetup('frostwild', 1, STORM, options), context);
}

async function firstTurn(): Promise<GameState> {
  return pressFor(pressFor(await scourge(), context, 'Done'), context, 'Done');
}

/** Allies of alice's deck (life 2 or more: 1 damage leaves them in play) put onto her battlefield, left to right. */
function aliceUnits(state: GameState, count: number): string[] {
  const allies = state.players.p1.deck.filter((u) => {
    const card = catalogue[state.cards[u]!.stub]!;
    return card.type === 'Ally' && Number(card.life ?? 0) >= 2;
  });
  return allies.slice(0, count).map((u) => moveCard(state, u, 'battlefield'));
}

function stubsOn(state: GameState, card: string): string[] {
  return state.cards[card]!.upgrades.map((u) => state.cards[u]!.stub);
}

function newLines(before: GameState, after: GameState): string[] {
  return logLines(after).slice(before.log.length);
}

/** The draw offset whose behaviour roll, after alice passes, is in [low, high]. */
function offsetRolling(state: GameState, low: number, high: number): number {
  for (let offset = 0; offset < 300; offset++) {
    const trial = structuredClone(state);
    if (trial.random.scheme === 'keyed') trial.random.draws += offset;
    const after = passTurnFor(trial, context);
    const roll = newLines(state, after)
      .map((l) => /^Behaviour roll (\d+)/.exec(l))
      .find((m) => m !== null);
    const value = Number(roll?.[1]);
    if (value >= low && value <= high) return offset;
  }
  throw new Error(`No behaviour roll from ${low} to ${high}`);
}

/** alice passes; the Chimera's turn on a behaviour roll in [low, high], until her next turn. */
function chimeraTurnRolling(state: GameState, low: number, high: number): GameState {
  const offset = offsetRolling(state, low, high);
  const trial = structuredClone(state);
  if (trial.random.scheme === 'keyed') trial.random.draws += offset;
  return passTurnFor(trial, context);
}

/** As chimeraTurnRolling, stopping at the first prompt titled `title` (or alice's next turn). */
function chimeraTurnUntil(state: GameState, low: number, high: number, title: string): GameState {
  const offset = offsetRolling(state, low, high);
  let next = structuredClone(state);
  if (next.random.scheme === 'keyed') next.random.draws += offset;
  next = pressFor(pressFor(next, context, 'Pass'), context, 'End Turn');
  for (let i = 0; i < 30 && next.decision && next.decision.title !== title; i++) {
    if (next.turn?.player === 'p1' && next.decision.key === 'action') break;
    const [first] = openOptions(next, context, next.decision);
    if (!first || first.kind !== 'button') break;
    next = pressFor(next, context, first.value);
  }
  return next;
}

const PATTERNS = [
  ['standard', 1, [1, 2, 2, 2], 35],
  ['standard', 2, [1, 2, 2, 2, 1], 35],
  ['standard', 3, [1, 2, 1, 2, 2, 1], 35],
  ['heroic', 1, [1, 2, 2, 2, 1], 40],
  ['heroic', 2, [1, 2, 1, 1, 2, 1], 40],
  ['heroic', 3, [1, 2, 1, 2, 1, 2, 1], 40],
] as const;

describe('the Frostwild Scourge set up', () => {
  it.each(PATTERNS)(
    '%s stage %i: face-down blood %j, life %i',
    async (difficulty, stage, blood, life) => {
      const state = await scourge({ difficulty, stage });
      const chimera = state.chimera!;
      expect(chimera.threatZone.map((u) => catalogue[state.cards[u]!.stub]!.blood)).toEqual(blood);
      expect(chimera.threat).toBe(blood.length);
      expect(chimera.phase).toBe(1);
      expect(chimera.rage).toEqual(['basic', 'basic', 'basic', 'basic', 'basic']);
      expect(lifeValue(state, context, state.players.p2.phoenixborn)).toBe(life);
      expect(state.players.p2.spellboard.map((u) => state.cards[u]!.stub).sort()).toEqual([
        'scourge-behaviour',
        'scourge-ultimate',
      ]);
    },
  );

  it('the Mighty deck sets up too: its aspects are all scripted', async () => {
    const state = createGame(await soloGameSetup('mighty', 1, MIGHTY), context);
    const faceDown = state.chimera!.threatZone.map((u) => state.cards[u]!.stub);
    expect(faceDown).toHaveLength(4);
    const mighty = [
      'giants-might',
      'warcry',
      'sweeping-strike',
      'wild-throw',
      'charge-fist',
      'crushing-grip',
    ];
    expect(faceDown.every((stub) => mighty.includes(stub))).toBe(true);
  });

  it('every behaviour table covers 1 to 12 exactly once', () => {
    const rules = standardCards().bossRules('frostwild-scourge')!;
    for (const phase of [1, 2, 3] as const) {
      const covered = rules.behaviour[phase].flatMap((r) =>
        Array.from({ length: r.rolls[1] - r.rolls[0] + 1 }, (_, i) => r.rolls[0] + i),
      );
      expect(covered).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    }
  });
});

describe('behaviour rows', () => {
  it('I 7–9: the aspect just revealed gets a Vigor', async () => {
    const state = await firstTurn();
    const after = chimeraTurnRolling(state, 7, 9);
    const lines = newLines(state, after);
    const revealed = lines.find((l) => l.startsWith('The Frostwild Scourge reveals '));
    const name = revealed!.slice('The Frostwild Scourge reveals '.length);
    const reveal = lines.indexOf(revealed!);
    expect(lines.indexOf(`Vigor is attached to ${name}`)).toBeGreaterThan(reveal);
    const aspect = after.players.p2.battlefield.find(
      (u) => catalogue[after.cards[u]!.stub]!.name === name,
    );
    expect(stubsOn(after, aspect!)).toEqual(['vigor']);
  });

  it("I 10–11: a Stun on alice's rightmost unexhausted unit", async () => {
    const state = await firstTurn();
    const [left, right] = aliceUnits(state, 2);
    const after = chimeraTurnRolling(state, 10, 11);
    // A revealed Storm Bolt may stun the other unit too; the side's Stun comes first.
    expect(stubsOn(after, right!)).toEqual(['stun']);
    expect(isExhausted(after, right!)).toBe(true);
    const lines = newLines(state, after);
    const rightName = catalogue[after.cards[right!]!.stub]!.name;
    expect(lines.findIndex((l) => l === `Stun is attached to ${rightName}`)).toBeLessThan(
      lines.findIndex((l) => l.startsWith('The Frostwild Scourge reveals ')),
    );
    expect(after.cards[left!]!.zone).toBe('battlefield');
  });

  it('II 8–9: 1 damage to each exhausted opposing unit and to the exhausted Phoenixborn', async () => {
    const state = await firstTurn();
    state.chimera!.phase = 2;
    const [tired, fresh] = aliceUnits(state, 2);
    state.cards[tired!]!.tokens.exhaustion = 1;
    const pb = state.players.p1.phoenixborn;
    state.cards[pb]!.tokens.exhaustion = 1;
    const after = chimeraTurnRolling(state, 8, 9);
    expect(after.cards[tired!]!.tokens.damage).toBe(1);
    expect(after.cards[fresh!]!.tokens.damage).toBe(0);
    expect(after.cards[pb]!.tokens.damage).toBeGreaterThanOrEqual(1);
  });

  it('III 8–9: alice chooses to take 1 damage instead of lowering dice', async () => {
    const state = await firstTurn();
    state.chimera!.phase = 3;
    const pb = state.players.p1.phoenixborn;
    const levels = state.players.p1.dice.map((d) => state.dice[d]!.level);
    const title = 'Frostwild Scourge: lower 2 of your non-basic dice one level, or take 1 damage';
    const asked = chimeraTurnUntil(state, 8, 9, title);
    expect(asked.decision?.title).toBe(title);
    expect(asked.decision?.player).toBe('p1');
    const after = answerUntilAliceTurn(pressFor(asked, context, 'Take 1 damage'), context);
    expect(newLines(state, after)).toContain('Coal Roarkwin is dealt 1 damage');
    expect(after.cards[pb]!.tokens.damage).toBeGreaterThanOrEqual(1);
    expect(after.players.p1.dice.map((d) => after.dice[d]!.level)).toEqual(levels);
  });

  it('III 8–9: alice chooses to lower 2 of her non-basic dice', async () => {
    const state = await firstTurn();
    state.chimera!.phase = 3;
    const title = 'Frostwild Scourge: lower 2 of your non-basic dice one level, or take 1 damage';
    const asked = chimeraTurnUntil(state, 8, 9, title);
    const after = answerUntilAliceTurn(pressFor(asked, context, 'Lower 2 dice'), context);
    const lowered = newLines(state, after).filter((l) =>
      l.startsWith('Chimera lowers a die of alice'),
    );
    expect(lowered).toHaveLength(2);
    expect(newLines(asked, after)).not.toContain('Coal Roarkwin is dealt 1 damage');
  });

  it('III 8–9: with no non-basic die, the side is skipped', async () => {
    const state = await firstTurn();
    state.chimera!.phase = 3;
    for (const d of state.players.p1.dice) state.dice[d]!.level = 'basic';
    const title = 'Frostwild Scourge: lower 2 of your non-basic dice one level, or take 1 damage';
    const after = chimeraTurnUntil(state, 8, 9, title);
    expect(after.decision?.title).not.toBe(title);
  });
});

/** Two Red Rains tokens in `phase`: a behaviour roll of 12 brings the third, firing the Ultimate. */
function ultimateDue(state: GameState, phase: 1 | 2 | 3): void {
  state.chimera!.phase = phase;
  state.chimera!.redRains = 2;
}

describe('the Ultimates', () => {
  it("I: destroy alice's leftmost unit, then a Stun on each of her units and her Phoenixborn; phase II", async () => {
    const state = await firstTurn();
    const [left, right] = aliceUnits(state, 2);
    ultimateDue(state, 1);
    const after = chimeraTurnRolling(state, 12, 12);
    const lines = newLines(state, after);
    expect(lines.some((l) => l.startsWith('The Ultimate of phase 1 fires'))).toBe(true);
    expect(after.players.p1.discard).toContain(left);
    expect(stubsOn(after, right!)).toEqual(['stun']);
    expect(stubsOn(after, after.players.p1.phoenixborn)).toEqual(['stun']);
    expect(after.chimera!.phase).toBe(2);
  });

  it('II: 3 damage to the opposing Phoenixborn, then Stuns on each unit and the Phoenixborn; phase III', async () => {
    const state = await firstTurn();
    const [unit] = aliceUnits(state, 1);
    ultimateDue(state, 2);
    const pb = state.players.p1.phoenixborn;
    const after = chimeraTurnRolling(state, 12, 12);
    const lines = newLines(state, after);
    const fired = lines.findIndex((l) => l.startsWith('The Ultimate of phase 2 fires'));
    expect(lines.slice(fired)).toContain('Coal Roarkwin is dealt 3 damage');
    expect(after.cards[pb]!.tokens.damage).toBeGreaterThanOrEqual(3);
    expect(stubsOn(after, unit!)).toEqual(['stun']);
    expect(stubsOn(after, pb)).toEqual(['stun']);
    expect(after.chimera!.phase).toBe(3);
  });

  it('III: alice removes 1 of her active dice from the game, then a Stun on her leftmost unexhausted unit', async () => {
    const state = await firstTurn();
    const [tired, awake] = aliceUnits(state, 2);
    state.cards[tired!]!.tokens.exhaustion = 1;
    ultimateDue(state, 3);
    const title = 'Frostwild Scourge: remove 1 of your dice from the game';
    const asked = chimeraTurnUntil(state, 12, 12, title);
    expect(asked.decision?.title).toBe(title);
    expect(asked.decision?.player).toBe('p1');
    const options = openOptions(asked, context, asked.decision!);
    const active = asked.players.p1.dice.filter((d) => asked.dice[d]!.location === 'active');
    expect(options.map((o) => o.value).sort()).toEqual([...active].sort());
    const die = options[0]!.value;
    const after = answerUntilAliceTurn(clickFor(asked, context, die), context);
    expect(after.dice[die]!.location).toBe('removed');
    expect(after.players.p1.dice).toContain(die);
    expect(stubsOn(after, awake!)).toEqual(['stun']);
    expect(stubsOn(after, tired!)).toEqual([]);
    expect(after.chimera!.phase).toBe(3);
  });
});
