import { defineAspect, exhaust, isExhausted, opp, unitsOf } from '../api';

/**
 * Oppress (aspect): After this aspect destroys a unit while attacking, exhaust the opposing
 * player's leftmost unexhausted unit.
 */
export default defineAspect({
  stub: 'oppress',
  triggers: [
    {
      name: 'Oppress',
      event: 'unitDestroyedByAttack',
      match: (q, e) => e.attacker === q.self,
      steps: [(g) => exhaust(g, unitsOf(g, opp(g)).find((u) => !isExhausted(g, u)) ?? null)],
    },
  ],
});
