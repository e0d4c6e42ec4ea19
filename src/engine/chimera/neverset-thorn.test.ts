/**
 * The Blight of Neverset's Thorn aspects (aspects.json; the card texts as the scripts' doc
 * comments give them).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../domain/cards';
import { engineContext } from '../standard-context';
import type { EngineContext } from '../context';
import { createGame } from '../index';
import { moveCard } from '../ops';
import { isExhausted } from '../cardinfo';
import { can } from '../lasting';
import { openOptions } from '../decisions';
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

const THORN = 806;

let context: EngineContext;
let catalogue: Record<string, Card>;

beforeAll(async () => {
  catalogue = await soloCatalogue();
  context = engineContext(catalogue);
});

async function firstTurn(): Promise<GameState> {
  const state = createGame(await soloGameSetup('neverset-thorn', 1, THORN), context);
  return pressFor(pressFor(state, context, 'Done'), context, 'Done');
}

function newLines(before: GameState, after: GameState): string[] {
  return logLines(after).slice(before.log.length);
}

function nameOf(state: GameState, uuid: string): string {
  return catalogue[state.cards[uuid]!.stub]!.name;
}

/** An ally of alice's deck that the test can count on, put onto her battlefield. */
function aliceUnit(state: GameState, fits: (card: Card) => boolean = () => true): string {
  const unit = state.players.p1.deck.find((u) => {
    const card = catalogue[state.cards[u]!.stub]!;
    return card.type === 'Ally' && fits(card);
  });
  return moveCard(state, unit!, 'battlefield');
}

/** A unit the Chimera's 4-attack aspects destroy without being destroyed by its counter. */
function frailUnit(state: GameState): string {
  return aliceUnit(state, (c) => Number(c.life) <= 3 && Number(c.attack) <= 2);
}

/** Reveals these aspects, left to right, with nothing else face down; their reveal abilities are dropped. */
function faceUp(state: GameState, stubs: string[]): string[] {
  noFaceDownAspects(state);
  const revealed = stubs.map((stub) => revealForTest(state, context, stub));
  state.pendingEvents = [];
  return revealed;
}

