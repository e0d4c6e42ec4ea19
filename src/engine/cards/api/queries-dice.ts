/**
 * Questions about raising and lowering dice: which dice of a player's active pool this player
 * may raise or lower one level (Law of Assurance keeps an opponent's out of reach).
 */
import { activeDice } from '../../ops';
import type { PlayerId } from '../../state';
import { mayChangeDiceOf } from './queries';
import type { Scope } from './queries';

/**
 * The dice of a player's active pool this player may raise one level: below power, and none
 * of an opponent's while Law of Assurance forbids changing them.
 */
export function raisableDiceOf(s: Scope, owner: PlayerId = s.me): string[] {
  if (!mayChangeDiceOf(s, owner)) return [];
  return activeDice(s.state, owner)
    .filter((d) => d.level !== 'power')
    .map((d) => d.uuid);
}

/**
 * The dice of a player's active pool this player may lower one level ("non-basic dice";
 * `only: 'power'` for "a power die"), none of an opponent's under Law of Assurance.
 */
export function lowerableDiceOf(s: Scope, owner: PlayerId = s.me, only?: 'power'): string[] {
  if (!mayChangeDiceOf(s, owner)) return [];
  return activeDice(s.state, owner)
    .filter((d) => (only === 'power' ? d.level === 'power' : d.level !== 'basic'))
    .map((d) => d.uuid);
}
