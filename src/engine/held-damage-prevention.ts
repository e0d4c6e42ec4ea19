/**
 * Prevention a reaction's effect decides as it resolves ("lower up to 2 dice; for each die,
 * prevent 1 damage": Absorption, `prevents: 'byEffect'`). The held damage's frame
 * (`held-damage.ts`) waits below the reaction's frames; the effect writes how much of it is
 * prevented there, capped by the damage held.
 */
import type { GameState } from './state';

const HELD_DAMAGE_PROCS = ['pbDamage', 'unitAttackDamage', 'unitDamage'];

/** The held-damage frame waiting on a reaction that prevents by its effect, topmost first. */
function waitingFrame(state: GameState): GameState['stack'][number] | undefined {
  for (let i = state.stack.length - 1; i >= 0; i--) {
    const frame = state.stack[i];
    if (frame && HELD_DAMAGE_PROCS.includes(frame.proc)) return frame;
  }
  return undefined;
}

/** Sets how much of the held damage the resolving reaction prevents; false outside one. */
export function preventHeldDamageByEffect(state: GameState, amount: number): boolean {
  const frame = waitingFrame(state);
  if (!frame || frame.ctx.preventsByEffect !== true) return false;
  const held = frame.ctx.event;
  const total =
    held !== null &&
    typeof held === 'object' &&
    !Array.isArray(held) &&
    typeof held.amount === 'number'
      ? held.amount
      : 0;
  frame.ctx.prevents = Math.max(0, Math.min(total, amount));
  return true;
}
