/**
 * Questions about the attack in progress and this turn's declarations: who was declared as
 * an attacker, blocker or guard this turn (Brawl).
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
