/** The solo round against the Chimera resolves the end-of-round keywords too (Fleeting). */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../domain/cards';
import { engineContext } from '../standard-context';
import type { EngineContext } from '../context';
import { applyCommand, createGame } from '../index';
import { openOptions } from '../decisions';
import { moveCard } from '../ops';
import type { GameState } from '../state';
import { soloCatalogue, soloGameSetup } from '../testing/chimera';

let context: EngineContext;
let catalogue: Record<string, Card>;

beforeAll(async () => {
  catalogue = await soloCatalogue();
  context = engineContext(catalogue);
});

/** alice answers her prompt: the button of this text when offered, otherwise its first option. */
function answer(state: GameState, texts: string[]): GameState {
  const decision = state.decision;
  if (!decision) throw new Error('No prompt');
  const options = openOptions(state, context, decision);
  const button = options.find(
    (o) => o.kind === 'button' && texts.some((t) => o.text === t || o.value === t),
  );
  const chosen = button ?? options[0];
  if (!chosen) throw new Error(`Nothing to answer in "${decision.title}"`);
  const command =
    chosen.kind === 'die'
      ? { type: 'dieClicked' as const, uuid: chosen.value }
      : chosen.kind === 'card'
        ? { type: 'cardClicked' as const, uuid: chosen.value }
        : { type: 'menuButton' as const, arg: chosen.value, uuid: decision.id, method: 'choose' };
  const result = applyCommand(state, context, 'alice', command);
  if (result.error) throw new Error(`${result.error} (${decision.title})`);
  return result.state;
}

describe('end-of-round keywords in the solo round', () => {
  it('a Fleeting ready spell of the player (Law of Sight) is discarded at the end of the round', async () => {
    let state = createGame(await soloGameSetup('fleeting', 15, 801), context);
    state = answer(answer(state, ['Done']), ['Done']);
    // A card of the draw pile moved onto the spellboard, then read as a Law of Sight.
    const law = state.players.p1.deck[0];
    if (!law) throw new Error('empty draw pile');
    const moved = moveCard(state, law, 'spellboard');
    state.cards[moved]!.stub = 'law-of-sight';
    for (let i = 0; i < 60 && state.round === 1; i++)
      state = answer(state, ['Pass', 'End Turn', 'Done', 'No guard', "Don't counter"]);
    expect(state.round).toBe(2);
    expect(state.players.p1.spellboard).toEqual([]);
    expect(Object.values(state.cards).find((c) => c.stub === 'law-of-sight')?.zone).toBe('discard');
  });
});
