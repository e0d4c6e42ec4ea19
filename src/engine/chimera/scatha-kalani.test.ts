/**
 * Scatha Kalani (Dragonborn): setup, the behaviour die's three faces, the ready spell used by
 * the class face, the Ultimates I–III (the ready spell's progress part), Poach, and every
 * aspect of its deck (behaviours.json `scatha-behaviour`, aspects.json).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../domain/cards';
import { engineContext } from '../standard-context';
import type { EngineContext } from '../context';
import { createGame } from '../index';
import { keyword, lifeValue } from '../cardinfo';
import { dealDamage, moveCard } from '../ops';
import { openOptions } from '../decisions';
import type { GameState } from '../state';
import type { ChimeraSetup } from './setup';
import {
  clickFor,
  dragonbornTurnWithFace,
  logLines,
  passTurnFor,
  pressFor,
  revealForTest,
  soloCatalogue,
  soloGameSetup,
} from '../testing/chimera';

const SCATHA = 501;

let context: EngineContext;
let catalogue: Record<string, Card>;

beforeAll(async () => {
  catalogue = await soloCatalogue();
  context = engineContext(catalogue);
});

async function scatha(seed = 'scatha', options?: ChimeraSetup): Promise<GameState> {
  return createGame(await soloGameSetup(seed, 1, SCATHA, options), context);
}

async function firstTurn(): Promise<GameState> {
  return pressFor(pressFor(await scatha(), context, 'Done'), context, 'Done');
}

function newLines(before: GameState, after: GameState): string[] {
  return logLines(after).slice(before.log.length);
}

/** alice's first ally put onto her battlefield; returns its uuid and name. */
function aliceUnit(state: GameState, skip = 0): { uuid: string; name: string } {
  const allies = state.players.p1.deck.filter(
    (u) => catalogue[state.cards[u]!.stub]!.type === 'Ally',
  );
  const uuid = moveCard(state, allies[skip]!, 'battlefield');
  return { uuid, name: catalogue[state.cards[uuid]!.stub]!.name };
}

function turnWithFace(
  state: GameState,
  face: 'basic' | 'class' | 'power',
  run = passTurnFor,
): GameState {
  return dragonbornTurnWithFace(state, context, face, run);
}

/** alice passes and ends her turn; the Chimera's turn runs up to its first prompt to alice. */
function untilPrompt(state: GameState): GameState {
  return pressFor(pressFor(state, context, 'Pass'), context, 'End Turn');
}

function buttons(state: GameState): string[] {
  return openOptions(state, context, state.decision!).map((o) => o.text ?? '');
}

describe('Scatha Kalani set up', () => {
  it('standard stage 1: four face-down aspects of blood 1,2,1,2, its ready spell and behaviour, 30 life', async () => {
    const state = await scatha();
    const chimera = state.chimera!;
    expect(chimera.threatZone.map((u) => catalogue[state.cards[u]!.stub]!.blood)).toEqual([
      1, 2, 1, 2,
    ]);
    expect(state.players.p2.spellboard.map((u) => state.cards[u]!.stub).sort()).toEqual([
      'scatha-behaviour',
      'scatha-ultimate',
    ]);
    expect(lifeValue(state, context, state.players.p2.phoenixborn)).toBe(30);
  });

  it('heroic stage 3: seven face-down aspects and 35 life', async () => {
    const state = await scatha('scatha-h3', { difficulty: 'heroic', stage: 3 });
    expect(state.chimera!.threatZone).toHaveLength(7);
    expect(lifeValue(state, context, state.players.p2.phoenixborn)).toBe(35);
  });
});

