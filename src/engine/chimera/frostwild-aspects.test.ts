/**
 * The Frostwild Scourge's Storm aspects and its conjured alterations (aspects.json): Storm
 * Bolt, Shockwave, Bonechill Wind, Galeforce, Avalanche, Frost Bulwark, Stun and Vigor.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../domain/cards';
import { engineContext } from '../standard-context';
import type { EngineContext } from '../context';
import { createGame } from '../index';
import { attackValue, isExhausted as exhausted, lifeValue } from '../cardinfo';
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
  soloCatalogue,
  soloGameSetup,
} from '../testing/chimera';

const STORM = 803;

let context: EngineContext;
let catalogue: Record<string, Card>;

beforeAll(async () => {
  catalogue = await soloCatalogue();
  context = engineContext(catalogue);
});

async function firstTurn(): Promise<GameState> {
  const state = createGame(await soloGameSetup('frostwild-aspects', 1, STORM), context);
  return pressFor(pressFor(state, context, 'Done'), context, 'Done');
}

/** Allies of alice's deck (attack 2 or more) put onto her battlefield, left to right. */
function aliceUnits(state: GameState, count: number, attack = (a: number) => a >= 2): string[] {
  const allies = state.players.p1.deck.filter((u) => {
    const card = catalogue[state.cards[u]!.stub]!;
    return card.type === 'Ally' && attack(Number(card.attack ?? 0));
  });
  return allies.slice(0, count).map((u) => moveCard(state, u, 'battlefield'));
}

/** Nothing face down and only this aspect face up: the Chimera attacks with it on its turn. */
function onlyAspect(state: GameState, stub: string): string {
  noFaceDownAspects(state);
  const aspect = revealForTest(state, context, stub);
  state.pendingEvents = [];
  return aspect;
}

function stubsOn(state: GameState, card: string): string[] {
  return state.cards[card]!.upgrades.map((u) => state.cards[u]!.stub);
}

function stunned(state: GameState, card: string): boolean {
  return stubsOn(state, card).includes('stun');
}

function newLines(before: GameState, after: GameState): string[] {
  return logLines(after).slice(before.log.length);
}

/** A Stun from the Chimera's pile attached to this card (its attaching resolves on the next command). */
function stunFor(state: GameState, host: string): void {
  const pile = state.players.p2.archives;
  const stun = pile.find((u) => state.cards[u]!.stub === 'stun')!;
  pile.splice(pile.indexOf(stun), 1);
  const card = state.cards[stun]!;
  card.zone = 'attached';
  card.host = host;
  card.controller = 'p2';
  state.cards[host]!.upgrades.push(stun);
  state.pendingEvents.push({
    kind: 'alterationAttached',
    card: stun,
    stub: 'stun',
    controller: 'p2',
    host,
  });
}

describe('Storm Bolt', () => {
  it("revealed, it attaches a Stun to the opponent's rightmost unexhausted unit", async () => {
    const state = await firstTurn();
    const [left, right] = aliceUnits(state, 2);
    state.cards[right!]!.tokens.exhaustion = 1;
    revealForTest(state, context, 'storm-bolt');
    const after = passTurnFor(state, context);
    expect(stunned(after, left!)).toBe(true);
    expect(stunned(after, right!)).toBe(false);
    expect(exhausted(after, left!)).toBe(true);
  });

  it('with no unexhausted unit, it deals 1 damage to the opposing Phoenixborn instead', async () => {
    const state = await firstTurn();
    const pb = state.players.p1.phoenixborn;
    noFaceDownAspects(state);
    revealForTest(state, context, 'storm-bolt');
    const after = answerUntilAliceTurn(pressFor(state, context, 'Pass'), context);
    expect(newLines(state, after)).toContain('Coal Roarkwin is dealt 1 damage');
    expect(after.cards[pb]!.upgrades).toEqual([]);
  });
});

describe('Shockwave', () => {
  it("when it attacks, Stuns go on the opponent's leftmost and rightmost unexhausted units", async () => {
    const state = await firstTurn();
    const [left, middle, right] = aliceUnits(state, 3);
    onlyAspect(state, 'shockwave');
    const after = passTurnFor(state, context);
    expect(
      newLines(state, after).some((l) =>
        l.startsWith('Chimera attacks Coal Roarkwin with Shockwave'),
      ),
    ).toBe(true);
    expect(stunned(after, left!)).toBe(true);
    expect(stunned(after, right!)).toBe(true);
    expect(stunned(after, middle!)).toBe(false);
  });

  it('with one unexhausted unit, that unit gets one Stun', async () => {
    const state = await firstTurn();
    const [unit] = aliceUnits(state, 1);
    onlyAspect(state, 'shockwave');
    const after = passTurnFor(state, context);
    expect(stubsOn(after, unit!)).toEqual(['stun']);
  });
});

