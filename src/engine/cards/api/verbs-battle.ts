/**
 * Verbs on the attack in progress: taking a unit out of its battle ("no longer attacking"),
 * forcing a block (Battlemaster).
 */
import { removeFromBattle as takeOutOfBattle } from '../../battle-removal';
import type { Run } from '../../runner';
import { mayAffect } from './affect';
import { addLog } from '../../log';
import { cardName } from './verb-helpers';

/**
 * "It is no longer attacking" (or no longer blocking or guarding): the unit leaves the
 * battles still to resolve. False when it was in none or the effect may not affect it.
 */
export function removeFromBattle(g: Run, unit: string | null): boolean {
  if (!unit || !mayAffect(g, unit)) return false;
  return takeOutOfBattle(g.state, g.context, unit);
}

/**
 * "That unit must block this unit, if able" (Battlemaster): the block is fixed before the
 * defender chooses blockers, if the unit is then able to block it (`../../attack.ts`).
 */
export function mustBlock(g: Run, blocker: string | null, attacker: string): void {
  const attack = g.state.attack;
  if (!blocker || !attack || !mayAffect(g, blocker)) return;
  attack.forcedBlocks = [...(attack.forcedBlocks ?? []), { blocker, attacker }];
  addLog(g.state, [cardName(g, blocker), ' must block ', cardName(g, attacker)]);
}