describe('the behaviour die', () => {
  it('basic: attacks with its leftmost aspect able to attack', async () => {
    const state = await firstTurn();
    revealForTest(state, context, 'dragon-rage');
    state.pendingEvents = [];
    const faceDown = state.chimera!.threatZone.length;
    const after = turnWithFace(state, 'basic');
    const lines = newLines(state, after);
    expect(lines.some((l) => l.endsWith('with Dragon Rage'))).toBe(true);
    expect(after.chimera!.threatZone).toHaveLength(faceDown);
  });

  it('basic with no aspect able to attack: reveals instead', async () => {
    const state = await firstTurn();
    const after = turnWithFace(state, 'basic');
    expect(after.chimera!.threatZone).toHaveLength(3);
  });

  it('power: raises a basic die, reveals, then attacks with the revealed aspect', async () => {
    const state = await firstTurn();
    const after = turnWithFace(state, 'power');
    expect(after.chimera!.threatZone).toHaveLength(3);
    // alice's early pass raised one, the power face another.
    expect(after.chimera!.rage.filter((f) => f === 'power')).toHaveLength(2);
    const lines = newLines(state, after);
    const revealed = lines.find((l) => l.startsWith('Scatha Kalani reveals '))!.slice(22);
    const attacked = lines.some((l) => l.endsWith(`with ${revealed}`));
    // Aegis Feathers has no claw or jaw: it never attacks; any other revealed aspect does.
    expect(attacked).toBe(revealed !== 'Aegis Feathers');
  });

  it('class: reveals and uses ready spell I (alice lowers a non-basic die); an exhausted spell is readied instead', async () => {
    const state = await firstTurn();
    const after = turnWithFace(state, 'class');
    const lines = newLines(state, after);
    expect(lines).toContain(
      'Scatha Ready Spell: The opposing player lowers 1 non-basic die one level.',
    );
    expect(lines.some((l) => l.startsWith('alice lowers a die'))).toBe(true);
    const spell = after.players.p2.spellboard.find(
      (u) => after.cards[u]!.stub === 'scatha-ultimate',
    )!;
    expect(after.cards[spell]!.tokens.exhaustion).toBe(1);
    expect(after.chimera!.threatZone).toHaveLength(3);

    const readied = structuredClone(state);
    const spellAgain = readied.players.p2.spellboard.find(
      (u) => readied.cards[u]!.stub === 'scatha-ultimate',
    )!;
    readied.cards[spellAgain]!.tokens.exhaustion = 1;
    const second = turnWithFace(readied, 'class');
    expect(newLines(readied, second)).toContain('Scatha Ready Spell is readied');
    expect(second.cards[spellAgain]!.tokens.exhaustion).toBe(0);
  });
});

describe('the ready spell II and III (class face)', () => {
  async function readySpellPrompt(phase: 2 | 3): Promise<GameState> {
    const state = await firstTurn();
    state.chimera!.phase = phase;
    return turnWithFace(state, 'class', (s) => untilPrompt(s));
  }

  it('II: alice chooses her rightmost unit or her Phoenixborn to take 1 damage', async () => {
    const prompt = await readySpellPrompt(2);
    // No unit: only the Phoenixborn is offered.
    expect(prompt.decision!.title).toContain('Scatha Ready Spell');
    expect(buttons(prompt)).toEqual(['Your Phoenixborn']);

    const state = await firstTurn();
    state.chimera!.phase = 2;
    aliceUnit(state, 0);
    const right = aliceUnit(state, 1);
    const withUnits = turnWithFace(state, 'class', (s) => untilPrompt(s));
    expect(buttons(withUnits)).toEqual(['Your Phoenixborn', 'Your rightmost unit']);
    const unit = pressFor(withUnits, context, 'Your rightmost unit');
    expect(unit.cards[right.uuid]!.tokens.damage).toBe(1);
    const pb = pressFor(withUnits, context, 'Your Phoenixborn');
    expect(pb.cards[pb.players.p1.phoenixborn]!.tokens.damage).toBe(1);
    expect(pb.cards[right.uuid]!.tokens.damage).toBe(0);
  });

  it('III: alice discards a card of her hand, her draw pile top card, or takes 1 damage', async () => {
    const prompt = await readySpellPrompt(3);
    expect(buttons(prompt)).toEqual([
      'Discard a card from your hand',
      'Discard the top card of your draw pile',
      'Take 1 damage on your Phoenixborn',
    ]);
    const damaged = pressFor(prompt, context, 'Take 1 damage on your Phoenixborn');
    expect(damaged.cards[damaged.players.p1.phoenixborn]!.tokens.damage).toBe(1);

    const milled = pressFor(prompt, context, 'Discard the top card of your draw pile');
    expect(milled.players.p1.deck).toHaveLength(prompt.players.p1.deck.length - 1);
    expect(milled.players.p1.discard).toHaveLength(prompt.players.p1.discard.length + 1);

    const fromHand = pressFor(prompt, context, 'Discard a card from your hand');
    expect(fromHand.decision!.title).toContain('choose a card of your hand to discard');
    const card = fromHand.players.p1.hand[0]!;
    const name = catalogue[fromHand.cards[card]!.stub]!.name;
    const result = clickFor(fromHand, context, card);
    expect(result.players.p1.hand).not.toContain(card);
    expect(result.players.p1.discard).toHaveLength(fromHand.players.p1.discard.length + 1);
    expect(newLines(fromHand, result)).toContain(`alice discards ${name}`);
  });
});