describe('Bonechill Wind', () => {
  it('status: 1 damage to each exhausted opposing unit and to the exhausted Phoenixborn', async () => {
    const state = await firstTurn();
    const [tired, fresh] = aliceUnits(state, 2);
    state.cards[tired!]!.tokens.exhaustion = 1;
    const pb = state.players.p1.phoenixborn;
    state.cards[pb]!.tokens.exhaustion = 1;
    const wind = onlyAspect(state, 'bonechill-wind');
    expect(state.cards[wind]!.tokens.status).toBe(2);
    const after = passTurnFor(state, context);
    expect(newLines(state, after)).toContain('Bonechill Wind uses Bonechill Wind');
    expect(after.cards[tired!]!.tokens.damage).toBeGreaterThanOrEqual(1);
    expect(after.cards[wind]!.tokens.status).toBe(1);
    // The fresh unit is not exhausted when the status resolves: only the attack may reach it.
    expect(after.cards[fresh!]!.tokens.damage).toBe(0);
    expect(after.cards[pb]!.tokens.damage).toBeGreaterThanOrEqual(1);
  });
});

describe('Galeforce', () => {
  it('status: alice lowers 1 of her dice one level, her choice', async () => {
    const state = await firstTurn();
    const galeforce = onlyAspect(state, 'galeforce');
    expect(state.cards[galeforce]!.tokens.status).toBe(3);
    let next = pressFor(pressFor(state, context, 'Pass'), context, 'End Turn');
    expect(next.decision?.title).toBe('Galeforce: lower 1 of your dice one level');
    expect(next.decision?.player).toBe('p1');
    const die = openOptions(next, context, next.decision!)[0]!.value;
    const level = next.dice[die]!.level;
    next = clickFor(next, context, die);
    const after = answerUntilAliceTurn(next, context);
    expect(after.dice[die]!.level).not.toBe(level);
    expect(after.cards[galeforce]!.tokens.status).toBe(2);
  });
});

describe('Avalanche', () => {
  it('after it destroys a blocking unit, alice exhausts 1 of her active dice', async () => {
    const state = await firstTurn();
    // Attack under 3: Avalanche (life 3) survives its counter and its text resolves.
    const [unit] = aliceUnits(state, 1, (a) => a < 3);
    state.cards[unit!]!.tokens.damage = lifeValue(state, context, unit!) - 1;
    onlyAspect(state, 'avalanche');
    let next = pressFor(pressFor(state, context, 'Pass'), context, 'End Turn');
    // Avalanche aims at the jaw: alice's Phoenixborn; she blocks with her unit.
    expect(next.decision?.title).toBe('PB ATTACK!');
    next = clickFor(pressFor(next, context, 'ok'), context, unit!);
    for (
      let i = 0;
      i < 10 && next.decision?.title !== 'Avalanche: choose 1 of your active dice to exhaust';
      i++
    ) {
      next = pressFor(
        next,
        context,
        openOptions(next, context, next.decision!).find((o) => o.kind === 'button')!.value,
      );
    }
    expect(next.decision?.player).toBe('p1');
    const die = openOptions(next, context, next.decision!)[0]!.value;
    const after = answerUntilAliceTurn(clickFor(next, context, die), context);
    expect(after.players.p1.discard).toContain(unit);
    expect(after.dice[die]!.location).toBe('exhausted');
  });
});

