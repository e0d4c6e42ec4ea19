/**
 * What an effect may affect. Spell Guard: a card with it cannot be affected by an opponent's
 * spell — no tokens or dice placed on or removed from it, no effects added or removed, not
 * moved to another host, not moved into or out of play (rules digest §15 "Affect"). A spell
 * here is any card whose type is a spell (action, reaction, ready or alteration spell),
 * including a ready spell's own abilities.
 */
import { keyword } from '../../cardinfo';
import { cardData } from '../../context';
import type { Scope } from './queries';
import { self } from './queries';

function isSpell(s: Scope, card: string): boolean {
  const stub = s.state.cards[card]?.stub;
  return stub !== undefined && cardData(s.context, stub).type.includes('Spell');
}

/** Whether the effect being resolved (the script's card, for its controller) may affect this card. */
export function mayAffect(s: Scope, card: string): boolean {
  const target = s.state.cards[card];
  if (!target || target.controller === s.me) return true;
  if (keyword(s.state, s.context, card, 'spellGuard') === 0) return true;
  return !isSpell(s, self(s));
}

/** The cards of a list this effect may affect. */
export function affectable(s: Scope, cards: string[]): string[] {
  return cards.filter((c) => mayAffect(s, c));
}
