/** Verbs on the attack in progress: taking a unit out of its battle ("no longer attacking"). */
import { removeFromBattle as takeOutOfBattle } from '../../battle-removal';
import type { Run } from '../../runner';
import { mayAffect } from './affect';

/**
 * "It is no longer attacking" (or no longer blocking or guarding): the unit leaves the
 * battles still to resolve. False when it was in none or the effect may not affect it.
 */
export function removeFromBattle(g: Run, unit: string | null): boolean {
  if (!unit || !mayAffect(g, unit)) return false;
  return takeOutOfBattle(g.state, g.context, unit);
}
