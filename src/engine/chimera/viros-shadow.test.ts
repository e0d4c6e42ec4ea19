import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../domain/cards';
import { engineContext } from '../standard-context';
import type { EngineContext } from '../context';
import { createGame, unplayableChimeraCards } from '../index';
import { openOptions } from '../decisions';
import { reactionSpellsForbidden } from '../laws';
import { moveCard } from '../ops';
import { canPlayFromHand } from '../play';
import type { GameState } from '../state';
import {
  chimeraPrecons,
  noFaceDownAspects,
  pressFor,
  revealForTest,
  soloCatalogue,
  soloGameSetup,
} from '../testing/chimera';

/** The Corpse of Viros's Shadow deck (precon 802) against The Ocean's Guard (27). */
const SHADOW = 802;
const OCEANS_GUARD = 27;

let context: EngineContext;
let catalogue: Record<string, Card>;

beforeAll(async () => {
  catalogue = await soloCatalogue();
  context = engineContext(catalogue);
});

function press(state: GameState, text: string): GameState {
  return pressFor(state, context, text);
}

async function firstTurn(seed = 'shadow'): Promise<GameState> {
  const setup = await soloGameSetup(seed, OCEANS_GUARD, SHADOW);
  return press(press(createGame(setup, context), 'Done'), 'Done');
}

/** A card of this stub from alice's draw pile (or discard pile) put into her hand. */
function toHand(state: GameState, stub: string): string {
  const p1 = state.players.p1;
  const uuid = [...p1.deck, ...p1.discard].find((u) => state.cards[u]?.stub === stub);
  if (!uuid) throw new Error(`alice has no ${stub} to draw`);
  return moveCard(state, uuid, 'hand');
}

describe("The Corpse of Viros's Shadow deck", () => {
  it('is playable: every card of it has a script', async () => {
    const shadow = (await chimeraPrecons()).find((d) => d.preconId === SHADOW)!;
    expect(
      unplayableChimeraCards(
        shadow.phoenixborn[0]!.id,
        shadow.cards.map((c) => c.id),
      ),
    ).toEqual([]);
  });

  it('Glare: while it is unexhausted no action or reaction spell can be played; exhausted, they can', async () => {
    const state = await firstTurn();
    expect(state.decision?.player).toBe('p1');
    // An aspect face up for Tsunami Shot to target (its reveal ability is left out).
    revealForTest(state, context, 'constrict');
    state.pendingEvents = [];
    const tsunami = toHand(state, 'tsunami-shot');
    expect(canPlayFromHand(state, context, 'p1', tsunami)).toBe(true);
    expect(reactionSpellsForbidden(state, context)).toBe(false);

    const glare = revealForTest(state, context, 'glare');
    expect(canPlayFromHand(state, context, 'p1', tsunami)).toBe(false);
    expect(reactionSpellsForbidden(state, context)).toBe(true);
    // Not offered in the turn prompt either.
    const offered = openOptions(state, context, state.decision!).map((o) => o.value);
    expect(offered).not.toContain(tsunami);

    state.cards[glare]!.tokens.exhaustion = 1;
    expect(canPlayFromHand(state, context, 'p1', tsunami)).toBe(true);
    expect(reactionSpellsForbidden(state, context)).toBe(false);
  });

  it('Regenerate: destroyed, it re-rolls a basic rage die and comes back exhausted and unwounded when it stays basic', async () => {
    const outcomes = new Set<string>();
    for (let i = 0; i < 16 && outcomes.size < 2; i++) {
      const state = await firstTurn(`regenerate-${i}`);
      noFaceDownAspects(state);
      const regenerate = revealForTest(state, context, 'regenerate');
      state.pendingEvents = [];
      const chimera = state.chimera!;
      chimera.rage = ['basic', 'basic', 'basic', 'basic', 'basic'];
      const chimeraPb = state.players[chimera.seat].phoenixborn;
      const woundsBefore = state.cards[chimeraPb]!.tokens.damage;
      state.cards[regenerate]!.tokens.damage = 3;
      let after = press(state, 'Pass');
      // alice may answer the destruction with a reaction spell first: she passes.
      while (after.decision?.title === 'Play a reaction spell?') after = press(after, 'Pass');
      const face = after.chimera!.rage[0];
      const back = after.players[chimera.seat].battlefield.find(
        (u) => after.cards[u]?.stub === 'regenerate',
      );
      const wounds = after.cards[chimeraPb]!.tokens.damage - woundsBefore;
      if (face === 'basic') {
        // It stayed basic: back in play, exhausted and unwounded; its blood and 1 damage taken.
        expect(back).toBeDefined();
        expect(after.cards[back!]!.tokens).toMatchObject({ exhaustion: 1, damage: 0 });
        expect(wounds).toBe(2);
        outcomes.add('back');
      } else {
        expect(back).toBeUndefined();
        expect(
          after.players[chimera.seat].discard.some((u) => after.cards[u]?.stub === 'regenerate'),
        ).toBe(true);
        expect(wounds).toBe(1);
        outcomes.add('destroyed');
      }
    }
    expect([...outcomes].sort()).toEqual(['back', 'destroyed']);
  });
});
