/**
 * Sides the engine plays itself (the Chimera and other solo opponents will be one). When a
 * step asks a decision of such a side, the machine answers it at once inside the same run,
 * drawing from the game's own random stream, so a seed and the players' commands still
 * replay the same game and no command ever speaks for that side. Until a side has a
 * behaviour of its own, it picks uniformly among the legal options of every prompt (for a
 * multi-select: legal items one by one until Done is open); the Chimera blocks and guards
 * by its laws (`chimera/defence.ts`).
 */
import type { EngineContext } from './context';
import { DONE, answer, multiState } from './decisions';
import { randomInt } from './rng';
import { setDecisionDriver } from './runner';
import type { GameState, PlayerId } from './state';
import { chimeraDefence } from './chimera/defence';

export function isEngineDriven(state: GameState, player: PlayerId): boolean {
  return state.players[player].driver === 'engine';
}

function pick<T>(state: GameState, items: readonly T[]): T | undefined {
  return items.length === 0 ? undefined : items[randomInt(state, items.length)];
}

/** Answers the open decision when its player is engine-driven; false when it is not theirs. */
function decideForEngine(state: GameState, context: EngineContext): boolean {
  const decision = state.decision;
  if (!decision || !isEngineDriven(state, decision.player)) return false;
  // The Chimera blocks and guards by its own laws.
  const defence = chimeraDefence(state, context);
  if (defence) return answer(state, context, defence.kind, defence.value) === null;
  if (decision.type === 'multi') {
    const { selectable, done } = multiState(state, context, decision);
    // Keep adding legal items while some remain and Done is not yet open.
    const item = done ? undefined : pick(state, selectable);
    if (item !== undefined)
      return answer(state, context, state.dice[item] ? 'die' : 'card', item) === null;
    if (done) return answer(state, context, 'button', DONE) === null;
    const button = pick(state, decision.options);
    return button ? answer(state, context, button.kind, button.value) === null : false;
  }
  const option = pick(state, decision.options);
  return option ? answer(state, context, option.kind, option.value) === null : false;
}

setDecisionDriver(decideForEngine);
