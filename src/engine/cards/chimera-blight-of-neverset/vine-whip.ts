import { attachToOpposingUnits, defineAspect } from '../api';

/** Vine Whip (aspect): When this aspect is revealed, attach a Bleed to the opposing player's leftmost unit. */
export default defineAspect({
  stub: 'vine-whip',
  triggers: [
    {
      name: 'Vine Whip',
      event: 'cameIntoPlay',
      match: (q, e) => e.card === q.self,
      steps: [(g) => void attachToOpposingUnits(g, 'bleed', 'left')],
    },
  ],
});
