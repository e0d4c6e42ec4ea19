/**
 * The Flood of Moon Cove's Wave aspects and Drowning (aspects.json; digest 8, 13, 14.10):
 * Insatiable, Tyranny, Stunning Impact, Shore Breaker, Deluge, Riptide (with Retreat) and
 * Drowning's side action.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../domain/cards';
import { engineContext } from '../standard-context';
import type { EngineContext } from '../context';
import { createGame } from '../index';
import { attackValue, lifeValue } from '../cardinfo';
import { openOptions } from '../decisions';
import { moveCard } from '../ops';
import type { GameState } from '../state';
import {
  answerUntilAliceTurn,
  clickFor,
  logLines,
  noFaceDownAspects,
  passTurnFor,
  pressFor,
  refreshTurnPrompt,
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

async function firstTurn(): Promise<GameState> {
  const state = createGame(await soloGameSetup('moon-cove-aspects', 1, WAVE), context);
  return pressFor(pressFor(state, context, 'Done'), context, 'Done');
}

/** Nothing face down and only this aspect face up: the Chimera attacks with it on its turn. */
function onlyAspect(state: GameState, stub: string): string {
  noFaceDownAspects(state);
  const aspect = revealForTest(state, context, stub);
  state.pendingEvents = [];
  return aspect;
}

function drowningOn(state: GameState, card: string): number {
  return state.cards[card]!.upgrades.filter((u) => state.cards[u]!.stub === 'drowning').length;
}

/** Puts a Drowning of the Chimera's conjuration pile on alice's Phoenixborn. */
function drown(state: GameState): string {
  const drowning = state.players.p2.archives.shift()!;
  const pb = state.players.p1.phoenixborn;
  const card = state.cards[drowning]!;
  card.zone = 'attached';
  card.host = pb;
  card.controller = 'p2';
  state.cards[pb]!.upgrades.push(drowning);
  return drowning;
}

function newLines(before: GameState, after: GameState): string[] {
  return logLines(after).slice(before.log.length);
}

/** Sets every die of alice's active pool to this level. */
function aliceDiceAt(state: GameState, level: 'basic' | 'power'): void {
  for (const die of state.players.p1.dice) state.dice[die]!.level = level;
}

/** An ally of alice's deck put onto her battlefield, unwounded. */
function aliceUnit(state: GameState, fits: (card: Card) => boolean = () => true): string {
  const unit = state.players.p1.deck.find((u) => {
    const card = catalogue[state.cards[u]!.stub]!;
    return card.type === 'Ally' && fits(card);
  });
  return moveCard(state, unit!, 'battlefield');
}

describe('Drowning', () => {
  it('side action, lowering one of her dice: alice discards a Drowning from her Phoenixborn', async () => {
    const state = await firstTurn();
    const pb = state.players.p1.phoenixborn;
    drown(state);
    drown(state);
    aliceDiceAt(state, 'power');
    refreshTurnPrompt(state, context);
    let next = pressFor(clickFor(state, context, pb), context, 'drowning:drowning');
    expect(next.decision?.title).toBe('Drowning: choose one of your dice to lower one level');
    const die = state.players.p1.dice[0]!;
    next = clickFor(next, context, die);
    expect(next.dice[die]!.level).toBe('class');
    expect(drowningOn(next, pb)).toBe(1);
    expect(next.players.p2.archives.filter((u) => next.cards[u]!.stub === 'drowning')).toHaveLength(
      6,
    );
    expect(next.turn?.sideActions).toBe(0);
  });

  it('not offered while every die of hers is basic: nothing can be lowered', async () => {
    const state = await firstTurn();
    const pb = state.players.p1.phoenixborn;
    drown(state);
    aliceDiceAt(state, 'basic');
    refreshTurnPrompt(state, context);
    const next = clickFor(state, context, pb);
    const offered = next.decision
      ? openOptions(next, context, next.decision).map((o) => o.value)
      : [];
    expect(offered).not.toContain('drowning:drowning');
    expect(next.decision?.title ?? '').not.toMatch(/^Drowning/);
    expect(drowningOn(next, pb)).toBe(1);
  });

  it('each copy takes 1 from the life of the Phoenixborn it is attached to', async () => {
    const state = await firstTurn();
    const pb = state.players.p1.phoenixborn;
    const printed = lifeValue(state, context, pb);
    drown(state);
    drown(state);
    expect(lifeValue(state, context, pb)).toBe(printed - 2);
  });
});

