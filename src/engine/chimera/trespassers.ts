/**
 * Trespassers (digest 9.3 step 2, the reference's rule): when the Ultimate fires, after its
 * Red Rains tokens are removed and before it resolves, the units the Chimera controls but does
 * not own and the upgrades on its units that it does not own are discarded.
 */
import { inst } from '../cardinfo';
import type { EngineContext } from '../context';
import { addLog, cardPart } from '../log';
import { leavePlay } from '../ops';
import type { GameState } from '../state';
import { chimeraPart } from './cards';
import { requireChimera } from './chimera-state';

/** The trespassing cards, units first, left to right. */
export function trespassers(state: GameState): string[] {
  const { seat } = requireChimera(state);
  const battlefield = state.players[seat].battlefield;
  const units = battlefield.filter((u) => inst(state, u).owner !== seat);
  const upgrades = battlefield
    .filter((u) => inst(state, u).owner === seat)
    .flatMap((u) => inst(state, u).upgrades)
    .filter((a) => inst(state, a).owner !== seat);
  return [...units, ...upgrades];
}

/** Discards every trespasser (a unit takes its own upgrades along). */
export function discardTrespassers(state: GameState, context: EngineContext): void {
  for (const card of trespassers(state)) {
    if (!state.cards[card]) continue;
    addLog(state, [
      cardPart(context, inst(state, card).stub),
      ' trespasses on ',
      chimeraPart(state, context),
      ': it is discarded',
    ]);
    leavePlay(state, context, card);
  }
}
