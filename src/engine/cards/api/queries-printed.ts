/**
 * Questions about what a card has printed on it (read from the catalogue, not the state):
 * its printed attack and recover values, the symbols of its play cost, its Phoenixborn unique icon.
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

/**
 * Whether the unit's printed attack value (the copied card's under a copy effect) is this
 * number ("units with a printed attack value of 0"); a printed X is never a number.
 */
export function printedAttackIs(s: Scope, unit: string, value: number): boolean {
  const printed = cardData(s.context, printedStub(s.state, unit)).attack;
  return printed !== null && printed !== 'X' && Number(printed) === value;
}

/** Whether the card has a Phoenixborn unique icon (its card names the one Phoenixborn that may use it). */
export function isPhoenixbornUnique(s: Scope, card: string): boolean {
  return (cardData(s.context, inst(s.state, card).stub).phoenixborn ?? null) !== null;
}

/** The printed recover value of a card (a unit's card as printed; 0 when it has none). */
export function printedRecoverOf(s: Scope, card: string): number {
  const recover = cardData(s.context, inst(s.state, card).stub).recover;
  return typeof recover === 'number' ? recover : 0;
}
