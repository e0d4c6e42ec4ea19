/**
 * The Spawn of Shadowreck's Horror aspects with Retreat (aspects.json): Lunge (revealed, it
 * resolves the side of the behaviour row for a behaviour roll + 3) and Panic (revealed, it
 * re-rolls 2 basic rage dice; the player lowers a die for each that stays basic).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { engineContext } from '../standard-context';
import type { EngineContext } from '../context';
import { keyword } from '../cardinfo';
import { moveCard } from '../ops';
import type { GameState } from '../state';
import type { RageFace } from './chimera-state';
import {
  firstSoloTurn,
  logLines,
  noFaceDownAspects,
  pressFor,
  revealForTest,
  soloCatalogue,
} from '../testing/chimera';

/** The Spawn of Shadowreck's Horror deck against The Iron Men (1). */
const HORROR = 810;
const IRON_MEN = 1;

let context: EngineContext;

beforeAll(async () => {
  context = engineContext(await soloCatalogue());
});

/** alice's turn, nothing face down, every die of hers a power die (so there is some to lower). */
async function firstTurn(): Promise<GameState> {
  const state = await firstSoloTurn(context, 'retreaters', IRON_MEN, HORROR);
  for (const d of state.players.p1.dice) {
    state.dice[d]!.location = 'active';
    state.dice[d]!.level = 'power';
  }
  noFaceDownAspects(state);
  return state;
}

/**
 * The aspect revealed, then alice's Pass lets its reveal ability resolve: the first draw
 * offset of the random stream for which the result passes `wanted`.
 */
function revealedUntil(
  state: GameState,
  stub: string,
  wanted: (before: string[], after: GameState) => boolean,
): GameState {
  for (let offset = 0; offset < 300; offset++) {
    const trial = structuredClone(state);
    if (trial.random.scheme === 'keyed') trial.random.draws += offset;
    revealForTest(trial, context, stub);
    const before = logLines(trial);
    const after = pressFor(trial, context, 'Pass');
    if (wanted(before, after)) return after;
  }
  throw new Error('Never happened');
}

function newLines(before: string[], after: GameState): string[] {
  return logLines(after).slice(before.length);
}

function behaviourDie(lines: string[]): number {
  const line = lines.find((l) => l.includes('rolls the behaviour die: '));
  return Number(line?.split('rolls the behaviour die: ')[1] ?? NaN);
}

function lowerPrompt(count: number): string {
  return `Lower one of your non-basic dice one level (${count} to lower)`;
}

describe('Lunge', () => {
  it('has Retreat', async () => {
    const state = await firstTurn();
    const lunge = revealForTest(state, context, 'lunge');
    expect(keyword(state, context, lunge, 'retreat')).toBe(1);
  });

  it('revealed, it resolves only the side of the row for its behaviour roll + 3', async () => {
    const state = await firstTurn();
    // Phase I, 4–6 + 3 = 7–9: the player lowers 1 non-basic die (a reveal main, not resolved).
    const after = revealedUntil(state, 'lunge', (b, a) => {
      const roll = behaviourDie(newLines(b, a));
      return roll >= 4 && roll <= 6;
    });
    const roll = behaviourDie(logLines(after));
    expect(logLines(after)).toContain(
      `The Spawn of Shadowreck resolves the side of behaviour row ${roll + 3}`,
    );
    expect(after.decision?.player).toBe('p1');
    expect(after.decision?.title).toBe(lowerPrompt(1));
    expect(after.chimera?.threatZone).toEqual([]);
  });

  it('a roll of 7 or 8 resolves the Webbed row: a Webbed on her leftmost unit', async () => {
    const state = await firstTurn();
    const p1 = state.players.p1;
    const ally = p1.deck.find((u) => state.cards[u]?.stub === 'iron-worker');
    const unit = moveCard(state, ally!, 'battlefield');
    const after = revealedUntil(state, 'lunge', (b, a) => {
      const roll = behaviourDie(newLines(b, a));
      return roll === 7 || roll === 8;
    });
    const upgrades = after.cards[unit]!.upgrades.map((u) => after.cards[u]?.stub);
    expect(upgrades).toEqual(['webbed']);
  });

  it('the row is at most 12: a roll of 10–12 resolves row 12 (1 Red Rains token)', async () => {
    const state = await firstTurn();
    const after = revealedUntil(state, 'lunge', (b, a) => behaviourDie(newLines(b, a)) >= 10);
    const lines = logLines(after);
    expect(lines).toContain('The Spawn of Shadowreck resolves the side of behaviour row 12');
    expect(lines).not.toContain(
      `The Spawn of Shadowreck resolves the side of behaviour row ${behaviourDie(lines) + 3}`,
    );
    // The next line is the row's side: a Red Rains token placed.
    const at = lines.indexOf('The Spawn of Shadowreck resolves the side of behaviour row 12');
    expect(lines[at + 1]).toMatch(/Red Rains/);
  });
});

function rage(state: GameState, faces: RageFace[]): void {
  state.chimera!.rage = faces;
}

/** The faces Panic's re-roll came up with, as the log tells them. */
function panicFaces(before: string[], after: GameState): string[] {
  const line = newLines(before, after).find((l) => / re-rolls \d basic rage di/.test(l));
  return / and gets ([a-z, ]+) \(rage dice/.exec(line ?? '')?.[1]?.split(', ') ?? [];
}

function basics(faces: string[]): number {
  return faces.filter((f) => f === 'basic').length;
}

describe('Panic', () => {
  it('has Retreat', async () => {
    const state = await firstTurn();
    const panic = revealForTest(state, context, 'panic');
    expect(keyword(state, context, panic, 'retreat')).toBe(1);
  });

  it('re-rolls 2 basic rage dice; both basic again, alice lowers 2 of her non-basic dice', async () => {
    const state = await firstTurn();
    rage(state, ['basic', 'basic', 'basic', 'power', 'power']);
    const after = revealedUntil(state, 'panic', (b, a) => basics(panicFaces(b, a)) === 2);
    expect(after.decision?.player).toBe('p1');
    expect(after.decision?.title).toBe(lowerPrompt(2));
    // The third basic die was left alone.
    expect(after.chimera!.rage.slice(2)).toEqual(['basic', 'power', 'power']);
  });

  it('one basic again: she lowers 1', async () => {
    const state = await firstTurn();
    rage(state, ['basic', 'basic', 'power', 'power', 'power']);
    const after = revealedUntil(state, 'panic', (b, a) => {
      const faces = panicFaces(b, a);
      return faces.length === 2 && basics(faces) === 1;
    });
    expect(after.decision?.title).toBe(lowerPrompt(1));
  });

  it('none basic again: she lowers nothing', async () => {
    const state = await firstTurn();
    rage(state, ['basic', 'basic', 'power', 'power', 'power']);
    const after = revealedUntil(state, 'panic', (b, a) => {
      const faces = panicFaces(b, a);
      return faces.length === 2 && basics(faces) === 0;
    });
    expect(logLines(after).some((l) => l.includes('lowers a die'))).toBe(false);
    expect(after.decision?.title).not.toMatch(/^Lower one of your non-basic dice/);
  });

  it('with a single basic rage die, it re-rolls only that one', async () => {
    const state = await firstTurn();
    rage(state, ['power', 'power', 'basic', 'power', 'power']);
    const after = revealedUntil(state, 'panic', (b, a) => panicFaces(b, a).length > 0);
    const lines = logLines(after);
    expect(lines.some((l) => / re-rolls 1 basic rage die and gets /.test(l))).toBe(true);
  });
});
