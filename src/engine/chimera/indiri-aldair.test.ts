/**
 * Indiri Aldair (Dragonborn): setup, the ready spell of its class face, the Ultimates I–III
 * (the ready spell's progress part), Loose, every aspect of its deck and its three arrows
 * (aspects.json; the Dragonborn decisions are in cards/dragonborn-scatha/README.md).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../domain/cards';
import { engineContext } from '../standard-context';
import type { EngineContext } from '../context';
import { createGame } from '../index';
import { attackValue, keyword, lifeValue } from '../cardinfo';
import { dealDamage, moveCard } from '../ops';
import type { GameState } from '../state';
import { summonRandomConjuredAspect } from './summon';
import {
  dragonbornTurnWithFace,
  logLines,
  passTurnFor,
  pressFor,
  revealForTest,
  soloCatalogue,
  soloGameSetup,
} from '../testing/chimera';

const INDIRI = 502;

let context: EngineContext;
let catalogue: Record<string, Card>;

beforeAll(async () => {
  catalogue = await soloCatalogue();
  context = engineContext(catalogue);
});

async function firstTurn(): Promise<GameState> {
  const state = createGame(await soloGameSetup('indiri', 1, INDIRI), context);
  return pressFor(pressFor(state, context, 'Done'), context, 'Done');
}

function newLines(before: GameState, after: GameState): string[] {
  return logLines(after).slice(before.log.length);
}

function turnWithFace(state: GameState, face: 'basic' | 'class' | 'power'): GameState {
  return dragonbornTurnWithFace(state, context, face);
}

/** alice's allies put onto her battlefield, left to right. */
function aliceUnit(state: GameState, skip = 0): { uuid: string; name: string } {
  const allies = state.players.p1.deck.filter(
    (u) => catalogue[state.cards[u]!.stub]!.type === 'Ally',
  );
  const uuid = moveCard(state, allies[skip]!, 'battlefield');
  return { uuid, name: catalogue[state.cards[uuid]!.stub]!.name };
}

/** Face-up arrows on the Dragonborn's battlefield. */
function arrows(state: GameState): string[] {
  return state.players.p2.battlefield.filter((u) => state.cards[u]!.stub.endsWith('-arrow'));
}

/** Leaves only this arrow in the conjuration pile and summons it. */
function summonArrow(state: GameState, stub: string): string {
  const pile = state.players.p2.archives;
  state.players.p2.archives = pile.filter((u) => state.cards[u]!.stub === stub).slice(0, 1);
  const arrow = summonRandomConjuredAspect(state, context);
  state.pendingEvents = [];
  return arrow!;
}

describe('Indiri Aldair set up', () => {
  it('four face-down aspects, its ready spell and behaviour, six arrows in its conjuration pile, 30 life', async () => {
    const state = await firstTurn();
    expect(state.chimera!.threatZone).toHaveLength(4);
    expect(state.players.p2.spellboard.map((u) => state.cards[u]!.stub).sort()).toEqual([
      'indiri-ultimate',
      'scatha-behaviour',
    ]);
    expect(state.players.p2.archives).toHaveLength(6);
    expect(lifeValue(state, context, state.players.p2.phoenixborn)).toBe(30);
  });
});

