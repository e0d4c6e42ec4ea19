/**
 * Unseen: "This unit cannot be blocked unless all attacking units without the Unseen ability
 * have been blocked." Asked while blockers are declared (`mayDefendAgainst` in attack.ts): an
 * Unseen attacker may be blocked only once every open battle of an attacker without Unseen
 * has its blocker. Lifting such a blocker again lifts the blocks of the Unseen attackers it
 * allowed (`liftUnallowedUnseenBlocks`), so the finished declaration always keeps the rule.
 */
import { keyword } from './cardinfo';
import type { EngineContext } from './context';
import type { GameState } from './state';

function isUnseen(state: GameState, context: EngineContext, attacker: string): boolean {
  return keyword(state, context, attacker, 'unseen') > 0;
}

/** Whether the open battles of attackers without Unseen all have a blocker now. */
function seenAttackersAllBlocked(state: GameState, context: EngineContext): boolean {
  return (state.attack?.battles ?? []).every(
    (b) => b.resolved || b.blocker !== null || isUnseen(state, context, b.attacker),
  );
}

/** Whether Unseen forbids blocking this attacker now. */
export function unseenForbidsBlock(
  state: GameState,
  context: EngineContext,
  attacker: string,
): boolean {
  return isUnseen(state, context, attacker) && !seenAttackersAllBlocked(state, context);
}

/** After a blocker is lifted: Unseen attackers no longer allowed a block lose theirs. */
export function liftUnallowedUnseenBlocks(state: GameState, context: EngineContext): void {
  if (seenAttackersAllBlocked(state, context)) return;
  for (const b of state.attack?.battles ?? [])
    if (!b.resolved && b.blocker !== null && isUnseen(state, context, b.attacker)) b.blocker = null;
}
