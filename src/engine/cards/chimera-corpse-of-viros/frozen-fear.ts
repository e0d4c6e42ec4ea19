import { defineAspect, exhaust, opp, phoenixbornOf } from '../api';

/** Frozen Fear (aspect): Terrifying 1. After this aspect destroys a unit while attacking, place 1 exhaustion token on the opposing Phoenixborn. */
export default defineAspect({
  stub: 'frozen-fear',
  keywords: { terrifying: 1 },
  triggers: [
    {
      name: 'Frozen Fear',
      event: 'unitDestroyedByAttack',
      match: (q, e) => e.attacker === q.self,
      steps: [(g) => exhaust(g, phoenixbornOf(g, opp(g)))],
    },
  ],
});
