/**
 * Which cards an unfinished piece of the game still refers to: the open choice (its options,
 * what is selected, its source), the procedures waiting on the stack, the events not yet
 * resolved. A command outside that flow (a shuffle, a move by hand) must not rename or move
 * such a card, or the choice would point at a card that no longer exists.
 */
import type { Json } from './state';
import type { GameState } from './state';

function collectStrings(value: Json | undefined, into: Set<string>): void {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, into);
  else if (value !== null && typeof value === 'object')
    for (const item of Object.values(value)) collectStrings(item, into);
}

/**
 * Every card or die id referred to by the open choice, the stack or pending events. What the
 * choice offers and what is picked count only with `withChoices`: a card moved by hand from
 * among them merely stops being offered (decisions.ts keeps a choice to the cards that exist),
 * while a shuffle renames every card of the pile at once and would empty the choice.
 */
export function idsInUse(state: GameState, withChoices: boolean): Set<string> {
  const ids = new Set<string>();
  const decision = state.decision;
  if (decision) {
    if (withChoices) {
      for (const option of decision.options) {
        ids.add(option.value);
        if (option.card) ids.add(option.card);
      }
      for (const id of decision.selected ?? []) ids.add(id);
      collectStrings(decision.params, ids);
    }
    if (decision.source) ids.add(decision.source);
  }
  for (const frame of state.stack) {
    if (frame.source) ids.add(frame.source);
    collectStrings(frame.ctx, ids);
  }
  for (const event of state.pendingEvents)
    for (const value of Object.values(event)) {
      if (typeof value === 'string') ids.add(value);
    }
  return ids;
}

/** Whether shuffling these cards (renaming them all) would leave a choice pointing nowhere. */
export function anyInUse(state: GameState, cards: readonly string[]): boolean {
  const inUse = idsInUse(state, true);
  return cards.some((id) => inUse.has(id));
}

/** Whether moving this card by hand would break an unfinished choice or procedure. */
export function heldByChoice(state: GameState, card: string): boolean {
  return idsInUse(state, false).has(card);
}

export const DECK_IN_USE = 'Your draw pile is part of an open choice: finish it before shuffling';
export const CARD_IN_USE = 'That card is part of an open choice: finish it before moving the card';
