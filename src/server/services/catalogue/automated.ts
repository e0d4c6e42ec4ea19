import { automatedStubs as registeredStubs } from '../../../engine';

/**
 * Stubs of the cards whose abilities the rules engine runs (those with a card script); the
 * import marks them `automated` so that the card API and pages can say which cards play
 * themselves.
 */
export function automatedStubs(): ReadonlySet<string> {
  return new Set(registeredStubs());
}
