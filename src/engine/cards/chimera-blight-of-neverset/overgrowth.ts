import { areAdjacent, dealDamage, defineAspect, opp, phoenixbornOf } from '../api';

/**
 * Overgrowth (aspect): After this aspect or an aspect adjacent to it destroys a unit while
 * attacking, deal 1 damage to the opposing Phoenixborn.
 */
export default defineAspect({
  stub: 'overgrowth',
  triggers: [
    {
      name: 'Overgrowth',
      event: 'unitDestroyedByAttack',
      match: (q, e) => e.attacker === q.self || areAdjacent(q, q.self, e.attacker),
      steps: [(g) => void dealDamage(g, phoenixbornOf(g, opp(g)), 1)],
    },
  ],
});
