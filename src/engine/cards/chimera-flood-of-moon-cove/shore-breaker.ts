import { attachConjuredAlteration, dealDamage, defineAspect, opp, phoenixbornOf } from '../api';

/**
 * Shore Breaker (aspect): After this aspect destroys a unit while attacking, attach 2 Drowning
 * to the opposing Phoenixborn. If fewer than 2 could be attached, deal 1 damage to that
 * Phoenixborn.
 */
export default defineAspect({
  stub: 'shore-breaker',
  triggers: [
    {
      name: 'Shore Breaker',
      event: 'unitDestroyedByAttack',
      match: (q, e) => e.attacker === q.self,
      steps: [
        (g) => {
          const phoenixborn = phoenixbornOf(g, opp(g));
          let attached = 0;
          for (let i = 0; i < 2; i++)
            if (attachConjuredAlteration(g, 'drowning', phoenixborn) !== null) attached += 1;
          if (attached < 2) dealDamage(g, phoenixborn, 1);
        },
      ],
    },
  ],
});
