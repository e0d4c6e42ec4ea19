/**
 * The Spawn of Shadowreck's Lair aspects and Webbed (aspects.json): Silksteel, Weave,
 * Neurotoxin, Broodmother, Unfathomable, Unbreakable, and Webbed's stats and side action.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../domain/cards';
import { engineContext } from '../standard-context';
import type { EngineContext } from '../context';
import { createGame } from '../index';
import { attackValue, lifeValue, recoverValue } from '../cardinfo';
import { openOptions } from '../decisions';
import { dealDamage, moveCard } from '../ops';
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
  settleAttack,
  soloCatalogue,
  soloGameSetup,
} from '../testing/chimera';

/** The Spawn of Shadowreck's Lair deck. */
const LAIR = 809;

let context: EngineContext;
let catalogue: Record<string, Card>;

beforeAll(async () => {
  catalogue = await soloCatalogue();
  context = engineContext(catalogue);
});

async function firstTurn(): Promise<GameState> {
  const state = createGame(await soloGameSetup('shadowreck-aspects', 1, LAIR), context);
  return pressFor(pressFor(state, context, 'Done'), context, 'Done');
}

/** An ally of alice's deck, whose printed attack passes `attack`, put onto her battlefield. */
function aliceUnit(state: GameState, attack = (a: number) => a >= 0): string {
  const unit = state.players.p1.deck.find((u) => {
    const card = catalogue[state.cards[u]?.stub ?? ''];
    return card?.type === 'Ally' && attack(Number(card.attack ?? 0));
  });
  if (unit === undefined) throw new Error('No such ally');
  return moveCard(state, unit, 'battlefield');
}

/** Nothing face down and only this aspect face up. */
function onlyAspect(state: GameState, stub: string): string {
  noFaceDownAspects(state);
  const aspect = revealForTest(state, context, stub);
  state.pendingEvents = [];
  return aspect;
}

/** Nothing face down and this aspect just revealed: its reveal abilities resolve with the next command. */
function revealedAlone(state: GameState, stub: string): string {
  noFaceDownAspects(state);
  return revealForTest(state, context, stub);
}

/**
 * Nothing face down and only this aspect face up, exhausted: the Chimera's turn then only
 * resolves its status ability and passes (no behaviour roll, no attack).
 */
function onlyRestingAspect(state: GameState, stub: string): string {
  noFaceDownAspects(state);
  const aspect = revealForTest(state, context, stub);
  tokens(state, aspect).exhaustion = 1;
  return aspect;
}

/** The Webbed attached to this unit, or undefined. */
function webbedOn(state: GameState, unit: string): string | undefined {
  return state.cards[unit]?.upgrades.find((u) => state.cards[u]?.stub === 'webbed');
}

/** A Webbed of the Chimera's conjuration pile attached to alice's unit, as its effects do. */
function web(state: GameState, unit: string): string {
  const pile = state.players.p2.archives;
  const webbed = pile.find((u) => state.cards[u]?.stub === 'webbed');
  const card = webbed === undefined ? undefined : state.cards[webbed];
  const host = state.cards[unit];
  if (webbed === undefined || !card || !host) throw new Error('No Webbed left');
  pile.splice(pile.indexOf(webbed), 1);
  card.zone = 'attached';
  card.host = unit;
  card.controller = 'p2';
  host.upgrades.push(webbed);
  return webbed;
}

function tokens(state: GameState, uuid: string) {
  const card = state.cards[uuid];
  if (!card) throw new Error(`No card ${uuid}`);
  return card.tokens;
}

describe('Silksteel', () => {
  it('revealed with no webbed unit opposing, it attaches a Webbed to their leftmost unit', async () => {
    const state = await firstTurn();
    const left = aliceUnit(state);
    const right = aliceUnit(state);
    revealedAlone(state, 'silksteel');
    const after = passTurnFor(state, context);
    expect(webbedOn(after, left)).toBeDefined();
    expect(webbedOn(after, right)).toBeUndefined();
  });

  it("revealed, it destroys the opponent's leftmost unit that has a Webbed", async () => {
    const state = await firstTurn();
    const left = aliceUnit(state);
    const right = aliceUnit(state);
    web(state, right);
    revealedAlone(state, 'silksteel');
    const after = passTurnFor(state, context);
    expect(after.players.p1.discard).toContain(right);
    expect(after.players.p1.battlefield).toContain(left);
    expect(webbedOn(after, left)).toBeUndefined();
  });
});

describe('Weave', () => {
  it('its status ability attaches a Webbed to the leftmost unit that has none', async () => {
    const state = await firstTurn();
    const left = aliceUnit(state);
    const right = aliceUnit(state);
    web(state, left);
    const weave = onlyRestingAspect(state, 'weave');
    expect(tokens(state, weave).status).toBe(2);
    const after = passTurnFor(state, context);
    expect(logLines(after)).toContain('Weave uses Weave');
    expect(webbedOn(after, right)).toBeDefined();
    expect(
      after.cards[left]?.upgrades.filter((u) => after.cards[u]?.stub === 'webbed'),
    ).toHaveLength(1);
    expect(tokens(after, weave).status).toBe(1);
  });
});

