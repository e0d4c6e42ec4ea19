/**
 * The Blight of Neverset: setup per difficulty and stage, its behaviour rows of the kinds the
 * Corpse of Viros does not use (Bleed, Scarlet Seed else Red Rains, resolve a status ability),
 * Bleed itself, and Ultimates I–III (behaviours.json and aspects.json).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../domain/cards';
import { engineContext } from '../standard-context';
import type { EngineContext } from '../context';
import { createGame } from '../index';
import { moveCard } from '../ops';
import type { GameState } from '../state';
import {
  clickFor,
  logLines,
  noFaceDownAspects,
  passTurnFor,
  pressFor,
  revealForTest,
  soloCatalogue,
  soloGameSetup,
} from '../testing/chimera';
import type { ChimeraSetup } from './setup';

const BLOOM = 805;
const THORN = 806;

let context: EngineContext;
let catalogue: Record<string, Card>;

beforeAll(async () => {
  catalogue = await soloCatalogue();
  context = engineContext(catalogue);
});

async function firstTurn(options?: ChimeraSetup): Promise<GameState> {
  const state = createGame(await soloGameSetup('neverset-phases', 1, BLOOM, options), context);
  return pressFor(pressFor(state, context, 'Done'), context, 'Done');
}

/** alice's allies of different names (with at least `minLife` life) put onto her battlefield, left to right. */
function aliceUnits(state: GameState, count: number, minLife = 1): string[] {
  const seen = new Set<string>();
  const allies = state.players.p1.deck.filter((u) => {
    const card = catalogue[state.cards[u]!.stub]!;
    if (card.type !== 'Ally' || Number(card.life) < minLife || seen.has(card.stub)) return false;
    seen.add(card.stub);
    return true;
  });
  return allies.slice(0, count).map((u) => moveCard(state, u, 'battlefield'));
}

function nameOf(state: GameState, uuid: string): string {
  return catalogue[state.cards[uuid]!.stub]!.name;
}

