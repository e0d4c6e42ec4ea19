import { defineAspect } from '../api';

/**
 * Iron Scales (aspect): Defender (played as Unit Guard). Inexhaustible: damage dealt to this
 * aspect is reduced to 1.
 */
export default defineAspect({
  stub: 'iron-scales',
  keywords: { unitGuard: 1 },
  statics: [
    {
      name: 'Iron Scales',
      inexhaustible: true,
      appliesTo: (q, card) => card === q.self,
      capDamage: 1,
    },
  ],
});
