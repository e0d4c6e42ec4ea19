/**
 * The Corpse of Viros's aspects whose text works while attacking, on reveal or as status
 * (digest section 8; aspects.json): Hunting Instincts, Frozen Fear, Stormcall, Dark Descent,
 * Constrict and Lurk.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../domain/cards';
import { engineContext } from '../standard-context';
import type { EngineContext } from '../context';
import { createGame } from '../index';
import { lifeValue, targetableBy } from '../cardinfo';
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
  revealForTest,
  soloCatalogue,
  soloGameSetup,
} from '../testing/chimera';

let context: EngineContext;
let catalogue: Record<string, Card>;

beforeAll(async () => {
  catalogue = await soloCatalogue();
  context = engineContext(catalogue);
});

/** The Corpse of Viros's decks: Fury (801) and Shadow (802). */
const FURY = 801;
const SHADOW = 802;

async function firstTurn(chimera = FURY): Promise<GameState> {
  const state = createGame(await soloGameSetup('aspect-attacks', 1, chimera), context);
  return pressFor(pressFor(state, context, 'Done'), context, 'Done');
}

/** An ally (attack 2 or more) of alice's deck on her battlefield with `lifeLeft` life left. */
function aliceUnit(state: GameState, lifeLeft: number, attack = (a: number) => a >= 2): string {
  const unit = state.players.p1.deck.find((u) => {
    const card = catalogue[state.cards[u]!.stub]!;
    return card.type === 'Ally' && attack(Number(card.attack ?? 0));
  });
  const uuid = moveCard(state, unit!, 'battlefield');
  const life = lifeValue(state, context, uuid);
  state.cards[uuid]!.tokens.damage = Math.max(0, life - lifeLeft);
  return uuid;
}

/** Nothing face down and only this aspect face up: the Chimera attacks with it on its turn. */
function onlyAspect(state: GameState, stub: string): string {
  noFaceDownAspects(state);
  const aspect = revealForTest(state, context, stub);
  state.pendingEvents = [];
  return aspect;
}

function inDiscard(state: GameState, uuid: string): boolean {
  return state.players.p1.discard.includes(uuid);
}

describe('Hunting Instincts', () => {
  it('destroying a unit while attacking puts 1 Red Rains token on the Chimera', async () => {
    const state = await firstTurn();
    const unit = aliceUnit(state, 1);
    onlyAspect(state, 'hunting-instincts');
    const after = passTurnFor(state, context);
    expect(inDiscard(after, unit)).toBe(true);
    expect(after.chimera!.redRains).toBe(1);
    expect(logLines(after)).toContain('Red Rains token placed (1 of 3)');
  });

  it('with no unit to attack it attacks the Phoenixborn and places no token', async () => {
    const state = await firstTurn();
    onlyAspect(state, 'hunting-instincts');
    const pb = state.players.p1.phoenixborn;
    const after = passTurnFor(state, context);
    expect(after.cards[pb]!.tokens.damage).toBe(4);
    expect(after.chimera!.redRains).toBe(0);
  });
});

describe('Frozen Fear', () => {
  it('after it destroys a blocking unit, the opposing Phoenixborn gets 1 exhaustion token', async () => {
    const state = await firstTurn();
    // Attack 2: above Terrifying 1, and its damage leaves Frozen Fear (life 3) in play.
    const unit = aliceUnit(state, 1, (a) => a === 2);
    onlyAspect(state, 'frozen-fear');
    const pb = state.players.p1.phoenixborn;
    let next = pressFor(pressFor(state, context, 'Pass'), context, 'End Turn');
    // Frozen Fear aims at the jaw: alice's Phoenixborn; she blocks with her unit.
    expect(next.decision?.title).toBe('PB ATTACK!');
    next = pressFor(next, context, 'ok');
    expect(openOptions(next, context, next.decision!).map((o) => o.value)).toContain(unit);
    next = clickFor(next, context, unit);
    const after = answerUntilAliceTurn(next, context);
    expect(inDiscard(after, unit)).toBe(true);
    expect(after.cards[pb]!.tokens.exhaustion).toBe(1);
    expect(after.cards[pb]!.tokens.damage).toBe(0);
  });

  it('Terrifying 1: a unit of attack 1 or less is not offered as a blocker', async () => {
    const state = await firstTurn();
    const weak = aliceUnit(state, 1, (a) => a <= 1);
    onlyAspect(state, 'frozen-fear');
    let next = pressFor(pressFor(state, context, 'Pass'), context, 'End Turn');
    next = pressFor(next, context, 'ok');
    expect(openOptions(next, context, next.decision!).map((o) => o.value)).not.toContain(weak);
    const after = answerUntilAliceTurn(next, context);
    expect(after.cards[weak]!.zone).toBe('battlefield');
    expect(after.cards[after.players.p1.phoenixborn]!.tokens.damage).toBe(3);
  });

  it('unblocked, it only damages the Phoenixborn: no exhaustion', async () => {
    const state = await firstTurn();
    onlyAspect(state, 'frozen-fear');
    const pb = state.players.p1.phoenixborn;
    const after = passTurnFor(state, context);
    expect(after.cards[pb]!.tokens.damage).toBe(3);
    expect(after.cards[pb]!.tokens.exhaustion).toBe(0);
  });
});