describe('its ready spell and Ultimates', () => {
  it('class face: ready spell I raises 1 basic die; III raises 2', async () => {
    const state = await firstTurn();
    const after = turnWithFace(state, 'class');
    expect(newLines(state, after)).toContain('Indiri Ready Spell: Raise 1 basic dragon die.');
    // alice's early pass raised one, the ready spell another.
    expect(after.chimera!.rage.filter((f) => f === 'power')).toHaveLength(2);

    const three = await firstTurn();
    three.chimera!.phase = 3;
    const raised = turnWithFace(three, 'class');
    expect(newLines(three, raised)).toContain('Indiri Ready Spell: Raise 2 basic dragon dice.');
    expect(raised.chimera!.rage.filter((f) => f === 'power')).toHaveLength(3);
  });

  function ultimateDue(state: GameState, phase: 1 | 2 | 3): void {
    state.chimera!.phase = phase;
    state.chimera!.rage = ['power', 'power', 'power', 'power', 'basic'];
    state.chimera!.redRains = 2;
  }

  it('I: 2 damage to the leftmost unit and 1 arrow; II: 3 damage and 2 arrows; III: 3 arrows', async () => {
    for (const [phase, damage, count] of [
      [1, 2, 1],
      [2, 3, 2],
      [3, 0, 3],
    ] as const) {
      const state = await firstTurn();
      const left = aliceUnit(state, 0);
      const right = aliceUnit(state, 1);
      ultimateDue(state, phase);
      const after = turnWithFace(state, 'class');
      const lines = newLines(state, after);
      expect(lines.some((l) => l.startsWith(`The Ultimate of phase ${phase} fires`))).toBe(true);
      expect(lines.filter((l) => l.startsWith('Indiri Aldair summons '))).toHaveLength(count);
      if (damage > 0) expect(lines).toContain(`${left.name} is dealt ${damage} damage`);
      else expect(lines.some((l) => l.startsWith(`${left.name} is dealt`))).toBe(false);
      expect(after.cards[right.uuid]!.tokens.damage).toBe(0);
    }
  });
});

describe('Loose, its status ability', () => {
  it('spends a status token on the Dragonborn to summon a random arrow; not while exhausted', async () => {
    const state = await firstTurn();
    const dragonborn = state.players.p2.phoenixborn;
    state.cards[dragonborn]!.tokens.status = 1;
    const after = turnWithFace(state, 'class');
    expect(newLines(state, after)).toContain('Indiri Aldair uses Loose');
    expect(after.players.p2.archives).toHaveLength(5);
    // Its token is spent; a Quick Shot the class face revealed gives one back.
    const quickShot = newLines(state, after).includes('Indiri Aldair reveals Quick Shot');
    expect(after.cards[dragonborn]!.tokens.status).toBe(quickShot ? 1 : 0);

    const tired = await firstTurn();
    tired.cards[tired.players.p2.phoenixborn]!.tokens.status = 1;
    tired.cards[tired.players.p2.phoenixborn]!.tokens.exhaustion = 1;
    const rested = turnWithFace(tired, 'class');
    expect(newLines(tired, rested)).not.toContain('Indiri Aldair uses Loose');
    expect(rested.players.p2.archives).toHaveLength(6);
  });

  it('with the conjuration pile empty, nothing is summoned', async () => {
    const state = await firstTurn();
    state.players.p2.archives = [];
    state.cards[state.players.p2.phoenixborn]!.tokens.status = 1;
    const after = turnWithFace(state, 'class');
    expect(newLines(state, after).some((l) => l.includes(' summons '))).toBe(false);
  });
});

