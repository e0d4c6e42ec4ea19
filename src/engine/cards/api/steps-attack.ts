/**
 * "Take an Attack action, targeting a unit and declaring this unit as the attacker" (Charge):
 * the unit attack of `../../attack.ts`, its attacker fixed, paid by the ability's own cost
 * (no main action). A Phoenixborn attack with one fixed attacker: `attackAPhoenixbornWith`.
 */
import { canAttack, unitAttackTargets } from '../../attack';
import { opponentsOf } from '../../sides';
import { call } from '../../runner';
import type { Run } from '../../runner';
import type { Scope } from './queries';

/** Whether the unit could be declared as the attacker of a unit attack now. */
export function canAttackAUnitWith(s: Scope, unit: string): boolean {
  return (
    canAttack(s.state, s.context, unit) && unitAttackTargets(s.state, s.context, s.me).length > 0
  );
}

/** Starts a unit attack with this attacker (a step: the target is chosen next). */
export function attackAUnitWith(g: Run, unit: string): void {
  if (!canAttackAUnitWith(g, unit)) return;
  call(g, 'attackUnit', { attacker: unit, byAbility: true }, g.me, unit);
}

/** Whether the unit could be declared as the only attacker of a Phoenixborn attack now. */
export function canAttackAPhoenixbornWith(s: Scope, unit: string): boolean {
  return canAttack(s.state, s.context, unit) && opponentsOf(s.state, s.me).length > 0;
}

/**
 * "Take an Attack action, declaring that unit as the only attacker" against a Phoenixborn
 * (Serve the City): a Phoenixborn attack with this one attacker, paid by the ability's cost
 * (no main action); the first opposing Phoenixborn is attacked.
 */
export function attackAPhoenixbornWith(g: Run, unit: string): void {
  if (!canAttackAPhoenixbornWith(g, unit)) return;
  call(g, 'attackPb', { attackers: [unit], byAbility: true }, g.me, unit);
}
