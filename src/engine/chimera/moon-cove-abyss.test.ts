/**
 * The Flood of Moon Cove's Abyss aspects (aspects.json; digest 8, 13): Capsize, Whirlpool,
 * Undertow, Drag Below, Deep End and From the Depths.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../domain/cards';
import { engineContext } from '../standard-context';
import type { EngineContext } from '../context';
import { createGame } from '../index';
import { keyword, targetableBy } from '../cardinfo';
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

const ABYSS = 811;

let context: EngineContext;
let catalogue: Record<string, Card>;

beforeAll(async () => {
  catalogue = await soloCatalogue();
  context = engineContext(catalogue);
});

async function firstTurn(): Promise<GameState> {
  const state = createGame(await soloGameSetup('moon-cove-abyss', 1, ABYSS), context);
  return pressFor(pressFor(state, context, 'Done'), context, 'Done');
}

/** Nothing face down and only this aspect face up: the Chimera attacks with it on its turn. */
function onlyAspect(state: GameState, stub: string): string {
  noFaceDownAspects(state);
  const aspect = revealForTest(state, context, stub);
  state.pendingEvents = [];
  return aspect;
}

/** An ally of alice's deck put onto her battlefield, unwounded. */
function aliceUnit(state: GameState, fits: (card: Card) => boolean): string {
  const unit = state.players.p1.deck.find((u) => {
    const card = catalogue[state.cards[u]!.stub]!;
    return card.type === 'Ally' && fits(card);
  });
  return moveCard(state, unit!, 'battlefield');
}

function drowningOn(state: GameState, card: string): number {
  return state.cards[card]!.upgrades.filter((u) => state.cards[u]!.stub === 'drowning').length;
}

/** Puts `count` Drowning of the Chimera's conjuration pile on alice's Phoenixborn. */
function drown(state: GameState, count: number): void {
  const pb = state.players.p1.phoenixborn;
  for (let i = 0; i < count; i++) {
    const drowning = state.players.p2.archives.shift()!;
    const card = state.cards[drowning]!;
    card.zone = 'attached';
    card.host = pb;
    card.controller = 'p2';
    state.cards[pb]!.upgrades.push(drowning);
  }
}

function newLines(before: GameState, after: GameState): string[] {
  return logLines(after).slice(before.log.length);
}

describe('Capsize', () => {
  it("after it destroys a unit while attacking, every non-basic die of alice's is lowered one level", async () => {
    const state = await firstTurn();
    const unit = aliceUnit(state, (c) => Number(c.life) <= 3);
    for (const die of state.players.p1.dice) state.dice[die]!.level = 'power';
    onlyAspect(state, 'capsize');
    const after = passTurnFor(state, context);
    expect(after.cards[unit]?.zone).not.toBe('battlefield');
    expect(after.players.p1.dice.map((d) => after.dice[d]!.level)).toEqual(
      state.players.p1.dice.map(() => 'class'),
    );
  });

  it('attacking the Phoenixborn (no unit destroyed), the dice stay as they are', async () => {
    const state = await firstTurn();
    for (const die of state.players.p1.dice) state.dice[die]!.level = 'power';
    onlyAspect(state, 'capsize');
    const after = passTurnFor(state, context);
    expect(after.cards[after.players.p1.phoenixborn]!.tokens.damage).toBe(3);
    expect(after.players.p1.dice.every((d) => after.dice[d]!.level === 'power')).toBe(true);
  });
});

describe('Whirlpool', () => {
  it('its last status token exhausts every unexhausted opposing unit', async () => {
    const state = await firstTurn();
    const unit = aliceUnit(state, () => true);
    const whirlpool = onlyAspect(state, 'whirlpool');
    state.cards[whirlpool]!.tokens.status = 1;
    const after = passTurnFor(state, context);
    expect(after.cards[whirlpool]!.tokens.status).toBe(0);
    expect(after.cards[unit]!.tokens.exhaustion).toBe(1);
  });

  it('a status token that is not its last does nothing', async () => {
    const state = await firstTurn();
    const unit = aliceUnit(state, () => true);
    const whirlpool = onlyAspect(state, 'whirlpool');
    expect(state.cards[whirlpool]!.tokens.status).toBe(3);
    const after = passTurnFor(state, context);
    expect(newLines(state, after)).toContain('Whirlpool uses Whirlpool');
    expect(after.cards[whirlpool]!.tokens.status).toBe(2);
    expect(after.cards[unit]!.tokens.exhaustion).toBe(0);
  });
});

describe('Undertow', () => {
  it('revealed: a Drowning on the opposing Phoenixborn, then as many basic rage dice re-rolled as its drowning level', async () => {
    const state = await firstTurn();
    drown(state, 2);
    noFaceDownAspects(state);
    revealForTest(state, context, 'undertow');
    const after = passTurnFor(state, context);
    const lines = newLines(state, after);
    const attached = lines.indexOf('Drowning is attached to Coal Roarkwin');
    expect(attached).toBeGreaterThanOrEqual(0);
    expect(lines[attached + 1]).toMatch(/ re-rolls 3 basic rage dice /);
    expect(drowningOn(after, after.players.p1.phoenixborn)).toBe(3);
  });

  it('has Retreat', async () => {
    const state = await firstTurn();
    const undertow = onlyAspect(state, 'undertow');
    expect(keyword(state, context, undertow, 'retreat')).toBe(1);
  });
});

describe('Drag Below', () => {
  it('its status ability attaches a Drowning to the opposing Phoenixborn', async () => {
    const state = await firstTurn();
    const drag = onlyAspect(state, 'drag-below');
    const after = passTurnFor(state, context);
    const lines = newLines(state, after);
    const used = lines.indexOf('Drag Below uses Drag Below');
    expect(used).toBeGreaterThanOrEqual(0);
    expect(lines[used + 1]).toBe('Drowning is attached to Coal Roarkwin');
    expect(drowningOn(after, after.players.p1.phoenixborn)).toBe(1);
    expect(after.cards[drag]!.tokens.status).toBe(1);
  });
});

describe('Deep End', () => {
  it('concealed while the opposing Phoenixborn has 3 Drowning: it cannot be targeted', async () => {
    const state = await firstTurn();
    const deep = onlyAspect(state, 'deep-end');
    drown(state, 2);
    expect(targetableBy(state, context, deep, 'p1')).toBe(true);
    drown(state, 1);
    expect(targetableBy(state, context, deep, 'p1')).toBe(false);
  });

  it('exhausted, it is not concealed', async () => {
    const state = await firstTurn();
    const deep = onlyAspect(state, 'deep-end');
    drown(state, 3);
    state.cards[deep]!.tokens.exhaustion = 1;
    expect(targetableBy(state, context, deep, 'p1')).toBe(true);
  });
});

describe('From the Depths', () => {
  it("when it attacks: a Drowning, then damage equal to the drowning level to alice's leftmost unit", async () => {
    const state = await firstTurn();
    const left = aliceUnit(state, (c) => Number(c.life) >= 3);
    const right = aliceUnit(state, () => true);
    drown(state, 1);
    onlyAspect(state, 'from-the-depths');
    const after = passTurnFor(state, context);
    expect(drowningOn(after, after.players.p1.phoenixborn)).toBe(2);
    expect(after.cards[left]!.tokens.damage).toBe(2);
    expect(after.cards[right]!.tokens.damage).toBe(0);
  });
});
