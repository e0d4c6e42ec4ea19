import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../domain/cards';
import { engineContext } from '../standard-context';
import type { EngineContext } from '../context';
import { createGame, viewFor } from '../index';
import { lifeValue } from '../cardinfo';
import type { GameState } from '../state';
import { standardCards } from '../cards';
import { CardRegistry } from '../cards/registry';
import { logLines, passTurnFor, pressFor, soloCatalogue, soloGameSetup } from '../testing/chimera';
import { revealAspect } from './cards';
import type { ChimeraSetup } from './setup';

let context: EngineContext;
let catalogue: Record<string, Card>;

beforeAll(async () => {
  catalogue = await soloCatalogue();
  context = engineContext(catalogue);
});

async function viros(seed = 'viros', options: ChimeraSetup = { difficulty: 'standard', stage: 1 }) {
  return createGame(await soloGameSetup(seed, 1, 801, options), context);
}

function press(state: GameState, text: string): GameState {
  return pressFor(state, context, text);
}

/** Passes alice's turn; she answers the Chimera's prompts (lowering dice: her first ones). */
function passTurn(state: GameState): GameState {
  return passTurnFor(state, context);
}

/** First five and the first discard done: alice's first turn prompt is open. */
async function toFirstTurn(seed = 'viros'): Promise<GameState> {
  return press(press(await viros(seed), 'Done'), 'Done');
}

function logText(state: GameState): string[] {
  return logLines(state);
}

describe('the Chimera set up (Viros)', () => {
  it('standard stage 1: four face-down aspects of blood 1,2,2,2, five basic rage dice, phase I', async () => {
    const state = await viros();
    const chimera = state.chimera!;
    expect(chimera.threat).toBe(4);
    expect(chimera.threatZone.map((u) => catalogue[state.cards[u]!.stub]!.blood)).toEqual([
      1, 2, 2, 2,
    ]);
    expect(chimera.rage).toEqual(['basic', 'basic', 'basic', 'basic', 'basic']);
    expect(chimera.phase).toBe(1);
    expect(state.players.p2.spellboard.map((u) => state.cards[u]!.stub).sort()).toEqual([
      'viros-behaviour',
      'viros-ultimate',
    ]);
    expect(state.players.p2.deck).toHaveLength(14);
    expect(lifeValue(state, context, state.players.p2.phoenixborn)).toBe(30);
  });

  it('heroic stage 3: seven face-down aspects and 35 life', async () => {
    const state = await viros('h3', { difficulty: 'heroic', stage: 3 });
    expect(state.chimera!.threatZone).toHaveLength(7);
    expect(state.chimera!.threat).toBe(7);
    expect(lifeValue(state, context, state.players.p2.phoenixborn)).toBe(35);
  });

  it('refuses a Chimera deck whose aspects are not all scripted', async () => {
    const released = standardCards();
    const scripts = released.stubs().filter((stub) => stub !== 'glare');
    const cards = new CardRegistry(
      scripts.flatMap((stub) => released.scriptOf(stub) ?? []),
      [released.bossRules('corpse-of-viros')!],
    );
    const setup = await soloGameSetup('shadow', 1, 802);
    expect(() => createGame(setup, { ...context, cards })).toThrow(/not automated yet \(glare\)/);
  });

  it('every behaviour table of Viros covers 1 to 12 exactly once', () => {
    const rules = standardCards().bossRules('corpse-of-viros')!;
    for (const phase of [1, 2, 3] as const) {
      const covered = rules.behaviour[phase].flatMap((r) =>
        Array.from({ length: r.rolls[1] - r.rolls[0] + 1 }, (_, i) => r.rolls[0] + i),
      );
      expect(covered).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    }
  });
});

describe("the Chimera's turn", () => {
  it('passing early raises a basic rage die; the Chimera then rolls its behaviour and acts', async () => {
    const before = await toFirstTurn();
    expect(before.decision?.player).toBe('p1');
    const after = passTurn(before);
    const log = logText(after);
    expect(log).toContain('alice passed while an aspect is face down');
    const roll = log.find((l) => /^Behaviour roll \d+: \[/.test(l));
    expect(roll).toBeDefined();
    expect(log.some((l) => l.startsWith('The Corpse of Viros reveals '))).toBe(true);
    // The Chimera is named as a player without an account, never as plain text.
    const reveal = after.log.find((l) => l.message.includes(' reveals '));
    expect(reveal?.message[0]).toEqual({ nonAvatarPlayer: { name: 'The Corpse of Viros' } });
    // One face-down aspect fewer: every Viros phase I row reveals (or attacks with none face up).
    expect(after.chimera!.threatZone).toHaveLength(3);
    expect(after.players.p2.battlefield).toHaveLength(1);
  });

  it('the rage pool full of power resets and its Red Rains token fires the Ultimate at 3', async () => {
    const state = await toFirstTurn();
    state.chimera!.rage = ['power', 'power', 'power', 'power', 'basic'];
    state.chimera!.redRains = 2;
    const pb = state.players.p1.phoenixborn;
    const after = passTurn(state);
    const log = logText(after);
    expect(log).toContain('Red Rains token placed (3 of 3)');
    expect(log.some((l) => l.includes('The Ultimate of phase 1 fires'))).toBe(true);
    expect(log).toContain('The Corpse of Viros enters phase 2');
    expect(after.chimera!.phase).toBeGreaterThanOrEqual(2);
    // Ultimate I: 1 damage to the opposing Phoenixborn (and each unit).
    expect(after.cards[pb]!.tokens.damage).toBeGreaterThanOrEqual(1);
  });

  it('a destroyed aspect wounds the Chimera by its blood', async () => {
    const state = await toFirstTurn();
    const aspect = revealAspect(state, context)!;
    const blood = catalogue[state.cards[aspect]!.stub]!.blood!;
    state.cards[aspect]!.tokens.damage = 10;
    state.pendingEvents = [];
    const after = press(state, 'Pass');
    const chimeraPb = after.cards[after.players.p2.phoenixborn]!;
    expect(chimeraPb.tokens.damage).toBe(blood);
    expect(
      logText(after).some((l) => l.includes(`bleeds: The Corpse of Viros takes ${blood}`)),
    ).toBe(true);
  });
});

describe('views of the Chimera', () => {
  it('face-down aspects are placeholders nobody can identify; phase, rage dice and Red Rains are shown', async () => {
    const state = await toFirstTurn();
    state.chimera!.redRains = 2;
    const view = viewFor(state, context, 'alice');
    const chimera = view.players.Chimera!;
    expect(chimera.chimeraPhase).toBe(1);
    expect(chimera.rageDice).toEqual(['basic', 'basic', 'basic', 'basic', 'basic']);
    expect(chimera.phoenixborn.tokens.redRains).toBe(2);
    const facedown = chimera.cardPiles.cardsInPlay.filter((c) => c.facedown);
    expect(facedown).toHaveLength(4);
    const json = JSON.stringify(view);
    for (const uuid of state.chimera!.threatZone) expect(json).not.toContain(uuid);
    for (const card of facedown) expect(card.id).toBeUndefined();
  });
});
