/**
 * Questions about a card as printed, whatever changes it in play: its printed recover value
 * (Summon Calamity Golem) and whether it has a Phoenixborn unique icon (Jungle Forager).
 */
import { inst } from '../../cardinfo';
import { cardData } from '../../context';
import type { Scope } from './queries';

/** Whether the card has a Phoenixborn unique icon (its card names the one Phoenixborn that may use it). */
export function isPhoenixbornUnique(s: Scope, card: string): boolean {
  return (cardData(s.context, inst(s.state, card).stub).phoenixborn ?? null) !== null;
}

/** The printed recover value of a card (a unit's card as printed; 0 when it has none). */
export function printedRecoverOf(s: Scope, card: string): number {
  const recover = cardData(s.context, inst(s.state, card).stub).recover;
  return typeof recover === 'number' ? recover : 0;
}
