/**
 * Removal from battle: "it is no longer attacking" (Disengage, Stasis, Figures in the Fog,
 * Deflect) and a blocker or guard that is "no longer blocking" or guarding. An attacker taken
 * out before its battle resolves has no battle at all: nothing meets it, nobody counters, it
 * is not exhausted by attacking, and a Phoenixborn declared as its guard keeps its guard for
 * the round (rules digest §12.6). A blocker or guard taken out leaves its attacker to meet
 * the card it targets, as when a blocker leaves play (§12.5).
 */
import { inst } from './cardinfo';
import type { EngineContext } from './context';
import { addLog, cardPart } from './log';
import type { GameState } from './state';

/** Takes a unit out of the battles still to resolve; false when it was in none. */
export function removeFromBattle(state: GameState, context: EngineContext, unit: string): boolean {
  const attack = state.attack;
  if (!attack) return false;
  let role: string | null = null;
  for (const battle of attack.battles) {
    if (battle.resolved) continue;
    if (battle.attacker === unit) {
      battle.resolved = true;
      battle.removed = true;
      role = 'attacking';
    }
    if (battle.blocker === unit) {
      battle.blocker = null;
      role = 'blocking';
    }
    if (battle.guard === unit) {
      battle.guard = null;
      role = 'guarding';
    }
  }
  if (role === null) return false;
  addLog(state, [cardPart(context, inst(state, unit).stub), ` is no longer ${role}`]);
  return true;
}

/** Whether the unit is an attacker of the attack in progress that was not taken out of it. */
export function isStillAttacking(state: GameState, unit: string): boolean {
  return state.attack?.battles.some((b) => b.attacker === unit && b.removed !== true) ?? false;
}
