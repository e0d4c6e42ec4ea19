/**
 * The Blight of Neverset's Bloom aspects and its Scarlet Seed (aspects.json; the card texts
 * as the scripts' doc comments give them).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../domain/cards';
import { engineContext } from '../standard-context';
import type { EngineContext } from '../context';
import { createGame } from '../index';
import { moveCard } from '../ops';
import { openOptions } from '../decisions';
import type { GameState } from '../state';
import {
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

const BLOOM = 805;

let context: EngineContext;
let catalogue: Record<string, Card>;

beforeAll(async () => {
  catalogue = await soloCatalogue();
  context = engineContext(catalogue);
});

async function firstTurn(): Promise<GameState> {
  const state = createGame(await soloGameSetup('neverset-aspects', 1, BLOOM), context);
  return pressFor(pressFor(state, context, 'Done'), context, 'Done');
}

function newLines(before: GameState, after: GameState): string[] {
  return logLines(after).slice(before.log.length);
}

/** An ally of alice's deck with 2 life or more (and this attack value, if given) put onto her battlefield. */
function aliceUnit(state: GameState, attack?: number): string {
  const unit = state.players.p1.deck.find((u) => {
    const card = catalogue[state.cards[u]!.stub]!;
    if (card.type !== 'Ally' || Number(card.life) < 2) return false;
    return attack === undefined || Number(card.attack) === attack;
  });
  return moveCard(state, unit!, 'battlefield');
}

/** Reveals these aspects with nothing else face down; their reveal abilities are dropped. */
function faceUp(state: GameState, stubs: string[]): string[] {
  noFaceDownAspects(state);
  const revealed = stubs.map((stub) => revealForTest(state, context, stub));
  state.pendingEvents = [];
  return revealed;
}

function seedOut(state: GameState): string {
  const seed = state.players.p2.archives.find((u) => state.cards[u]!.stub === 'scarlet-seed')!;
  return moveCard(state, seed, 'battlefield');
}

const SEED_PLACED = 'The Blight of Neverset summons Scarlet Seed';

