import { defineAspect, destroy, opp, unitsOf } from '../api';

/** Flanking Strike (aspect): After this aspect destroys a unit while attacking, destroy the opponent's leftmost unit. */
export default defineAspect({
  stub: 'flanking-strike',
  triggers: [
    {
      name: 'Flanking Strike',
      event: 'unitDestroyedByAttack',
      match: (q, e) => e.attacker === q.self,
      steps: [(g) => void destroy(g, unitsOf(g, opp(g))[0] ?? null)],
    },
  ],
});
