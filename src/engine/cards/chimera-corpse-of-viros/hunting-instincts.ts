import { addRedRains, defineAspect } from '../api';

/** Hunting Instincts (aspect): After this aspect destroys a unit while attacking, put 1 Red Rains token on the Chimera. */
export default defineAspect({
  stub: 'hunting-instincts',
  triggers: [
    {
      name: 'Hunting Instincts',
      event: 'unitDestroyedByAttack',
      match: (q, e) => e.attacker === q.self,
      steps: [(g) => addRedRains(g, 1)],
    },
  ],
});