describe('Frost Bulwark', () => {
  it('Armored 1: damage dealt to it is reduced by 1', async () => {
    const state = await firstTurn();
    const bulwark = revealForTest(state, context, 'frost-bulwark');
    dealDamage(state, context, bulwark, 2, { by: 'p1', byEffect: true });
    expect(state.cards[bulwark]!.tokens.damage).toBe(1);
  });

  it('Defender: it blocks an attack on the Chimera', async () => {
    const state = await firstTurn();
    const [attacker] = aliceUnits(state, 1);
    const bulwark = onlyAspect(state, 'frost-bulwark');
    refreshTurnPrompt(state, context);
    let next = pressFor(state, context, 'Attack Phoenixborn');
    next = clickFor(next, context, attacker!);
    for (let i = 0; i < 10 && next.decision?.key !== 'action'; i++) {
      const option = openOptions(next, context, next.decision!).find((o) => o.kind === 'button');
      next = option ? pressFor(next, context, option.value) : next;
    }
    const lines = newLines(state, next);
    const name = catalogue[state.cards[attacker!]!.stub]!.name;
    expect(lines).toContain(`Frost Bulwark blocks ${name}`);
    expect(lines.some((l) => l.startsWith('The Frostwild Scourge is dealt'))).toBe(false);
    expect(state.cards[bulwark]!.stub).toBe('frost-bulwark');
  });
});

describe('Stun', () => {
  it('its host is considered exhausted; a second Stun is never attached to the same card', async () => {
    const state = await firstTurn();
    const [left] = aliceUnits(state, 1);
    noFaceDownAspects(state);
    revealForTest(state, context, 'storm-bolt');
    state.pendingEvents = [];
    stunFor(state, left!);
    revealForTest(state, context, 'shockwave');
    const after = answerUntilAliceTurn(pressFor(state, context, 'Pass'), context);
    expect(stubsOn(after, left!)).toEqual(['stun']);
    expect(after.cards[left!]!.tokens.exhaustion).toBe(0);
    expect(exhausted(after, left!)).toBe(true);
  });

  it('side action and 1 die lowered: alice discards the Stun and her unit is no longer exhausted', async () => {
    const state = await firstTurn();
    const [unit] = aliceUnits(state, 1);
    stunFor(state, unit!);
    const next = answerUntilAliceTurn(pressFor(state, context, 'Pass'), context);
    expect(exhausted(next, unit!)).toBe(true);
    // alice's second turn prompt offers the host's granted ability.
    const before = structuredClone(next);
    expect(openOptions(next, context, next.decision!).map((o) => o.value)).toContain(unit);
    // Its only ability: clicking the unit uses it.
    let after = clickFor(next, context, unit!);
    expect(after.turn?.sideActions).toBe(0);
    expect(after.decision?.title).toBe('Stun: lower 1 of your dice one level to discard this Stun');
    const die = openOptions(after, context, after.decision!)[0]!.value;
    const level = after.dice[die]!.level;
    after = clickFor(after, context, die);
    expect(after.dice[die]!.level).not.toBe(level);
    expect(stunned(after, unit!)).toBe(false);
    expect(exhausted(after, unit!)).toBe(false);
    expect(after.players.p2.archives.filter((u) => after.cards[u]!.stub === 'stun').length).toBe(
      before.players.p2.archives.filter((u) => before.cards[u]!.stub === 'stun').length + 1,
    );
  });

  it('with no die above basic, the Stun cannot be shaken off', async () => {
    const state = await firstTurn();
    const [unit] = aliceUnits(state, 1);
    stunFor(state, unit!);
    const next = answerUntilAliceTurn(pressFor(state, context, 'Pass'), context);
    for (const d of next.players.p1.dice) next.dice[d]!.level = 'basic';
    refreshTurnPrompt(next, context);
    // Stunned, it cannot attack, and its only ability is not offered: the unit is not clickable.
    expect(openOptions(next, context, next.decision!).map((o) => o.value)).not.toContain(unit);
  });
});

describe('Vigor', () => {
  it('its host aspect has +1 attack; when the host is destroyed a basic rage die is re-rolled', async () => {
    const state = await firstTurn();
    const aspect = onlyAspect(state, 'storm-bolt');
    const printed = attackValue(state, context, aspect);
    const pile = state.players.p2.archives;
    const vigor = pile.find((u) => state.cards[u]!.stub === 'vigor')!;
    pile.splice(pile.indexOf(vigor), 1);
    state.cards[vigor]!.zone = 'attached';
    state.cards[vigor]!.host = aspect;
    state.cards[vigor]!.controller = 'p2';
    state.cards[aspect]!.upgrades.push(vigor);
    expect(attackValue(state, context, aspect)).toBe(printed + 1);
    dealDamage(state, context, aspect, 5, { by: 'p1', byEffect: true });
    const after = answerUntilAliceTurn(pressFor(state, context, 'Pass'), context);
    expect(newLines(state, after).some((l) => l.includes('rolls a rage die'))).toBe(true);
  });
});