describe('the Ultimates (the ready spell progress)', () => {
  /** A pool one die short of all power and two Red Rains: alice's early pass fires the Ultimate. */
  function ultimateDue(state: GameState, phase: 1 | 2 | 3): void {
    state.chimera!.phase = phase;
    state.chimera!.rage = ['power', 'power', 'power', 'power', 'basic'];
    state.chimera!.redRains = 2;
  }

  it('I: 1 damage to each opposing unit, not the Phoenixborn; phase II', async () => {
    const state = await firstTurn();
    const a = aliceUnit(state, 0);
    const b = aliceUnit(state, 1);
    ultimateDue(state, 1);
    const after = turnWithFace(state, 'basic');
    expect(newLines(state, after).some((l) => l.startsWith('The Ultimate of phase 1 fires'))).toBe(
      true,
    );
    expect(after.cards[a.uuid]!.tokens.damage).toBe(1);
    expect(after.cards[b.uuid]!.tokens.damage).toBe(1);
    expect(after.cards[after.players.p1.phoenixborn]!.tokens.damage).toBe(0);
    expect(after.chimera!.phase).toBe(2);
  });

  it('II: 3 damage to the leftmost unit; III: 3 damage to the leftmost unit and a face-down aspect', async () => {
    for (const phase of [2, 3] as const) {
      const state = await firstTurn();
      const left = aliceUnit(state, 0);
      const right = aliceUnit(state, 1);
      ultimateDue(state, phase);
      const after = turnWithFace(state, 'basic');
      expect(newLines(state, after)).toContain(`${left.name} is dealt 3 damage`);
      expect(after.cards[right.uuid]!.tokens.damage).toBe(0);
      if (phase === 3)
        expect(newLines(state, after)).toContain('A face-down aspect is added to Scatha Kalani');
    }
  });
});

describe('Poach, its status ability', () => {
  it('spends a status token on the Dragonborn: 1 damage to the leftmost unit, else the Phoenixborn', async () => {
    const state = await firstTurn();
    const dragonborn = state.players.p2.phoenixborn;
    state.cards[dragonborn]!.tokens.status = 2;
    const left = aliceUnit(state, 0);
    const after = turnWithFace(state, 'class');
    expect(newLines(state, after)).toContain('Scatha Kalani uses Poach');
    expect(after.cards[left.uuid]!.tokens.damage).toBe(1);
    expect(after.cards[dragonborn]!.tokens.status).toBe(1);

    const alone = await firstTurn();
    alone.cards[alone.players.p2.phoenixborn]!.tokens.status = 1;
    const hit = turnWithFace(alone, 'class');
    expect(hit.cards[hit.players.p1.phoenixborn]!.tokens.damage).toBe(1);
  });

  it('is not used while the Dragonborn is exhausted', async () => {
    const state = await firstTurn();
    const dragonborn = state.players.p2.phoenixborn;
    state.cards[dragonborn]!.tokens.status = 1;
    state.cards[dragonborn]!.tokens.exhaustion = 1;
    const after = turnWithFace(state, 'class');
    expect(newLines(state, after)).not.toContain('Scatha Kalani uses Poach');
    expect(after.cards[dragonborn]!.tokens.status).toBe(1);
  });
});