describe('Stormcall', () => {
  it('its status ability deals 1 damage to the opposing Phoenixborn and spends a status token', async () => {
    const state = await firstTurn(SHADOW);
    const storm = onlyAspect(state, 'stormcall');
    expect(state.cards[storm]!.tokens.status).toBe(2);
    const pb = state.players.p1.phoenixborn;
    const after = passTurnFor(state, context);
    const lines = logLines(after);
    const used = lines.indexOf('Stormcall uses Stormcall');
    expect(used).toBeGreaterThanOrEqual(0);
    expect(lines[used + 1]).toBe('Coal Roarkwin is dealt 1 damage');
    // Then it attacks (right claw, no unit: the Phoenixborn) for its 1 attack.
    expect(after.cards[pb]!.tokens.damage).toBe(2);
    expect(after.cards[storm]!.tokens.status).toBe(1);
    expect(after.chimera!.redRains).toBe(0);
  });

  it('its last status token also puts 1 Red Rains token on the Chimera', async () => {
    const state = await firstTurn(SHADOW);
    const storm = onlyAspect(state, 'stormcall');
    state.cards[storm]!.tokens.status = 1;
    const pb = state.players.p1.phoenixborn;
    const after = passTurnFor(state, context);
    expect(after.cards[pb]!.tokens.damage).toBe(2);
    expect(after.cards[storm]!.tokens.status).toBe(0);
    expect(after.chimera!.redRains).toBe(1);
    expect(logLines(after)).toContain('Red Rains token placed (1 of 3)');
  });
});

describe('Dark Descent', () => {
  it("when it attacks, the opponent's leftmost unit is exhausted if it was not", async () => {
    const state = await firstTurn(SHADOW);
    const unit = aliceUnit(state, 5);
    onlyAspect(state, 'dark-descent');
    const after = passTurnFor(state, context);
    expect(after.cards[unit]!.zone).toBe('battlefield');
    expect(after.cards[unit]!.tokens.exhaustion).toBe(1);
  });

  it('when it attacks, an exhausted leftmost unit is discarded', async () => {
    const state = await firstTurn(SHADOW);
    const unit = aliceUnit(state, 5);
    state.cards[unit]!.tokens.exhaustion = 1;
    onlyAspect(state, 'dark-descent');
    const after = passTurnFor(state, context);
    expect(inDiscard(after, unit)).toBe(true);
  });
});

describe('Constrict', () => {
  it('revealed, alice places 1 exhaustion token on a card she controls, chosen on the board', async () => {
    const state = await firstTurn(SHADOW);
    const unit = aliceUnit(state, 5);
    revealForTest(state, context, 'constrict');
    const next = pressFor(state, context, 'Pass');
    const decision = next.decision!;
    expect(decision.player).toBe('p1');
    expect(decision.title).toContain('Constrict');
    const offered = openOptions(next, context, decision).map((o) => o.value);
    expect(offered).toEqual(expect.arrayContaining([next.players.p1.phoenixborn, unit]));
    const after = clickFor(next, context, unit);
    expect(after.cards[unit]!.tokens.exhaustion).toBe(1);
    expect(after.cards[after.players.p1.phoenixborn]!.tokens.exhaustion).toBe(0);
  });
});

describe('Lurk', () => {
  it('Concealed: alice cannot target it', async () => {
    const state = await firstTurn(SHADOW);
    const lurk = onlyAspect(state, 'lurk');
    expect(targetableBy(state, context, lurk, 'p1')).toBe(false);
    expect(targetableBy(state, context, lurk, 'p2')).toBe(true);
  });

  it('Quick Strike: attacking a unit, it deals its damage first and the destroyed unit never counters', async () => {
    const state = await firstTurn(SHADOW);
    const unit = aliceUnit(state, 3);
    const lurk = onlyAspect(state, 'lurk');
    const after = passTurnFor(state, context);
    expect(inDiscard(after, unit)).toBe(true);
    // Lurk has 1 life: without Quick Strike the counter would have destroyed it.
    expect(after.cards[lurk]!.zone).toBe('battlefield');
    expect(after.cards[lurk]!.tokens.damage).toBe(0);
  });
});
