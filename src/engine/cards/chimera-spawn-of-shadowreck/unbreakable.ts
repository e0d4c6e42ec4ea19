import { defineAspect, isExhausted } from '../api';

/**
 * Unbreakable (aspect): Defender (played as Unit Guard: it guards the Chimera's other aspects).
 * Withdraw: while this aspect is exhausted, prevent all damage dealt to it from being received.
 */
export default defineAspect({
  stub: 'unbreakable',
  keywords: { unitGuard: 1 },
  statics: [
    {
      name: 'Withdraw',
      inexhaustible: true,
      appliesTo: (q, card) => card === q.self && isExhausted(q, card),
      capDamage: 0,
    },
  ],
});
