/**
 * The units declared as an attacker, a blocker or a guard this turn (Brawl asks it after the
 * battle is over), and their per-unit `unitDeclared` events ("when this unit is declared as
 * an attacker, blocker, or guard": Preemptive Shot). The record lives on the turn, so a new
 * turn forgets it.
 */
import type { DeclaredAs, GameState, PlayerId } from './state';

/** Notes that a unit was declared as an attacker, blocker or guard this turn. */
export function recordDeclared(state: GameState, card: string, as: DeclaredAs): void {
  const turn = state.turn;
  if (!turn) return;
  // A new list, never pushed into: the working copy of a state shares the turn's lists.
  turn.declared = [...(turn.declared ?? []), { card, as }];
}

/** Whether a unit was declared this turn as any of `as` (all three by default). */
export function declaredThisTurn(
  state: GameState,
  card: string,
  as: readonly DeclaredAs[] = ['attacker', 'blocker', 'guard'],
): boolean {
  return (state.turn?.declared ?? []).some((d) => d.card === card && as.includes(d.as));
}

/** A unit (or a guarding Phoenixborn) declared in an attack, and whom it meets. */
export interface Declaration {
  card: string;
  controller: PlayerId;
  as: DeclaredAs;
  /** The attacking unit it meets (itself for an attacker). */
  attacker: string;
  /** The card that attacker targets. */
  target: string;
}

/** Records each declaration of a step and raises its `unitDeclared` event. */
export function raiseDeclared(state: GameState, declarations: readonly Declaration[]): void {
  for (const d of declarations) {
    recordDeclared(state, d.card, d.as);
    state.pendingEvents.push({ kind: 'unitDeclared', ...d });
  }
}
