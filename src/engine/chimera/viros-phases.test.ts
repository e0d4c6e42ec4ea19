/**
 * The Corpse of Viros's Ultimates I–III, the phase change they bring, and its phase II and
 * III behaviour rows (digest section 9; behaviours.json and aspects.json, whose Viros rows
 * and ultimates match the digest).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../domain/cards';
import { engineContext } from '../standard-context';
import type { EngineContext } from '../context';
import { createGame } from '../index';
import { moveCard } from '../ops';
import { dealFaceDownAspect } from './cards';
import type { GameState } from '../state';
import {
  logLines,
  noFaceDownAspects,
  passTurnFor,
  pressFor,
  revealForTest,
  soloCatalogue,
  soloGameSetup,
} from '../testing/chimera';

const SHADOW = 802;

let context: EngineContext;
let catalogue: Record<string, Card>;

beforeAll(async () => {
  catalogue = await soloCatalogue();
  context = engineContext(catalogue);
});

async function firstTurn(): Promise<GameState> {
  const state = createGame(await soloGameSetup('viros-phases', 1, SHADOW), context);
  return pressFor(pressFor(state, context, 'Done'), context, 'Done');
}

/** alice's first ally put onto her battlefield, unwounded; returns its uuid and name. */
function aliceUnit(state: GameState): { uuid: string; name: string } {
  const unit = state.players.p1.deck.find((u) => catalogue[state.cards[u]!.stub]!.type === 'Ally');
  const uuid = moveCard(state, unit!, 'battlefield');
  return { uuid, name: catalogue[state.cards[uuid]!.stub]!.name };
}

/**
 * Two Red Rains tokens and a face-up Stormcall on its last status token, nothing face down:
 * its status ability brings the third token, so the Ultimate of `phase` fires on its turn.
 */
function ultimateDue(state: GameState, phase: 1 | 2 | 3): void {
  const chimera = state.chimera!;
  chimera.phase = phase;
  chimera.redRains = 2;
  noFaceDownAspects(state);
  const storm = revealForTest(state, context, 'stormcall');
  state.pendingEvents = [];
  state.cards[storm]!.tokens.status = 1;
}

/** The Chimera's turn after alice passes, on the first draw offset whose behaviour roll is in [low, high]. */
function chimeraTurnRolling(state: GameState, low: number, high: number): GameState {
  for (let offset = 0; offset < 300; offset++) {
    const trial = structuredClone(state);
    if (trial.random.scheme === 'keyed') trial.random.draws += offset;
    const after = passTurnFor(trial, context);
    const roll = logLines(after)
      .slice(state.log.length)
      .map((l) => /^Behaviour roll (\d+)/.exec(l))
      .find((m) => m !== null);
    const value = Number(roll?.[1]);
    if (value >= low && value <= high) return after;
  }
  throw new Error(`No behaviour roll from ${low} to ${high}`);
}

function newLines(before: GameState, after: GameState): string[] {
  return logLines(after).slice(before.log.length);
}

