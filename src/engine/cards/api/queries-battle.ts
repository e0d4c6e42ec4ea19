/**
 * Questions about the attack in progress and this turn's declarations: who was declared as
 * an attacker, blocker or guard this turn (Brawl), the attacking units still to battle and
 * what blocks them (Disengage), and whether a unit was destroyed this turn (Summon Bone Crow).
 */
import { declaredThisTurn } from '../../declarations';
import type { DeclaredAs } from '../../state';
import type { Scope } from './queries';

export type { DeclaredAs } from '../../state';

/** Whether the unit was declared this turn as any of `as` (attacker, blocker or guard by default). */
export function wasDeclaredThisTurn(
  s: Scope,
  unit: string,
  as: readonly DeclaredAs[] = ['attacker', 'blocker', 'guard'],
): boolean {
  return declaredThisTurn(s.state, unit, as);
}

/** The attacking units of the attack in progress whose battles are still to resolve. */
export function attackingUnits(s: Scope): string[] {
  return (s.state.attack?.battles ?? []).filter((b) => !b.resolved).map((b) => b.attacker);
}

/** The unit blocking this attacker in the attack in progress, or null. */
export function blockerOf(s: Scope, attacker: string): string | null {
  const battle = s.state.attack?.battles.find((b) => b.attacker === attacker && !b.resolved);
  return battle?.blocker ?? null;
}

/**
 * The card an attacker of the attack in progress is targeting: the Phoenixborn or unit its
 * battle is against (Feast: "if it is targeting a card with any wound tokens on it"); null
 * when it is not attacking.
 */
export function attackedBy(s: Scope, attacker: string): string | null {
  const battle = s.state.attack?.battles.find((b) => b.attacker === attacker);
  return battle?.target ?? null;
}

/** Whether a unit was destroyed this turn ("if a unit was destroyed this turn": Summon Bone Crow). */
export function unitDestroyedThisTurn(s: Scope): boolean {
  return s.state.turn?.unitDestroyed === true;
}
