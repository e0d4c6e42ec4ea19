/** Questions about alterations in play beyond where they are (`alterationsInPlay`, `hostOf`). */
import { scriptOf } from '../../context';
import type { Scope } from './queries';

/**
 * Whether an alteration in play may be attached to this unit by its own rule (`canHost`: Hunting
 * Weapons on allies only), asked as its controller would (Transmogrify moving it).
 */
export function mayHost(s: Scope, alteration: string, host: string): boolean {
  const card = s.state.cards[alteration];
  if (!card) return false;
  const rule = scriptOf(s.context, card.stub)?.canHost;
  if (rule === undefined) return true;
  return rule({ state: s.state, context: s.context, me: card.controller, self: alteration }, host);
}

/** The alteration of this stub attached to this unit, if any ("a unit that has a Webbed"). */
export function alterationOn(s: Scope, unit: string, stub: string): string | null {
  const host = s.state.cards[unit];
  return host?.upgrades.find((u) => s.state.cards[u]?.stub === stub) ?? null;
}