describe('the Scatha aspects', () => {
  it('Sear: 2 status; each use deals 1 damage to the opposing Phoenixborn', async () => {
    const state = await firstTurn();
    const sear = revealForTest(state, context, 'sear');
    state.pendingEvents = [];
    expect(state.cards[sear]!.tokens.status).toBe(2);
    const after = turnWithFace(state, 'class');
    expect(newLines(state, after)).toContain('Sear uses Sear');
    expect(after.cards[sear]!.tokens.status).toBe(1);
    expect(after.cards[after.players.p1.phoenixborn]!.tokens.damage).toBe(1);
  });

  it('Radiant Flash: alice turns one of her power dice to basic; with none, the Dragonborn gains a status token', async () => {
    const state = await firstTurn();
    const power = state.players.p1.dice.find((d) => state.dice[d]!.level === 'power');
    for (const d of state.players.p1.dice) if (d !== power) state.dice[d]!.level = 'basic';
    revealForTest(state, context, 'radiant-flash');
    const prompt = pressFor(state, context, 'Pass');
    expect(prompt.decision!.title).toContain('Radiant Flash');
    const turned = clickFor(prompt, context, power!);
    expect(turned.dice[power!]!.level).toBe('basic');
    expect(turned.cards[turned.players.p2.phoenixborn]!.tokens.status).toBe(0);

    const none = await firstTurn();
    for (const d of none.players.p1.dice) none.dice[d]!.level = 'basic';
    revealForTest(none, context, 'radiant-flash');
    const after = pressFor(none, context, 'Pass');
    expect(after.cards[after.players.p2.phoenixborn]!.tokens.status).toBe(1);
  });

  it('Aegis Feathers: destroyed, it removes 1 exhaustion token from the leftmost other aspect', async () => {
    const state = await firstTurn();
    const rage = revealForTest(state, context, 'dragon-rage');
    const aegis = revealForTest(state, context, 'aegis-feathers');
    state.pendingEvents = [];
    state.cards[rage]!.tokens.exhaustion = 1;
    const leftmost = state.players.p2.battlefield[0]!;
    expect(leftmost).toBe(rage);
    dealDamage(state, context, aegis, 5, { by: 'p1', byEffect: true });
    const after = pressFor(state, context, 'Pass');
    expect(after.cards[rage]!.tokens.exhaustion).toBe(0);
  });

  it('Dragon Rage: when it attacks, 1 status token on the Dragonborn', async () => {
    const state = await firstTurn();
    revealForTest(state, context, 'dragon-rage');
    state.pendingEvents = [];
    const after = turnWithFace(state, 'basic');
    expect(newLines(state, after).some((l) => l.endsWith('with Dragon Rage'))).toBe(true);
    // Poach resolves before the attack: the token is still there.
    expect(after.cards[after.players.p2.phoenixborn]!.tokens.status).toBe(1);
  });

  it('Birdhunter has Overkill 1 and Rapid Flight Quick Strike', async () => {
    const state = await firstTurn();
    const bird = revealForTest(state, context, 'birdhunter');
    const rapid = revealForTest(state, context, 'rapid-flight');
    expect(keyword(state, context, bird, 'overkill')).toBe(1);
    expect(keyword(state, context, rapid, 'quickStrike')).toBe(1);
  });
});