describe('the Indiri aspects', () => {
  it('Volley of Arrows: 2 status; each use summons a random arrow', async () => {
    const state = await firstTurn();
    const volley = revealForTest(state, context, 'volley-of-arrows');
    state.pendingEvents = [];
    expect(state.cards[volley]!.tokens.status).toBe(2);
    const after = turnWithFace(state, 'class');
    expect(newLines(state, after)).toContain('Volley of Arrows uses Volley of Arrows');
    expect(after.cards[volley]!.tokens.status).toBe(1);
    expect(after.players.p2.archives).toHaveLength(5);
  });

  it('Quick Shot: revealed, it puts 1 status token on the Dragonborn', async () => {
    const state = await firstTurn();
    revealForTest(state, context, 'quick-shot');
    const after = pressFor(state, context, 'Pass');
    expect(after.cards[after.players.p2.phoenixborn]!.tokens.status).toBe(1);
  });

  it('Fletch: 1 status token on the Dragonborn at the end of the round and when destroyed', async () => {
    const state = await firstTurn();
    const fletch = revealForTest(state, context, 'fletch');
    state.pendingEvents = [];
    dealDamage(state, context, fletch, 5, { by: 'p1', byEffect: true });
    const after = pressFor(state, context, 'Pass');
    expect(after.cards[after.players.p2.phoenixborn]!.tokens.status).toBe(1);

    const round = await firstTurn();
    revealForTest(round, context, 'fletch');
    round.pendingEvents = [];
    round.chimera!.threatZone.splice(0).forEach((u) => {
      round.cards[u]!.zone = 'deck';
      round.players.p2.deck.push(u);
    });
    // alice passes and the Dragonborn, with nothing face down and no attacker, passes: the round ends.
    const ended = passTurnFor(round, context);
    expect(newLines(round, ended)).toContain('Fletch Fletch (end of round)');
    expect(newLines(round, ended)).toContain('End of round 1');
  });

  it('Oppress: after it destroys a unit while attacking, the leftmost unexhausted unit is exhausted', async () => {
    const state = await firstTurn();
    const oppress = revealForTest(state, context, 'oppress');
    state.pendingEvents = [];
    const victim = aliceUnit(state, 0);
    const next = aliceUnit(state, 1);
    state.cards[victim.uuid]!.tokens.damage = lifeValue(state, context, victim.uuid) - 1;
    const after = turnWithFace(state, 'basic');
    const lines = newLines(state, after);
    expect(lines.some((l) => l.endsWith(`with ${catalogue['oppress']!.name}`))).toBe(true);
    expect(after.cards[victim.uuid]?.zone ?? 'gone').not.toBe('battlefield');
    expect(lines).toContain('Oppress');
    expect(after.cards[next.uuid]!.tokens.exhaustion).toBe(1);
    expect(after.cards[oppress]).toBeDefined();
  });

  it('Godshield: Armored 1 prevents 1 of the damage dealt to it', async () => {
    const state = await firstTurn();
    const shield = revealForTest(state, context, 'godshield');
    dealDamage(state, context, shield, 1, { by: 'p1', byEffect: true });
    expect(state.cards[shield]!.tokens.damage).toBe(0);
  });

  it('Lie In Wait: Concealed and Unseen', async () => {
    const state = await firstTurn();
    const lie = revealForTest(state, context, 'lie-in-wait');
    expect(keyword(state, context, lie, 'concealed')).toBe(1);
    expect(keyword(state, context, lie, 'unseen')).toBe(1);
  });

  it('Burning Arrow: +1 attack when it attacks; Ephemeral: destroyed once exhausted after attacking', async () => {
    const state = await firstTurn();
    const arrow = summonArrow(state, 'burning-arrow');
    expect(attackValue(state, context, arrow)).toBe(1);
    const pb = state.players.p1.phoenixborn;
    const after = turnWithFace(state, 'basic');
    expect(newLines(state, after)).toContain('Burning Arrow');
    expect(after.cards[pb]!.tokens.damage).toBe(2);
    expect(arrows(after)).toHaveLength(0);
  });

  it('Whistling Arrow: Ephemeral and Terrifying 1', async () => {
    const state = await firstTurn();
    const arrow = summonArrow(state, 'whistling-arrow');
    expect(keyword(state, context, arrow, 'terrifying')).toBe(1);
    // Ephemeral itself (destroyed once exhausted, as its attack ends): Burning Arrow's test.
    expect(keyword(state, context, arrow, 'ephemeral')).toBe(1);
  });

  it('Entangling Arrow: when it attacks, alice lowers up to 2 non-basic dice', async () => {
    const state = await firstTurn();
    summonArrow(state, 'entangling-arrow');
    const after = turnWithFace(state, 'basic');
    const lines = newLines(state, after);
    expect(lines).toContain('Entangling Arrow');
    expect(lines.filter((l) => l.startsWith('alice lowers a die'))).toHaveLength(2);
  });
});
