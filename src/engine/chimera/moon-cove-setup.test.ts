/**
 * The Flood of Moon Cove set up (digest sections 2–4; aspects.json): life 35/40, the blood
 * pattern per difficulty and stage, its cards on the spellboard and Drowning in its
 * conjuration pile; a deck with an unscripted aspect is refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../domain/cards';
import { engineContext } from '../standard-context';
import type { EngineContext } from '../context';
import { createGame } from '../index';
import { lifeValue } from '../cardinfo';
import { standardCards } from '../cards';
import { CardRegistry } from '../cards/registry';
import type { GameState } from '../state';
import { soloCatalogue, soloGameSetup } from '../testing/chimera';
import type { ChimeraSetup } from './setup';

/** The Flood of Moon Cove's decks: Abyss (811) and Wave (812). */
const ABYSS = 811;
const WAVE = 812;

let context: EngineContext;
let catalogue: Record<string, Card>;

beforeAll(async () => {
  catalogue = await soloCatalogue();
  context = engineContext(catalogue);
});

async function wave(options: ChimeraSetup): Promise<GameState> {
  return createGame(await soloGameSetup('moon-cove-setup', 1, WAVE, options), context);
}

function bloodOfFaceDown(state: GameState): number[] {
  return state.chimera!.threatZone.map((u) => Number(catalogue[state.cards[u]!.stub]!.blood));
}

describe('The Flood of Moon Cove set up', () => {
  it('standard stage 1: blood 1,2,1,2 face down, 35 life, phase I, its Ultimate and Behaviour, 7 Drowning', async () => {
    const state = await wave({ difficulty: 'standard', stage: 1 });
    expect(bloodOfFaceDown(state)).toEqual([1, 2, 1, 2]);
    expect(state.chimera!.phase).toBe(1);
    expect(lifeValue(state, context, state.players.p2.phoenixborn)).toBe(35);
    expect(state.players.p2.spellboard.map((u) => state.cards[u]!.stub).sort()).toEqual([
      'moon-cove-behaviour',
      'moon-cove-ultimate',
    ]);
    expect(state.players.p2.archives.map((u) => state.cards[u]!.stub)).toEqual(
      Array.from({ length: 7 }, () => 'drowning'),
    );
  });

  it.each([
    ['standard', 2, [1, 2, 1, 2, 2], 35],
    ['standard', 3, [1, 2, 1, 2, 1, 2], 35],
    ['heroic', 1, [1, 2, 1, 2, 1], 40],
    ['heroic', 2, [1, 2, 1, 2, 1, 2], 40],
    ['heroic', 3, [1, 2, 1, 2, 1, 2, 1], 40],
  ] as const)(
    '%s stage %i: blood %j face down, %i life',
    async (difficulty, stage, blood, life) => {
      const state = await wave({ difficulty, stage });
      expect(bloodOfFaceDown(state)).toEqual(blood);
      expect(lifeValue(state, context, state.players.p2.phoenixborn)).toBe(life);
    },
  );

  it('sets up the Abyss deck too: blood 1,2,1,2 face down from its aspects', async () => {
    const state = createGame(await soloGameSetup('moon-cove-abyss', 1, ABYSS), context);
    expect(bloodOfFaceDown(state)).toEqual([1, 2, 1, 2]);
    const abyss = ['capsize', 'whirlpool', 'undertow', 'drag-below', 'deep-end', 'from-the-depths'];
    for (const u of state.chimera!.threatZone) expect(abyss).toContain(state.cards[u]!.stub);
  });

  it('refuses a Moon Cove deck with an aspect that has no script', async () => {
    const released = standardCards();
    const scripts = released.stubs().filter((stub) => stub !== 'deep-end');
    const cards = new CardRegistry(
      scripts.flatMap((stub) => released.scriptOf(stub) ?? []),
      [released.bossRules('flood-of-moon-cove')!],
    );
    const setup = await soloGameSetup('moon-cove-abyss', 1, ABYSS);
    expect(() => createGame(setup, { ...context, cards })).toThrow(
      /not automated yet \(deep-end\)/,
    );
  });

  it('every behaviour table covers 1 to 12 exactly once', () => {
    const rules = standardCards().bossRules('flood-of-moon-cove')!;
    for (const phase of [1, 2, 3] as const) {
      const covered = rules.behaviour[phase].flatMap((r) =>
        Array.from({ length: r.rolls[1] - r.rolls[0] + 1 }, (_, i) => r.rolls[0] + i),
      );
      expect(covered).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    }
  });
});