describe('Insatiable', () => {
  it.each([2, 3] as const)(
    'phase %i: its status ability raises as many basic rage dice as the phase number',
    async (phase) => {
      const state = await firstTurn();
      state.chimera!.phase = phase;
      const insatiable = revealForTest(state, context, 'insatiable');
      state.pendingEvents = [];
      const after = passTurnFor(state, context);
      const lines = newLines(state, after);
      const used = lines.indexOf('Insatiable uses Insatiable');
      expect(used).toBeGreaterThanOrEqual(0);
      expect(lines[used + 1]).toMatch(new RegExp(`raises ${phase} basic rage dice`));
      expect(after.cards[insatiable]!.tokens.status).toBe(1);
    },
  );
});

describe('Tyranny', () => {
  it('its attack X is the current phase', async () => {
    const state = await firstTurn();
    const tyranny = revealForTest(state, context, 'tyranny');
    expect(attackValue(state, context, tyranny)).toBe(1);
    state.chimera!.phase = 3;
    expect(attackValue(state, context, tyranny)).toBe(3);
  });

  it('when it attacks, 1 Red Rains token on the Chimera', async () => {
    const state = await firstTurn();
    state.chimera!.phase = 2;
    onlyAspect(state, 'tyranny');
    const pb = state.players.p1.phoenixborn;
    const after = passTurnFor(state, context);
    expect(after.chimera!.redRains).toBe(1);
    expect(after.cards[pb]!.tokens.damage).toBe(2);
  });
});

describe('Stunning Impact', () => {
  it('when it attacks, alice returns one of her unexhausted ready spells to her hand (her choice)', async () => {
    const state = await firstTurn();
    const spells = state.players.p1.deck.filter(
      (u) => catalogue[state.cards[u]!.stub]!.type === 'Ready Spell',
    );
    const ready = moveCard(state, spells[0]!, 'spellboard');
    const tired = moveCard(state, spells[1]!, 'spellboard');
    state.cards[tired]!.tokens.exhaustion = 1;
    const stub = state.cards[ready]!.stub;
    onlyAspect(state, 'stunning-impact');
    let next = pressFor(pressFor(state, context, 'Pass'), context, 'End Turn');
    // The attack on her Phoenixborn is announced, then its "when it attacks" asks her.
    expect(next.decision?.title).toBe('PB ATTACK!');
    next = pressFor(next, context, 'ok');
    expect(next.decision?.title).toBe(
      'Stunning Impact: return one of your unexhausted ready spells to your hand',
    );
    const offered = openOptions(next, context, next.decision!).map((o) => o.value);
    expect(offered).toContain(ready);
    expect(offered).not.toContain(tired);
    const after = answerUntilAliceTurn(clickFor(next, context, ready), context);
    expect(after.players.p1.spellboard).toEqual([tired]);
    expect(after.players.p1.hand.filter((u) => after.cards[u]!.stub === stub).length).toBe(
      state.players.p1.hand.filter((u) => state.cards[u]!.stub === stub).length + 1,
    );
  });

  it('with no unexhausted ready spell, nothing is asked and the attack goes on', async () => {
    const state = await firstTurn();
    onlyAspect(state, 'stunning-impact');
    const pb = state.players.p1.phoenixborn;
    const after = passTurnFor(state, context);
    expect(newLines(state, after).some((l) => l.includes("into alice's hand"))).toBe(false);
    expect(after.cards[pb]!.tokens.damage).toBe(2);
  });
});

