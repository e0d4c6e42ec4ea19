import { defineAspect, summonAspects } from '../api';

/**
 * Convert (aspect): Its damage cannot be prevented (played as Infectious: damage it deals by
 * attacking or countering). After this aspect destroys a unit while attacking, summon a
 * Rainwalker.
 */
export default defineAspect({
  stub: 'convert',
  keywords: { infectious: 1 },
  triggers: [
    {
      name: 'Convert',
      event: 'unitDestroyedByAttack',
      match: (q, e) => e.attacker === q.self,
      steps: [(g) => void summonAspects(g, 'rainwalker')],
    },
  ],
});
