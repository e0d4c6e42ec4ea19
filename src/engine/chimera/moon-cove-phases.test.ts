/**
 * The Flood of Moon Cove's behaviour rows of each side and main kind it uses, its Ultimates
 * I–III with the phase change, and Drowning (behaviours.json, aspects.json; digest 8–9, 14.10).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../domain/cards';
import { engineContext } from '../standard-context';
import type { EngineContext } from '../context';
import { createGame } from '../index';
import { lifeValue } from '../cardinfo';
import { moveCard } from '../ops';
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

const WAVE = 812;

let context: EngineContext;
let catalogue: Record<string, Card>;

beforeAll(async () => {
  catalogue = await soloCatalogue();
  context = engineContext(catalogue);
});

/** alice's first turn; the one aspect face down is Insatiable, which does nothing when revealed. */
async function firstTurn(): Promise<GameState> {
  const state = createGame(await soloGameSetup('moon-cove-phases', 1, WAVE), context);
  const turn = pressFor(pressFor(state, context, 'Done'), context, 'Done');
  faceDownOnly(turn, 'insatiable');
  return turn;
}

/** The next ally of alice's deck with 2 life or more put onto her battlefield, unwounded. */
function aliceUnit(state: GameState): { uuid: string; name: string } {
  const unit = state.players.p1.deck.find((u) => {
    const card = catalogue[state.cards[u]!.stub]!;
    return card.type === 'Ally' && Number(card.life) >= 2;
  });
  const uuid = moveCard(state, unit!, 'battlefield');
  return { uuid, name: catalogue[state.cards[uuid]!.stub]!.name };
}

/** The Chimera's turn after alice passes, on the first draw offset whose behaviour roll is in [low, high]. */
function chimeraTurnRolling(state: GameState, low: number, high: number): GameState {
  for (let offset = 0; offset < 300; offset++) {
    const trial = structuredClone(state);
    if (trial.random.scheme === 'keyed') trial.random.draws += offset;
    const after = passTurnFor(trial, context);
    const roll = newLines(state, after)
      .map((l) => /^Behaviour roll (\d+)/.exec(l))
      .find((m) => m !== null);
    const value = Number(roll?.[1]);
    if (value >= low && value <= high) return after;
  }
  throw new Error(`No behaviour roll from ${low} to ${high}`);
}

/** Only one face-down aspect, of this stub: what the row reveals is known. */
function faceDownOnly(state: GameState, stub: string): void {
  noFaceDownAspects(state);
  const deck = state.players.p2.deck;
  const card = deck.find((u) => state.cards[u]!.stub === stub)!;
  deck.splice(deck.indexOf(card), 1);
  state.cards[card]!.zone = 'threat';
  state.chimera!.threatZone.push(card);
}

function newLines(before: GameState, after: GameState): string[] {
  return logLines(after).slice(before.log.length);
}

function drowningOn(state: GameState, card: string): number {
  return state.cards[card]!.upgrades.filter((u) => state.cards[u]!.stub === 'drowning').length;
}

/** Two Red Rains tokens: a behaviour roll of 12 (its side: 1 token) fires the Ultimate of `phase`. */
function ultimateTurn(state: GameState, phase: 1 | 2 | 3): GameState {
  state.chimera!.phase = phase;
  state.chimera!.redRains = 2;
  return chimeraTurnRolling(state, 12, 12);
}

