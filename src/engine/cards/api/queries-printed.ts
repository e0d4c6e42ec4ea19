/**
 * Questions about what a card has printed on it (read from the catalogue, not the state):
 * its printed attack value, the symbols of its play cost.
 */
import { printedStub, inst } from '../../cardinfo';
import { cardData } from '../../context';
import type { Scope } from './queries';

/** The unit's printed attack value (the copied card's under a copy effect); null for X or none. */
export function printedAttackOf(s: Scope, unit: string): number | null {
  const printed = cardData(s.context, printedStub(s.state, unit)).attack;
  const value = printed === null ? NaN : Number(printed);
  return Number.isInteger(value) ? value : null;
}

/**
 * Whether a card's printed play cost shows this symbol ("a card with a [[divine:power]] in its
 * play cost": Glory Aspirant), as one entry or one of a choice of entries.
 */
export function playCostShows(s: Scope, card: string, symbol: string): boolean {
  const cost = cardData(s.context, inst(s.state, card).stub).cost ?? [];
  return cost.some((entry) =>
    (Array.isArray(entry) ? entry : [entry]).some((part) => part.includes(symbol)),
  );
}
