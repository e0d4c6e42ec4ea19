import { defineAspect, summonAspectElseAddRedRains } from '../api';

/**
 * Proliferate (aspect): Defender (played as Unit Guard). When this aspect is revealed, summon
 * a Scarlet Seed if possible; otherwise put 1 Red Rains token on the Chimera.
 */
export default defineAspect({
  stub: 'proliferate',
  keywords: { unitGuard: 1 },
  triggers: [
    {
      name: 'Proliferate',
      event: 'cameIntoPlay',
      match: (q, e) => e.card === q.self,
      steps: [(g) => summonAspectElseAddRedRains(g, 'scarlet-seed')],
    },
  ],
});