describe('Shore Breaker', () => {
  it('after it destroys a unit while attacking: 2 Drowning on the opposing Phoenixborn', async () => {
    const state = await firstTurn();
    const unit = aliceUnit(state, (c) => Number(c.life) <= 4);
    onlyAspect(state, 'shore-breaker');
    const pb = state.players.p1.phoenixborn;
    const after = passTurnFor(state, context);
    expect(after.cards[unit]?.zone).not.toBe('battlefield');
    expect(drowningOn(after, pb)).toBe(2);
    expect(after.cards[pb]!.tokens.damage).toBe(0);
  });

  it('if fewer than 2 Drowning could be attached, 1 damage to that Phoenixborn', async () => {
    const state = await firstTurn();
    aliceUnit(state, (c) => Number(c.life) <= 4);
    onlyAspect(state, 'shore-breaker');
    state.players.p2.archives = state.players.p2.archives.slice(0, 1);
    const pb = state.players.p1.phoenixborn;
    const after = passTurnFor(state, context);
    expect(drowningOn(after, pb)).toBe(1);
    expect(after.cards[pb]!.tokens.damage).toBe(1);
  });
});

describe('Deluge', () => {
  it.each([1, 2, 3] as const)(
    'revealed in phase %i: that many Drowning on the opposing Phoenixborn',
    async (phase) => {
      const state = await firstTurn();
      state.chimera!.phase = phase;
      noFaceDownAspects(state);
      revealForTest(state, context, 'deluge');
      const after = passTurnFor(state, context);
      expect(drowningOn(after, after.players.p1.phoenixborn)).toBe(phase);
    },
  );
});

describe('Riptide', () => {
  it('revealed: alice deals 2 damage one point at a time among her units and Phoenixborn', async () => {
    const state = await firstTurn();
    const unit = aliceUnit(state, (c) => Number(c.life) >= 2);
    const pb = state.players.p1.phoenixborn;
    noFaceDownAspects(state);
    revealForTest(state, context, 'riptide');
    let next = pressFor(state, context, 'Pass');
    expect(next.decision?.title).toBe(
      'Riptide: deal the first 1 damage to one of your units or your Phoenixborn',
    );
    expect(
      openOptions(next, context, next.decision!)
        .map((o) => o.value)
        .sort(),
    ).toEqual([unit, pb].sort());
    next = clickFor(next, context, unit);
    expect(next.decision?.title).toBe(
      'Riptide: deal the second 1 damage to one of your units or your Phoenixborn',
    );
    next = clickFor(next, context, pb);
    expect(next.cards[unit]!.tokens.damage).toBe(1);
    expect(next.cards[pb]!.tokens.damage).toBe(1);
  });

  it('the same card may take both points', async () => {
    const state = await firstTurn();
    const pb = state.players.p1.phoenixborn;
    noFaceDownAspects(state);
    revealForTest(state, context, 'riptide');
    const next = clickFor(clickFor(pressFor(state, context, 'Pass'), context, pb), context, pb);
    expect(next.cards[pb]!.tokens.damage).toBe(2);
  });

  it('Retreat: at the end of the round it goes face down again, at the right end', async () => {
    const state = await firstTurn();
    noFaceDownAspects(state);
    revealForTest(state, context, 'riptide');
    const pb = state.players.p1.phoenixborn;
    const round = state.round;
    // Riptide's 2 points on her Phoenixborn; then alice passes until the round is over.
    let next = clickFor(clickFor(pressFor(state, context, 'Pass'), context, pb), context, pb);
    next = answerUntilAliceTurn(pressFor(next, context, 'End Turn'), context);
    for (let i = 0; i < 6 && next.round === round; i++) next = passTurnFor(next, context);
    expect(next.round).toBe(round + 1);
    const p2 = next.players.p2;
    expect(p2.battlefield.some((u) => next.cards[u]!.stub === 'riptide')).toBe(false);
    const last = next.chimera!.threatZone.at(-1)!;
    expect(next.cards[last]!.stub).toBe('riptide');
    expect(next.cards[last]!.facedown).toBe(true);
    expect(newLines(state, next)).toContain(
      'Riptide retreats: it goes face down on The Flood of Moon Cove',
    );
  });
});
