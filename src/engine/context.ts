import type { Card } from '../domain/cards';
import type { CardScript } from './cards/api/types';
import type { CardRegistry } from './cards/registry';

/**
 * What the engine needs besides the state: the card catalogue, keyed by stub, and the card
 * scripts it runs (`standardCards()` for every released card; a test may add its own).
 */
export interface EngineContext {
  catalogue: Record<string, Card>;
  cards: CardRegistry;
}

export function cardData(context: EngineContext, stub: string): Card {
  const card = context.catalogue[stub];
  if (!card) throw new Error(`Unknown card ${stub}`);
  return card;
}

/** The script of a card, when it has one. */
export function scriptOf(context: EngineContext, stub: string): CardScript | undefined {
  return context.cards.scriptOf(stub);
}
