import { addRedRains, chimeraPhase, defineAspect } from '../api';

/**
 * Tyranny (aspect): its attack X is the current phase number. When this aspect attacks, put 1
 * Red Rains token on the Chimera.
 */
export default defineAspect({
  stub: 'tyranny',
  statics: [
    {
      name: 'Tyranny',
      inexhaustible: true,
      appliesTo: (q, card) => card === q.self,
      // The printed X reads as 0, so adding the phase makes it the phase.
      addFor: (q) => ({ attack: chimeraPhase(q) }),
    },
  ],
  triggers: [
    {
      name: 'Tyranny',
      event: 'attackersDeclared',
      match: (q, e) => e.card === q.self,
      steps: [(g) => addRedRains(g, 1)],
    },
  ],
});
