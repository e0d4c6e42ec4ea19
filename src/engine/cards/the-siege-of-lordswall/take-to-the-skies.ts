import { canSummon, defineCard, isExhausted, phoenixbornOf, summon } from '../api';
import type { Scope } from '../api';

function phoenixbornExhausted(s: Scope): boolean {
  return isExhausted(s, phoenixbornOf(s));
}

/** Take to the Skies: If your Phoenixborn is exhausted, place a Divinity Mount conjuration onto your battlefield. */
export default defineCard({
  stub: 'take-to-the-skies',
  playable: (q) => phoenixbornExhausted(q) && canSummon(q, 'divinity-mount'),
  effect: [
    (g) => {
      if (phoenixbornExhausted(g)) summon(g, 'divinity-mount');
    },
  ],
});
