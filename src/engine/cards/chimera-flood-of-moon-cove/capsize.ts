import { defineAspect, lowerDie, lowerableDiceOf, opp } from '../api';

/**
 * Capsize (aspect): After this aspect destroys a unit while attacking, lower every non-basic
 * die in the opposing player's active pool one level.
 */
export default defineAspect({
  stub: 'capsize',
  triggers: [
    {
      name: 'Capsize',
      event: 'unitDestroyedByAttack',
      match: (q, e) => e.attacker === q.self,
      steps: [
        (g) => {
          for (const die of lowerableDiceOf(g, opp(g))) lowerDie(g, die);
        },
      ],
    },
  ],
});
