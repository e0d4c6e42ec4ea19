import { defineCard, readySpellsOf, removeExhaustion, stubOf, tokensOn } from '../api';
import type { Scope } from '../api';

/**
 * One exhausted ready spell of each spellboard slot (a slot holds the copies of one title).
 * The copies of a slot are alike, so the first exhausted one is taken without asking.
 */
function oneExhaustedPerSlot(s: Scope): string[] {
  const picked = new Map<string, string>();
  for (const spell of readySpellsOf(s)) {
    const slot = stubOf(s, spell);
    if (!picked.has(slot) && tokensOn(s, spell).exhaustion > 0) picked.set(slot, spell);
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