describe('The Blight of Neverset: Bloom aspects', () => {
  it('Proliferate: revealed, it summons the Scarlet Seed with 3 status tokens', async () => {
    const state = await firstTurn();
    revealForTest(state, context, 'proliferate');
    const after = passTurnFor(state, context);
    expect(newLines(state, after)).toContain(SEED_PLACED);
    const seed = after.players.p2.battlefield.find((u) => after.cards[u]!.stub === 'scarlet-seed');
    expect(after.cards[seed!]!.tokens.status).toBeGreaterThanOrEqual(2);
  });

  it('Proliferate: with the Seed already out, 1 Red Rains token instead', async () => {
    const state = await firstTurn();
    seedOut(state);
    revealForTest(state, context, 'proliferate');
    const after = passTurnFor(state, context);
    const lines = newLines(state, after);
    const fired = lines.indexOf('Proliferate');
    expect(lines[fired + 1]).toBe('Red Rains token placed (1 of 3)');
  });

  it('Proliferate is a Defender: it blocks an attack on the Chimera', async () => {
    let state = await firstTurn();
    const attacker = aliceUnit(state);
    faceUp(state, ['proliferate']);
    refreshTurnPrompt(state, context);
    state = clickFor(pressFor(state, context, 'Attack Phoenixborn'), context, attacker);
    const after = settleAttack(pressFor(state, context, 'Done'), context);
    const name = catalogue[state.cards[attacker]!.stub]!.name;
    expect(logLines(after)).toContain(`Proliferate blocks ${name}`);
  });

  it('Sowing Strike: when it attacks, it summons the Scarlet Seed', async () => {
    const state = await firstTurn();
    faceUp(state, ['sowing-strike']);
    const after = passTurnFor(state, context);
    const lines = newLines(state, after);
    const attack = lines.findIndex((l) => /^Chimera attacks .* with Sowing Strike/.test(l));
    expect(attack).toBeGreaterThanOrEqual(0);
    expect(lines.slice(attack)).toContain(SEED_PLACED);
  });

  it('Sowing Strike: with the Seed already out, 1 Red Rains token instead', async () => {
    const state = await firstTurn();
    faceUp(state, ['sowing-strike']);
    seedOut(state);
    const after = passTurnFor(state, context);
    expect(after.chimera!.redRains).toBe(1);
  });

  it('Scarlet Seed: its last status token discards it and puts 1 Red Rains token on the Chimera', async () => {
    const state = await firstTurn();
    faceUp(state, []);
    const seed = seedOut(state);
    state.cards[seed]!.tokens.status = 1;
    const after = passTurnFor(state, context);
    const lines = newLines(state, after);
    const used = lines.indexOf('Scarlet Seed uses Scarlet Seed');
    expect(lines.slice(used + 1, used + 3)).toEqual([
      'Scarlet Seed is discarded',
      'Red Rains token placed (1 of 3)',
    ]);
  });

  it('Scarlet Seed: a token spent with more left keeps it in play, no Red Rains', async () => {
    const state = await firstTurn();
    faceUp(state, []);
    const seed = seedOut(state);
    state.cards[seed]!.tokens.status = 3;
    const after = passTurnFor(state, context);
    const lines = newLines(state, after);
    // The Chimera's turn: the Seed spends a token, then (nothing face down, nothing able to attack) it passes.
    const turn = lines.slice(0, lines.indexOf('The Blight of Neverset passes'));
    expect(turn).toContain('Scarlet Seed uses Scarlet Seed');
    expect(turn).not.toContain('Scarlet Seed is discarded');
    expect(turn.some((l) => l.startsWith('Red Rains token placed'))).toBe(false);
  });

  it('Photosynthesize: its status ability raises 1 basic rage die', async () => {
    const state = await firstTurn();
    const [photo] = faceUp(state, ['photosynthesize']);
    const after = passTurnFor(state, context);
    const lines = newLines(state, after);
    const used = lines.indexOf('Photosynthesize uses Photosynthesize');
    expect(lines[used + 1]).toMatch(/raises 1 basic rage die/);
    expect(after.cards[photo!]!.tokens.status).toBe(2);
  });

  it('Allure: alice draws 1 card, then discards the top card of her draw pile', async () => {
    const state = await firstTurn();
    faceUp(state, ['allure']);
    const hand = state.players.p1.hand.length;
    const deck = state.players.p1.deck.length;
    const discard = state.players.p1.discard.length;
    const after = passTurnFor(state, context);
    expect(newLines(state, after)).toContain('alice draws 1 card(s)');
    expect(after.players.p1.hand).toHaveLength(hand + 1);
    expect(after.players.p1.deck).toHaveLength(deck - 2);
    expect(after.players.p1.discard).toHaveLength(discard + 1);
  });

  it('Ballistic Seeds: a status token spent has alice wound her Phoenixborn, if she chooses it', async () => {
    const state = await firstTurn();
    aliceUnit(state);
    faceUp(state, ['ballistic-seeds', 'photosynthesize']);
    const asked = pressFor(pressFor(state, context, 'Pass'), context, 'End Turn');
    expect(asked.decision?.title).toBe('Ballistic Seeds: put 1 wound token on');
    expect(asked.decision?.player).toBe('p1');
    const pb = asked.players.p1.phoenixborn;
    const after = pressFor(asked, context, 'phoenixborn');
    expect(after.cards[pb]!.tokens.damage).toBe(1);
  });

  it('Ballistic Seeds: or her rightmost unit', async () => {
    const state = await firstTurn();
    const left = aliceUnit(state);
    const right = aliceUnit(state);
    faceUp(state, ['ballistic-seeds', 'photosynthesize']);
    const asked = pressFor(pressFor(state, context, 'Pass'), context, 'End Turn');
    const after = pressFor(asked, context, 'rightmostUnit');
    expect(after.cards[right]!.tokens.damage).toBe(1);
    expect(after.cards[left]!.tokens.damage).toBe(0);
    expect(after.cards[after.players.p1.phoenixborn]!.tokens.damage).toBe(0);
  });

  it('Ballistic Seeds: with no unit, only her Phoenixborn is offered', async () => {
    const state = await firstTurn();
    faceUp(state, ['ballistic-seeds', 'photosynthesize']);
    const asked = pressFor(pressFor(state, context, 'Pass'), context, 'End Turn');
    const options = openOptions(asked, context, asked.decision!).map((o) => o.value);
    expect(options).toEqual(['phoenixborn']);
  });

  it('Ballistic Seeds: no status token spent, no wound', async () => {
    const state = await firstTurn();
    faceUp(state, ['ballistic-seeds']);
    const after = passTurnFor(state, context);
    expect(newLines(state, after).some((l) => l.includes('Ballistic Seeds'))).toBe(false);
  });

  it('Soothing Scent: a Defender, and Tame 1 lowers the attack of the unit in battle with it', async () => {
    let state = await firstTurn();
    const attacker = aliceUnit(state, 2);
    const [scent] = faceUp(state, ['soothing-scent']);
    refreshTurnPrompt(state, context);
    state = clickFor(pressFor(state, context, 'Attack Phoenixborn'), context, attacker);
    const after = settleAttack(pressFor(state, context, 'Done'), context);
    const name = catalogue[state.cards[attacker]!.stub]!.name;
    expect(logLines(after)).toContain(`Soothing Scent blocks ${name}`);
    // Attack 2, tamed to 1: Soothing Scent (life 2) takes 1 and survives.
    expect(after.cards[scent!]!.tokens.damage).toBe(1);
  });
});
