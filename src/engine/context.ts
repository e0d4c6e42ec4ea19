import type { Card } from '../domain/cards';

/** What the engine needs besides the state: the card catalogue, keyed by stub. */
export interface EngineContext {
  catalogue: Record<string, Card>;
}

export function cardData(context: EngineContext, stub: string): Card {
  const card = context.catalogue[stub];
  if (!card) throw new Error(`Unknown card ${stub}`);
  return card;
}
