import { defineAspect, phoenixbornOf, removeWounds } from '../api';

/** Vampiric Roots (aspect): After this aspect destroys a unit while attacking, remove 2 wound tokens from the Chimera. */
export default defineAspect({
  stub: 'vampiric-roots',
  triggers: [
    {
      name: 'Vampiric Roots',
      event: 'unitDestroyedByAttack',
      match: (q, e) => e.attacker === q.self,
      steps: [(g) => void removeWounds(g, phoenixbornOf(g, g.me), 2)],
    },
  ],
});
