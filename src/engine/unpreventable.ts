/**
 * Damage that cannot be prevented (rules digest §13.1: "Infectious, and some Laws"): nothing
 * prevents it — neither Armored, nor static prevention, nor a prevention reaction.
 *
 * - damage an effect deals as unpreventable (`DamageCause.unpreventable`: Law of Domination's);
 * - Infectious: damage a unit with it deals by attacking or countering;
 * - damage from attacking or countering while an unexhausted ready spell in play says so
 *   (`CardScript.combatDamageUnpreventable`: Law of Domination).
 */
import { isExhausted, keyword } from './cardinfo';
import type { EngineContext } from './context';
import { scriptOf } from './context';
import { playersOf } from './sides';
import type { GameState, PlayerId } from './state';

/** Who dealt damage and how (ops.ts's `DamageCause`, the fields this rule reads). */
interface Cause {
  by: PlayerId | null;
  byEffect: boolean;
  attacker?: string | null;
  source?: string | null;
  unpreventable?: boolean;
}

function dealtByInfectious(state: GameState, context: EngineContext, cause: Cause): boolean {
  const dealer = cause.attacker ?? cause.source ?? null;
  if (dealer === null) return false;
  const zone = state.cards[dealer]?.zone;
  return zone === 'battlefield' && keyword(state, context, dealer, 'infectious') > 0;
}

function combatDamageUnpreventable(state: GameState, context: EngineContext): boolean {
  return playersOf(state).some((p) =>
    state.players[p].spellboard.some(
      (spell) =>
        scriptOf(context, state.cards[spell]?.stub ?? '')?.combatDamageUnpreventable === true &&
        !isExhausted(state, spell),
    ),
  );
}

export function isUnpreventable(state: GameState, context: EngineContext, cause: Cause): boolean {
  if (cause.unpreventable === true) return true;
  if (cause.byEffect) return false;
  return dealtByInfectious(state, context, cause) || combatDamageUnpreventable(state, context);
}