function bleedsOn(state: GameState, unit: string): number {
  return state.cards[unit]!.upgrades.filter((u) => state.cards[u]!.stub === 'bleed').length;
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

/**
 * Two Red Rains tokens and a Scarlet Seed on its last status token, nothing face down: its
 * last token brings the third, so the Ultimate of `phase` fires on the Chimera's turn.
 */
function ultimateDue(state: GameState, phase: 1 | 2 | 3): string {
  const chimera = state.chimera!;
  chimera.phase = phase;
  chimera.redRains = 2;
  noFaceDownAspects(state);
  const seed = state.players.p2.archives.find((u) => state.cards[u]!.stub === 'scarlet-seed')!;
  const id = moveCard(state, seed, 'battlefield');
  state.cards[id]!.tokens.status = 1;
  return id;
}

describe('The Blight of Neverset: setup', () => {
  it('standard stage 1: 30 life and 4 face-down aspects', async () => {
    const state = await firstTurn();
    expect(state.chimera!.threatZone).toHaveLength(4);
    expect(catalogue['blight-of-neverset']!.life).toBe(30);
    expect(state.cards[state.players.p2.phoenixborn]!.effects).toHaveLength(0);
  });

  it('heroic stage 3: 35 life and 7 face-down aspects', async () => {
    const state = await firstTurn({ difficulty: 'heroic', stage: 3 });
    expect(state.chimera!.threatZone).toHaveLength(7);
    const effects = state.cards[state.players.p2.phoenixborn]!.effects;
    expect(effects).toEqual([expect.objectContaining({ stat: 'life', amount: 5 })]);
  });

  it('standard stage 2 deals 5 face-down aspects', async () => {
    const state = await firstTurn({ difficulty: 'standard', stage: 2 });
    expect(state.chimera!.threatZone).toHaveLength(5);
  });

  it('the Thorn deck sets up too: every one of its aspects is scripted', async () => {
    const state = createGame(await soloGameSetup('neverset-thorn', 1, THORN), context);
    expect(state.chimera!.threatZone).toHaveLength(4);
    expect(state.chimera!.boss).toBe('blight-of-neverset');
  });
});

describe('The Blight of Neverset: behaviour rows', () => {
  it("10–11: a Bleed on alice's leftmost unit, then a reveal", async () => {
    const state = await firstTurn();
    const [left, right] = aliceUnits(state, 2);
    const faceDown = state.chimera!.threatZone.length;
    const after = chimeraTurnRolling(state, 10, 11);
    expect(bleedsOn(after, left!)).toBe(1);
    expect(bleedsOn(after, right!)).toBe(0);
    expect(after.chimera!.threatZone).toHaveLength(faceDown - 1);
  });

  it('10–11 with no opposing unit: the side is skipped, the reveal still happens', async () => {
    const state = await firstTurn();
    const faceDown = state.chimera!.threatZone.length;
    const after = chimeraTurnRolling(state, 10, 11);
    expect(newLines(state, after).some((l) => l.startsWith('The side action is skipped'))).toBe(
      true,
    );
    expect(after.chimera!.threatZone).toHaveLength(faceDown - 1);
  });

  it('12: summons the Scarlet Seed with 3 status tokens', async () => {
    const state = await firstTurn();
    const after = chimeraTurnRolling(state, 12, 12);
    const lines = newLines(state, after);
    const roll = lines.findIndex((l) => l.startsWith('Behaviour roll 12'));
    expect(lines[roll + 1]).toBe('The Blight of Neverset summons Scarlet Seed');
    const seed = after.players.p2.battlefield.find((u) => after.cards[u]!.stub === 'scarlet-seed');
    expect(after.cards[seed!]!.tokens.status).toBe(3);
  });

  it('12 with the Seed already out: 1 Red Rains token instead', async () => {
    const state = await firstTurn();
    const seed = state.players.p2.archives.find((u) => state.cards[u]!.stub === 'scarlet-seed')!;
    moveCard(state, seed, 'battlefield');
    const after = chimeraTurnRolling(state, 12, 12);
    const lines = newLines(state, after);
    const roll = lines.findIndex((l) => l.startsWith('Behaviour roll 12'));
    expect(lines[roll + 1]).toBe('Red Rains token placed (1 of 3)');
  });

  it('8–9: the rightmost face-up aspect with status tokens resolves its status ability once more', async () => {
    const state = await firstTurn();
    const photo = revealForTest(state, context, 'photosynthesize');
    const allure = revealForTest(state, context, 'allure');
    state.pendingEvents = [];
    state.cards[allure]!.tokens.status = 0;
    const after = chimeraTurnRolling(state, 8, 9);
    const lines = newLines(state, after);
    // Once at the start of the turn and once for the row; Allure has no token left.
    expect(lines.filter((l) => l === 'Photosynthesize uses Photosynthesize')).toHaveLength(2);
    expect(after.cards[photo]!.tokens.status).toBe(1);
    expect(lines.some((l) => l.startsWith('Allure uses'))).toBe(false);
  });

  it('8–9 with no status tokens left anywhere: the side is skipped', async () => {
    const state = await firstTurn();
    const after = chimeraTurnRolling(state, 8, 9);
    expect(newLines(state, after)).toContain(
      'The side action is skipped: no aspect with a status token',
    );
  });

  it('phase III 4–7: reveal, then attack with the revealed aspect', async () => {
    const state = await firstTurn();
    state.chimera!.phase = 3;
    const after = chimeraTurnRolling(state, 4, 7);
    const lines = newLines(state, after);
    expect(lines.some((l) => l.includes(' reveals '))).toBe(true);
  });
});

describe('Bleed', () => {
  it("a wound on its host at the end of each of the host's controller's turns, not the Chimera's", async () => {
    const state = await firstTurn();
    const [unit] = aliceUnits(state, 1, 2);
    const chimera = chimeraTurnRolling(state, 10, 11);
    expect(bleedsOn(chimera, unit!)).toBe(1);
    // Attached during the Chimera's turn: its end placed nothing.
    expect(chimera.cards[unit!]!.tokens.damage).toBe(0);
    const wounded = pressFor(pressFor(chimera, context, 'Pass'), context, 'End Turn');
    expect(wounded.cards[unit!]!.tokens.damage).toBe(1);
  });
});

describe('The Blight of Neverset: Ultimates', () => {
  it('Ultimate I: a Bleed on the leftmost unit, a face-down aspect added; phase II', async () => {
    const state = await firstTurn();
    const [left, right] = aliceUnits(state, 2);
    ultimateDue(state, 1);
    const after = passTurnFor(state, context);
    const lines = newLines(state, after);
    const fired = lines.findIndex((l) => l.startsWith('The Ultimate of phase 1 fires'));
    expect(fired).toBeGreaterThanOrEqual(0);
    expect(lines.slice(fired + 1, fired + 3)).toEqual([
      `Bleed is attached to ${nameOf(state, left!)}`,
      'A face-down aspect is added to The Blight of Neverset',
    ]);
    expect(lines).not.toContain(`Bleed is attached to ${nameOf(state, right!)}`);
    expect(after.chimera!.phase).toBe(2);
  });

  it('Ultimate II: a Bleed on each of the two rightmost units; phase III', async () => {
    const state = await firstTurn();
    const [left, middle, right] = aliceUnits(state, 3);
    ultimateDue(state, 2);
    const after = passTurnFor(state, context);
    const lines = newLines(state, after);
    const fired = lines.findIndex((l) => l.startsWith('The Ultimate of phase 2 fires'));
    expect(fired).toBeGreaterThanOrEqual(0);
    expect(lines.slice(fired + 1, fired + 4)).toEqual([
      `Bleed is attached to ${nameOf(state, right!)}`,
      `Bleed is attached to ${nameOf(state, middle!)}`,
      'A face-down aspect is added to The Blight of Neverset',
    ]);
    expect(lines.slice(fired, fired + 4)).not.toContain(
      `Bleed is attached to ${nameOf(state, left!)}`,
    );
    expect(after.chimera!.phase).toBe(3);
  });

  it('Ultimate III: alice discards a card of her choice from her hand', async () => {
    const state = await firstTurn();
    ultimateDue(state, 3);
    const hand = state.players.p1.hand.length;
    const asked = pressFor(pressFor(state, context, 'Pass'), context, 'End Turn');
    expect(asked.decision?.title).toBe('Blight of Neverset: discard a card of your choice from');
    const chosen = pressFor(asked, context, 'hand');
    const card = chosen.players.p1.hand[0]!;
    const after = clickFor(chosen, context, card);
    expect(after.players.p1.hand).toHaveLength(hand - 1);
    expect(after.cards[card]?.zone ?? 'moved').not.toBe('hand');
    expect(after.chimera!.phase).toBe(3);
  });

  it('Ultimate III: or the top card of her draw pile', async () => {
    const state = await firstTurn();
    ultimateDue(state, 3);
    const top = state.players.p1.deck[0]!;
    const stub = state.cards[top]!.stub;
    const hand = state.players.p1.hand.length;
    const asked = pressFor(pressFor(state, context, 'Pass'), context, 'End Turn');
    const after = pressFor(asked, context, 'drawPile');
    expect(after.players.p1.hand).toHaveLength(hand);
    expect(after.players.p1.discard.map((u) => after.cards[u]!.stub)).toContain(stub);
  });
});
