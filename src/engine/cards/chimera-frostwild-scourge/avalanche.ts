import { activeDiceOf, chooseDie, defineAspect, exhaustDie, opp } from '../api';

const exhausted = chooseDie('avalancheDie', {
  title: 'Avalanche: choose 1 of your active dice to exhaust',
  from: (g) => activeDiceOf(g, opp(g)).map((d) => d.uuid),
  by: (g) => opp(g),
});

/**
 * Avalanche (aspect): After this aspect destroys a unit while attacking, the opposing player
 * exhausts 1 of their active dice (their choice).
 */
export default defineAspect({
  stub: 'avalanche',
  triggers: [
    {
      name: 'Avalanche',
      event: 'unitDestroyedByAttack',
      match: (q, e) => e.attacker === q.self,
      steps: [exhausted.ask, (g) => void exhaustDie(g, exhausted.of(g))],
    },
  ],
});