describe('Neurotoxin', () => {
  it('each status use deals 1 damage to the opposing Phoenixborn; no die is exhausted before its last token', async () => {
    const state = await firstTurn();
    const neurotoxin = onlyAspect(state, 'neurotoxin');
    const pb = state.players.p1.phoenixborn;
    const activeBefore = state.players.p1.dice.filter((d) => state.dice[d]?.location === 'active');
    // Nothing face down: the Chimera then attacks with Neurotoxin (attack 1) at alice's Phoenixborn.
    const after = passTurnFor(state, context);
    expect(logLines(after)).toContain('Neurotoxin uses Neurotoxin');
    expect(tokens(after, neurotoxin).status).toBe(1);
    expect(tokens(after, pb).damage).toBe(2);
    expect(after.players.p1.dice.filter((d) => after.dice[d]?.location === 'active')).toEqual(
      activeBefore,
    );
  });

  it('its last token also has the opposing player exhaust 1 of their active dice, of their choice', async () => {
    const state = await firstTurn();
    const neurotoxin = onlyAspect(state, 'neurotoxin');
    tokens(state, neurotoxin).status = 1;
    const die = state.players.p1.dice.find((d) => state.dice[d]?.location === 'active');
    if (die === undefined) throw new Error('No active die');
    const asked = pressFor(pressFor(state, context, 'Pass'), context, 'End Turn');
    expect(asked.decision?.title).toBe('Neurotoxin: exhaust 1 of your active dice');
    expect(asked.decision?.player).toBe('p1');
    const after = answerUntilAliceTurn(clickFor(asked, context, die), context);
    expect(after.dice[die]?.location).toBe('exhausted');
    expect(tokens(after, neurotoxin).status).toBe(0);
  });
});

describe('Broodmother', () => {
  it('reveals with 3 status tokens and adds a face-down aspect only when its last one is spent', async () => {
    const state = await firstTurn();
    const brood = onlyAspect(state, 'broodmother');
    expect(tokens(state, brood).status).toBe(3);
    tokens(state, brood).status = 2;
    const used = passTurnFor(state, context);
    expect(used.chimera?.threatZone).toHaveLength(0);
    expect(tokens(used, brood).status).toBe(1);
    const last = passTurnFor(used, context);
    expect(logLines(last)).toContain('A face-down aspect is added to The Spawn of Shadowreck');
    expect(tokens(last, brood).status).toBe(0);
  });
});

describe('Unfathomable', () => {
  it('Terrifying 2: a unit of attack 2 or less is not offered as a blocker', async () => {
    const state = await firstTurn();
    const weak = aliceUnit(state, (a) => a <= 2);
    onlyAspect(state, 'unfathomable');
    let next = pressFor(pressFor(state, context, 'Pass'), context, 'End Turn');
    expect(next.decision?.title).toBe('PB ATTACK!');
    next = pressFor(next, context, 'ok');
    const decision = next.decision;
    if (!decision) throw new Error('No block prompt');
    expect(openOptions(next, context, decision).map((o) => o.value)).not.toContain(weak);
    const after = answerUntilAliceTurn(next, context);
    expect(tokens(after, after.players.p1.phoenixborn).damage).toBe(4);
  });
});

describe('Unbreakable', () => {
  it('Withdraw: while exhausted no damage dealt to it is received; unexhausted it is', async () => {
    const state = await firstTurn();
    const unbreakable = onlyAspect(state, 'unbreakable');
    dealDamage(state, context, unbreakable, 2, { by: 'p1', byEffect: true });
    expect(tokens(state, unbreakable).damage).toBe(2);
    tokens(state, unbreakable).damage = 0;
    tokens(state, unbreakable).exhaustion = 1;
    dealDamage(state, context, unbreakable, 2, { by: 'p1', byEffect: true });
    expect(tokens(state, unbreakable).damage).toBe(0);
  });

  it('Defender: it guards the aspect alice attacks', async () => {
    const state = await firstTurn();
    const attacker = aliceUnit(state, (a) => a >= 2);
    noFaceDownAspects(state);
    const unbreakable = revealForTest(state, context, 'unbreakable');
    const weave = revealForTest(state, context, 'weave');
    state.pendingEvents = [];
    refreshTurnPrompt(state, context);
    const declared = clickFor(
      clickFor(pressFor(state, context, 'Attack a unit'), context, weave),
      context,
      attacker,
    );
    const after = settleAttack(declared, context);
    expect(logLines(after)).toContain('Unbreakable guards Weave');
    expect(tokens(after, weave).damage).toBe(0);
    // Hammer Knight's 3 damage destroys it (life 3).
    expect(after.players.p2.discard).toContain(unbreakable);
  });
});

describe('Webbed', () => {
  it('its host has -1 attack and -1 recover', async () => {
    const state = await firstTurn();
    const unit = aliceUnit(state, (a) => a >= 1);
    const attack = attackValue(state, context, unit);
    const recover = recoverValue(state, context, unit);
    const life = lifeValue(state, context, unit);
    web(state, unit);
    expect(attackValue(state, context, unit)).toBe(attack - 1);
    expect(recoverValue(state, context, unit)).toBe(Math.max(0, recover - 1));
    expect(lifeValue(state, context, unit)).toBe(life);
  });

  it("the host's controller spends a side action: the Chimera re-rolls 2 basic rage dice and the Webbed is discarded", async () => {
    const state = await firstTurn();
    const unit = aliceUnit(state);
    const webbed = web(state, unit);
    refreshTurnPrompt(state, context);
    let next = clickFor(state, context, unit);
    const decision = next.decision;
    if (decision && decision.key !== 'action') {
      const cut = openOptions(next, context, decision).find((o) => o.text === 'Cut the Webbed');
      if (cut) next = pressFor(next, context, cut.value);
    }
    const lines = logLines(next).slice(state.log.length);
    expect(lines.filter((l) => l.includes('rolls a rage die'))).toHaveLength(2);
    expect(webbedOn(next, unit)).toBeUndefined();
    expect(next.cards[webbed]?.zone).not.toBe('attached');
    expect(next.turn?.sideActions).toBe(0);
  });
});
