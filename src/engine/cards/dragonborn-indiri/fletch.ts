import { defineAspect, onDestroyed, phoenixbornOf, placeStatus } from '../api';
import type { Step } from '../api';

const statusOnDragonborn: Step = (g) => placeStatus(g, phoenixbornOf(g), 1);

/**
 * Fletch (aspect): Defender (played as Unit Guard). It has no attack target: it never
 * attacks. At the end of each round, and when this aspect is destroyed, place 1 status token
 * on the Dragonborn.
 */
export default defineAspect({
  stub: 'fletch',
  keywords: { unitGuard: 1 },
  triggers: [
    {
      name: 'Fletch (end of round)',
      event: 'endOfRound',
      match: () => true,
      steps: [statusOnDragonborn],
    },
    onDestroyed('Fletch (destroyed)', [statusOnDragonborn]),
  ],
});
