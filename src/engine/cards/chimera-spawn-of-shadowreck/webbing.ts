/**
 * Webbed as the Shadowreck cards place it: at most one Webbed per unit, so a unit that has
 * one is passed over (aspects.json: Webbed is unique on its host).
 */
import { alterationsInPlay, attachConjuredAlteration, opp, stubOf, unitsOf } from '../api';
import type { Run, Scope } from '../api';

/** The Webbed attached to this unit, if any. */
export function webbedOn(s: Scope, unit: string): string | null {
  return (
    alterationsInPlay(s).find(({ card, host }) => host === unit && stubOf(s, card) === 'webbed')
      ?.card ?? null
  );
}

/** The opposing units, left to right, that have a Webbed / that have none. */
export function webbedUnits(s: Scope): string[] {
  return unitsOf(s, opp(s)).filter((u) => webbedOn(s, u) !== null);
}

export function unwebbedUnits(s: Scope): string[] {
  return unitsOf(s, opp(s)).filter((u) => webbedOn(s, u) === null);
}

/** "Attach a Webbed to the opposing player's leftmost unit that has no Webbed." */
export function webLeftmostUnwebbed(g: Run): void {
  attachConjuredAlteration(g, 'webbed', unwebbedUnits(g)[0] ?? null);
}

/** "Attach a Webbed to each opposing unit" (those that have none yet, left to right). */
export function webEachOpposingUnit(g: Run): void {
  for (const unit of unwebbedUnits(g)) attachConjuredAlteration(g, 'webbed', unit);
}
