/** The engine context of a game: a catalogue and, unless a test brings its own, every released card script. */
import type { Card } from '../domain/cards';
import { standardCards } from './cards';
import type { CardRegistry } from './cards/registry';
import type { EngineContext } from './context';

export function engineContext(
  catalogue: Record<string, Card>,
  cards: CardRegistry = standardCards(),
): EngineContext {
  return { catalogue, cards };
}
