/**
 * Spells that prevent a damage and are discarded for it ("after any player's Phoenixborn is
 * dealt damage by …, discard this spell and prevent that damage from being received":
 * Embrace). A script declares `absorbsDamage`; `dealDamage` (ops.ts) asks `absorberOf` for
 * every damage that may be prevented, before it is held open for reactions or received, and
 * discards the card that answers. Reads only: the discarding is ops.ts's.
 */
import { scriptOf } from './context';
import type { EngineContext } from './context';
import type { AbsorbedDamage } from './cards/api/types';
import type { GameState } from './state';

/** The first card in play whose script absorbs this damage, or null. */
export function absorberOf(
  state: GameState,
  context: EngineContext,
  damage: AbsorbedDamage,
): string | null {
  for (const card of Object.values(state.cards)) {
    if (card.zone !== 'attached' && card.zone !== 'spellboard') continue;
    const absorbs = scriptOf(context, card.stub)?.absorbsDamage;
    if (absorbs?.({ state, context, me: card.controller, self: card.uuid }, damage))
      return card.uuid;
  }
  return null;
}
