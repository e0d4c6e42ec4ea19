/**
 * Stubs of the cards whose abilities the rules engine runs; the card API marks them
 * `automated`. The engine's card registry does not publish its list yet, so for now no card
 * is marked; when it does, this is the one place to read it from.
 */
export function automatedStubs(): ReadonlySet<string> {
  return new Set<string>();
}