describe('the Ultimates and the phase change', () => {
  it('Ultimate I at the third Red Rains token: 1 damage to each opposing unit and the Phoenixborn; phase II', async () => {
    const state = await firstTurn();
    const unit = aliceUnit(state);
    ultimateDue(state, 1);
    const pb = state.players.p1.phoenixborn;
    const after = passTurnFor(state, context);
    const lines = newLines(state, after);
    const fired = lines.findIndex((l) => l.startsWith('The Ultimate of phase 1 fires'));
    expect(fired).toBeGreaterThanOrEqual(0);
    expect(lines.slice(fired, fired + 3)).toEqual(
      expect.arrayContaining([`${unit.name} is dealt 1 damage`, 'Coal Roarkwin is dealt 1 damage']),
    );
    expect(lines).toContain('The Corpse of Viros enters phase 2');
    expect(after.chimera!.phase).toBe(2);
    expect(after.chimera!.redRains).toBe(0);
    // Stormcall's status damage, then the Ultimate's.
    expect(after.cards[pb]!.tokens.damage).toBe(2);
  });

  it('Ultimate II: 2 damage to each opposing unit and the Phoenixborn; phase III', async () => {
    const state = await firstTurn();
    const unit = aliceUnit(state);
    ultimateDue(state, 2);
    const pb = state.players.p1.phoenixborn;
    const after = passTurnFor(state, context);
    const lines = newLines(state, after);
    const fired = lines.findIndex((l) => l.startsWith('The Ultimate of phase 2 fires'));
    expect(fired).toBeGreaterThanOrEqual(0);
    expect(lines.slice(fired, fired + 3)).toEqual(
      expect.arrayContaining([`${unit.name} is dealt 2 damage`, 'Coal Roarkwin is dealt 2 damage']),
    );
    expect(lines).toContain('The Corpse of Viros enters phase 3');
    expect(after.chimera!.phase).toBe(3);
    expect(after.chimera!.redRains).toBe(0);
    // Stormcall's 1, the Ultimate's 2, and at least its 1 attack when the unit has fallen.
    expect(after.cards[pb]!.tokens.damage).toBeGreaterThanOrEqual(3);
  });

  it('Ultimate III adds a face-down aspect (and deals no damage); the Chimera stays in phase III', async () => {
    const state = await firstTurn();
    ultimateDue(state, 3);
    const after = passTurnFor(state, context);
    const lines = newLines(state, after);
    const fired = lines.findIndex((l) => l.startsWith('The Ultimate of phase 3 fires'));
    expect(fired).toBeGreaterThanOrEqual(0);
    expect(lines[fired + 1]).toBe('A face-down aspect is added to The Corpse of Viros');
    // With an aspect face down again, the turn goes on to the behaviour roll, which reveals it.
    expect(lines.slice(fired).some((l) => l.startsWith('Behaviour roll '))).toBe(true);
    expect(after.chimera!.phase).toBe(3);
    expect(after.chimera!.redRains).toBe(0);
  });
});

describe('phase I behaviour rows', () => {
  it('7–9: alice lowers 2 of her non-basic dice one level, then a reveal', async () => {
    const state = await firstTurn();
    const nonBasic = () => state.players.p1.dice.filter((d) => state.dice[d]!.level !== 'basic');
    expect(nonBasic().length).toBeGreaterThanOrEqual(2);
    const after = chimeraTurnRolling(state, 7, 9);
    const lowered = newLines(state, after).filter((l) => l.startsWith('alice lowers a die to '));
    expect(lowered).toHaveLength(2);
  });
});

describe('phase II behaviour rows', () => {
  it('after Ultimate I the next behaviour roll reads the phase II table', async () => {
    const state = await firstTurn();
    ultimateDue(state, 1);
    const ultimate = passTurnFor(state, context);
    expect(ultimate.chimera!.phase).toBe(2);
    // An aspect face down again, so the next Chimera turn rolls its behaviour.
    expect(dealFaceDownAspect(ultimate, context)).toBe(true);
    const after = chimeraTurnRolling(ultimate, 7, 9);
    const lines = newLines(ultimate, after);
    const roll = lines.findIndex((l) => l.startsWith('Behaviour roll '));
    expect(lines[roll + 1]).toBe('Coal Roarkwin is dealt 1 damage');
  });

  it('7–9: 1 damage to the opposing Phoenixborn, then a reveal', async () => {
    const state = await firstTurn();
    state.chimera!.phase = 2;
    const pb = state.players.p1.phoenixborn;
    const faceDown = state.chimera!.threatZone.length;
    const after = chimeraTurnRolling(state, 7, 9);
    expect(newLines(state, after)).toContain('Coal Roarkwin is dealt 1 damage');
    expect(after.cards[pb]!.tokens.damage).toBeGreaterThanOrEqual(1);
    expect(after.chimera!.threatZone).toHaveLength(faceDown - 1);
    // Phase I's 7–9 row would have asked alice to lower her dice instead.
    expect(newLines(state, after).some((l) => l.includes('lowers a die'))).toBe(false);
  });

  it('10–11: raises 2 basic rage dice', async () => {
    const state = await firstTurn();
    state.chimera!.phase = 2;
    const after = chimeraTurnRolling(state, 10, 11);
    expect(newLines(state, after).some((l) => l.includes('raises 2 basic rage dice'))).toBe(true);
    expect(after.chimera!.rage.filter((f) => f === 'power').length).toBeGreaterThanOrEqual(2);
  });

  it('2–4 (attack, else reveal): a face-up aspect able to attack attacks; nothing is revealed', async () => {
    const state = await firstTurn();
    state.chimera!.phase = 2;
    revealForTest(state, context, 'stormcall');
    state.pendingEvents = [];
    const faceDown = state.chimera!.threatZone.length;
    const after = chimeraTurnRolling(state, 2, 4);
    const lines = newLines(state, after);
    expect(lines.some((l) => /^Chimera attacks Coal Roarkwin with Stormcall/.test(l))).toBe(true);
    expect(after.chimera!.threatZone).toHaveLength(faceDown);
  });
});

