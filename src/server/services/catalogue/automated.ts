// Importing the engine's card index registers every card script.
import '../../../engine/cards';
import { automatedStubs as registeredStubs } from '../../../engine/cards/registry';

/**
 * Stubs of the cards whose abilities the rules engine runs (those with a card script); the
 * import marks them `automated` so that the card API and pages can say which cards play
 * themselves.
 */
export function automatedStubs(): ReadonlySet<string> {
  return new Set(registeredStubs());
}
