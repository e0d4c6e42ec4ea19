import { defineCard, readySpellsOf, removeExhaustion, stubOf, tokensOn } from '../api';
import type { Scope } from '../api';

/**
 * One exhausted ready spell of each spellboard slot (a slot holds the copies of one title).
 * The copies of a slot are alike but for their tokens: the one with the fewest exhaustion
 * tokens is taken without asking, so that a copy is readied whenever one can be.
 */
function oneExhaustedPerSlot(s: Scope): string[] {
  const picked = new Map<string, string>();
  for (const spell of readySpellsOf(s)) {
    const exhaustion = tokensOn(s, spell).exhaustion;
    if (exhaustion === 0) continue;
    const slot = stubOf(s, spell);
    const current = picked.get(slot);
    if (current === undefined || exhaustion < tokensOn(s, current).exhaustion)
      picked.set(slot, spell);
  }
  return [...picked.values()];
}

/** Gates Thrown Open: Remove 1 exhaustion token from 1 ready spell in each of your spellboard slots. */
export default defineCard({
  stub: 'gates-thrown-open',
  playable: (q) => oneExhaustedPerSlot(q).length > 0,
  effect: [
    (g) => {
      for (const spell of oneExhaustedPerSlot(g)) removeExhaustion(g, spell, 1);
    },
  ],
});