describe('phase III behaviour rows', () => {
  it("7–9: 1 damage to the opponent's leftmost unit, then a reveal", async () => {
    const state = await firstTurn();
    state.chimera!.phase = 3;
    const unit = aliceUnit(state);
    const faceDown = state.chimera!.threatZone.length;
    const after = chimeraTurnRolling(state, 7, 9);
    const lines = newLines(state, after);
    const roll = lines.findIndex((l) => l.startsWith('Behaviour roll '));
    expect(lines[roll + 1]).toBe(`${unit.name} is dealt 1 damage`);
    expect(after.chimera!.threatZone).toHaveLength(faceDown - 1);
  });

  it('1–3 (attack, else reveal): with no aspect face up it reveals', async () => {
    const state = await firstTurn();
    state.chimera!.phase = 3;
    const faceDown = state.chimera!.threatZone.length;
    const after = chimeraTurnRolling(state, 1, 3);
    expect(after.chimera!.threatZone).toHaveLength(faceDown - 1);
    expect(newLines(state, after).some((l) => l.startsWith('The Corpse of Viros reveals '))).toBe(
      true,
    );
  });

  it('12: 1 Red Rains token, then a reveal', async () => {
    const state = await firstTurn();
    state.chimera!.phase = 3;
    const after = chimeraTurnRolling(state, 12, 12);
    expect(after.chimera!.redRains).toBe(1);
    expect(newLines(state, after)).toContain('Red Rains token placed (1 of 3)');
  });

  it('4–6 (reveal, then attack with the revealed aspect)', async () => {
    const state = await firstTurn();
    state.chimera!.phase = 3;
    const after = chimeraTurnRolling(state, 4, 6);
    const lines = newLines(state, after);
    const reveal = lines.find((l) => l.startsWith('The Corpse of Viros reveals '));
    const revealed = reveal?.slice('The Corpse of Viros reveals '.length);
    expect(revealed).toBeDefined();
    // alice has no unit: whichever claw or jaw it has, the revealed aspect attacks her Phoenixborn.
    expect(lines.some((l) => l.startsWith(`Chimera attacks Coal Roarkwin with ${revealed!}`))).toBe(
      true,
    );
    expect(lines.indexOf(reveal!)).toBeLessThan(
      lines.findIndex((l) => l.startsWith('Chimera attacks')),
    );
  });

  it('10–11: raises 3 basic rage dice', async () => {
    const state = await firstTurn();
    state.chimera!.phase = 3;
    const after = chimeraTurnRolling(state, 10, 11);
    expect(newLines(state, after).some((l) => l.includes('raises 3 basic rage dice'))).toBe(true);
  });
});

describe('passing early (digest section 7)', () => {
  it('alice passing while an aspect is face down raises one basic rage die, before the Chimera acts', async () => {
    const state = await firstTurn();
    const after = passTurnFor(state, context);
    const lines = newLines(state, after);
    const passed = lines.indexOf('alice passed while an aspect is face down');
    expect(passed).toBeGreaterThanOrEqual(0);
    expect(lines[passed + 1]).toBe(
      'The Corpse of Viros raises 1 basic rage die (rage dice: 1 power, 4 basic)',
    );
    expect(lines.indexOf("The Corpse of Viros's turn")).toBeGreaterThan(passed);
  });

  it('with nothing face down, passing raises no rage die', async () => {
    const state = await firstTurn();
    noFaceDownAspects(state);
    const after = passTurnFor(state, context);
    const lines = newLines(state, after);
    expect(lines).not.toContain('alice passed while an aspect is face down');
    expect(lines.some((l) => l.includes('raises 1 basic rage die'))).toBe(false);
  });
});
