import { defineAspect, summonAspectElseAddRedRains } from '../api';

/**
 * Sowing Strike (aspect): When this aspect attacks, summon a Scarlet Seed if possible;
 * otherwise put 1 Red Rains token on the Chimera.
 */
export default defineAspect({
  stub: 'sowing-strike',
  triggers: [
    {
      name: 'Sowing Strike',
      event: 'attackersDeclared',
      match: (q, e) => e.card === q.self,
      steps: [(g) => summonAspectElseAddRedRains(g, 'scarlet-seed')],
    },
  ],
});
