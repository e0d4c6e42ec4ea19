/**
 * Two keywords of the Chimera's conjured aspects (digest 8.3 and 13, Ashteki's reading):
 * Horde Attack (an attacking Horde Attack unit pulls every other able Horde Attack unit into
 * a Phoenixborn attack) and Ephemeral (a unit that is exhausted is destroyed, checked when
 * the Chimera's attack ends: the attack is what exhausts them).
 */
import { keyword } from '../cardinfo';
import type { EngineContext } from '../context';
import { addLog, cardPart } from '../log';
import { destroyUnit } from '../ops';
import type { GameState } from '../state';
import { chimeraAttackers } from './cards';
import { requireChimera } from './chimera-state';

/** The attackers of a Phoenixborn attack led by this unit: it, then the Horde it pulls in. */
export function hordeAttackers(
  state: GameState,
  context: EngineContext,
  attacker: string,
): string[] {
  if (keyword(state, context, attacker, 'hordeAttack') === 0) return [attacker];
  const horde = chimeraAttackers(state, context).filter(
    (u) => u !== attacker && keyword(state, context, u, 'hordeAttack') > 0,
  );
  return [attacker, ...horde];
}

/** Destroys every exhausted Ephemeral unit of the Chimera. */
export function destroyExhaustedEphemeral(state: GameState, context: EngineContext): void {
  const { seat } = requireChimera(state);
  const gone = state.players[seat].battlefield.filter(
    (u) =>
      keyword(state, context, u, 'ephemeral') > 0 && (state.cards[u]?.tokens.exhaustion ?? 0) > 0,
  );
  for (const uuid of gone) {
    addLog(state, [
      cardPart(context, state.cards[uuid]?.stub ?? ''),
      ' is exhausted: Ephemeral destroys it',
    ]);
    destroyUnit(state, context, uuid, { by: null, byEffect: true });
  }
}