describe('behaviour rows', () => {
  it('phase I, 7–9: re-roll 2 basic rage dice, then a reveal', async () => {
    const state = await firstTurn();
    const after = chimeraTurnRolling(state, 7, 9);
    const lines = newLines(state, after);
    const side = lines.findIndex((l) => / re-rolls 2 basic rage dice /.test(l));
    expect(side).toBeGreaterThanOrEqual(0);
    expect(lines.slice(side).some((l) => l.startsWith('The Flood of Moon Cove reveals '))).toBe(
      true,
    );
  });

  it('phase I, 10–11: a Drowning on the opposing Phoenixborn, then a reveal', async () => {
    const state = await firstTurn();
    const pb = state.players.p1.phoenixborn;
    const after = chimeraTurnRolling(state, 10, 11);
    expect(newLines(state, after)).toContain('Drowning is attached to Coal Roarkwin');
    expect(drowningOn(after, pb)).toBe(1);
    expect(after.players.p2.archives).toHaveLength(6);
  });

  it('phase I, 10–11 with no Drowning left in the pile: the side is skipped', async () => {
    const state = await firstTurn();
    state.players.p2.archives = [];
    const after = chimeraTurnRolling(state, 10, 11);
    expect(newLines(state, after)).toContain('The side action is skipped: no Drowning left');
    expect(drowningOn(after, state.players.p1.phoenixborn)).toBe(0);
  });

  it("phase II, 7–9: 1 damage to alice's leftmost unit", async () => {
    const state = await firstTurn();
    state.chimera!.phase = 2;
    const left = aliceUnit(state);
    const right = aliceUnit(state);
    const after = chimeraTurnRolling(state, 7, 9);
    expect(after.cards[left.uuid]!.tokens.damage).toBe(1);
    expect(after.cards[right.uuid]!.tokens.damage).toBe(0);
  });

  it('phase III, 9–11: a Drowning on the opposing Phoenixborn', async () => {
    const state = await firstTurn();
    state.chimera!.phase = 3;
    const after = chimeraTurnRolling(state, 9, 11);
    expect(drowningOn(after, after.players.p1.phoenixborn)).toBe(1);
  });

  it('phase III, 1–4: attack with the leftmost face-up aspect (Tyranny at the jaw)', async () => {
    const state = await firstTurn();
    state.chimera!.phase = 3;
    revealForTest(state, context, 'tyranny');
    state.pendingEvents = [];
    const pb = state.players.p1.phoenixborn;
    const after = chimeraTurnRolling(state, 1, 4);
    // Tyranny's attack is the phase: 3.
    expect(after.cards[pb]!.tokens.damage).toBe(3);
  });
});

describe('the Ultimates', () => {
  it("Ultimate I: destroys alice's leftmost unit, then 2 Drowning on her Phoenixborn; phase II", async () => {
    const state = await firstTurn();
    const left = aliceUnit(state);
    const right = aliceUnit(state);
    const after = ultimateTurn(state, 1);
    const lines = newLines(state, after);
    expect(lines.some((l) => l.startsWith('The Ultimate of phase 1 fires'))).toBe(true);
    expect(after.cards[left.uuid]?.zone).not.toBe('battlefield');
    expect(after.players.p1.battlefield).toContain(right.uuid);
    expect(drowningOn(after, after.players.p1.phoenixborn)).toBe(2);
    expect(after.chimera!.phase).toBe(2);
    expect(after.chimera!.redRains).toBe(0);
  });

  it('Ultimate II: 2 damage to each opposing unit, then 2 Drowning; phase III', async () => {
    const state = await firstTurn();
    const left = aliceUnit(state);
    const right = aliceUnit(state);
    const after = ultimateTurn(state, 2);
    const lines = newLines(state, after);
    const fired = lines.findIndex((l) => l.startsWith('The Ultimate of phase 2 fires'));
    expect(fired).toBeGreaterThanOrEqual(0);
    expect(lines.slice(fired)).toEqual(
      expect.arrayContaining([`${left.name} is dealt 2 damage`, `${right.name} is dealt 2 damage`]),
    );
    expect(drowningOn(after, after.players.p1.phoenixborn)).toBe(2);
    expect(after.chimera!.phase).toBe(3);
  });

  it('Ultimate III: 1 damage to the opposing Phoenixborn, then a face-down aspect; stays in phase III', async () => {
    const state = await firstTurn();
    const after = ultimateTurn(state, 3);
    const lines = newLines(state, after);
    const fired = lines.findIndex((l) => l.startsWith('The Ultimate of phase 3 fires'));
    expect(fired).toBeGreaterThanOrEqual(0);
    expect(lines.slice(fired + 1, fired + 3)).toEqual([
      'Coal Roarkwin is dealt 1 damage',
      'A face-down aspect is added to The Flood of Moon Cove',
    ]);
    expect(after.chimera!.phase).toBe(3);
  });
});

describe('Drowning', () => {
  it('each copy on the Phoenixborn counts towards its defeat: 1 less life per copy', async () => {
    const state = await firstTurn();
    const pb = state.players.p1.phoenixborn;
    const printed = lifeValue(state, context, pb);
    const after = ultimateTurn(state, 1);
    expect(lifeValue(after, context, pb)).toBe(printed - 2);
  });

  it('a Drowning attached to a Phoenixborn one wound from defeat destroys it: the Chimera wins', async () => {
    const state = await firstTurn();
    const pb = state.players.p1.phoenixborn;
    state.cards[pb]!.tokens.damage = lifeValue(state, context, pb) - 1;
    const after = chimeraTurnRolling(state, 10, 11);
    expect(drowningOn(after, pb)).toBe(1);
    expect(after.winner).toBe('p2');
  });
});