describe('The Blight of Neverset: Thorn aspects', () => {
  it("Vine Whip: revealed, it attaches a Bleed to alice's leftmost unit", async () => {
    const state = await firstTurn();
    const left = aliceUnit(state, (c) => Number(c.life) >= 2);
    aliceUnit(state);
    revealForTest(state, context, 'vine-whip');
    const after = passTurnFor(state, context);
    const lines = newLines(state, after);
    const fired = lines.indexOf('Vine Whip');
    expect(lines[fired + 1]).toBe(`Bleed is attached to ${nameOf(state, left)}`);
  });

  it('Horrific Gaze: while it is unexhausted, alice’s Phoenixborn counts as exhausted and cannot guard', async () => {
    const state = await firstTurn();
    noFaceDownAspects(state);
    const gaze = revealForTest(state, context, 'horrific-gaze');
    const pb = state.players.p1.phoenixborn;
    expect(isExhausted(state, pb)).toBe(false);
    // alice's next command lets its reveal ability resolve.
    const after = pressFor(state, context, 'Pass');
    expect(isExhausted(after, pb)).toBe(true);
    expect(can(after, context, pb, 'guard')).toBe(false);
    // Exhausted, it lets go; readied, it holds again.
    after.cards[gaze]!.tokens.exhaustion = 1;
    expect(isExhausted(after, pb)).toBe(false);
    expect(can(after, context, pb, 'guard')).toBe(true);
    after.cards[gaze]!.tokens.exhaustion = 0;
    expect(isExhausted(after, pb)).toBe(true);
  });

  it('Vampiric Roots: after it destroys a unit while attacking, 2 wounds come off the Chimera', async () => {
    const state = await firstTurn();
    const unit = frailUnit(state);
    faceUp(state, ['vampiric-roots']);
    const chimera = state.players.p2.phoenixborn;
    state.cards[chimera]!.tokens.damage = 3;
    const after = passTurnFor(state, context);
    expect(newLines(state, after)).toContain(`${nameOf(state, unit)} is destroyed`);
    expect(after.cards[chimera]!.tokens.damage).toBe(1);
  });

  it('Overgrowth: after an adjacent aspect destroys a unit while attacking, 1 damage to alice’s Phoenixborn', async () => {
    const state = await firstTurn();
    const unit = frailUnit(state);
    faceUp(state, ['vampiric-roots', 'overgrowth']);
    const pb = state.players.p1.phoenixborn;
    const after = passTurnFor(state, context);
    const lines = newLines(state, after);
    expect(lines).toContain(`${nameOf(state, unit)} is destroyed`);
    expect(lines).toContain('Overgrowth');
    expect(after.cards[pb]!.tokens.damage).toBe(1);
  });

  it('Overgrowth: an aspect that is not adjacent does not set it off', async () => {
    const state = await firstTurn();
    const unit = frailUnit(state);
    faceUp(state, ['vampiric-roots', 'withering-rot', 'overgrowth']);
    const withering = state.players.p2.battlefield[1]!;
    state.cards[withering]!.tokens.status = 0;
    const after = passTurnFor(state, context);
    const lines = newLines(state, after);
    expect(lines).toContain(`${nameOf(state, unit)} is destroyed`);
    expect(lines).not.toContain('Overgrowth');
  });

  it('Explosive Pods: its last status token deals 2 damage to each of alice’s units', async () => {
    const state = await firstTurn();
    const first = aliceUnit(state, (c) => Number(c.life) >= 3);
    const second = aliceUnit(state, (c) => Number(c.life) >= 3);
    const [pods] = faceUp(state, ['explosive-pods']);
    state.cards[pods!]!.tokens.status = 1;
    const after = passTurnFor(state, context);
    const lines = newLines(state, after);
    const used = lines.indexOf('Explosive Pods uses Explosive Pods');
    expect(lines.slice(used + 1, used + 3)).toEqual([
      `${nameOf(state, first)} is dealt 2 damage`,
      `${nameOf(state, second)} is dealt 2 damage`,
    ]);
  });

  it('Explosive Pods: a token spent with more left deals nothing', async () => {
    const state = await firstTurn();
    const unit = aliceUnit(state, (c) => Number(c.life) >= 3);
    faceUp(state, ['explosive-pods']);
    const after = passTurnFor(state, context);
    const lines = newLines(state, after);
    expect(lines).toContain('Explosive Pods uses Explosive Pods');
    expect(lines).not.toContain(`${nameOf(state, unit)} is dealt 2 damage`);
  });

  it('Withering Rot: alice may discard a card of her choice from her hand', async () => {
    const state = await firstTurn();
    faceUp(state, ['withering-rot']);
    const hand = state.players.p1.hand.length;
    const pb = state.players.p1.phoenixborn;
    const asked = pressFor(pressFor(state, context, 'Pass'), context, 'End Turn');
    expect(asked.decision?.player).toBe('p1');
    const choosing = pressFor(asked, context, 'discard');
    const after = clickFor(choosing, context, choosing.players.p1.hand[0]!);
    expect(after.players.p1.hand).toHaveLength(hand - 1);
    expect(after.cards[pb]!.tokens.damage).toBe(0);
  });

  it('Withering Rot: or take 1 damage on her Phoenixborn', async () => {
    const state = await firstTurn();
    faceUp(state, ['withering-rot']);
    const hand = state.players.p1.hand.length;
    const pb = state.players.p1.phoenixborn;
    const asked = pressFor(pressFor(state, context, 'Pass'), context, 'End Turn');
    const after = pressFor(asked, context, 'damage');
    expect(after.players.p1.hand).toHaveLength(hand);
    expect(after.cards[pb]!.tokens.damage).toBe(1);
  });

  it('Withering Rot: with an empty hand only the damage is offered', async () => {
    const state = await firstTurn();
    faceUp(state, ['withering-rot']);
    for (const card of [...state.players.p1.hand]) moveCard(state, card, 'discard');
    const asked = pressFor(pressFor(state, context, 'Pass'), context, 'End Turn');
    expect(openOptions(asked, context, asked.decision!).map((o) => o.value)).toEqual(['damage']);
  });
});
