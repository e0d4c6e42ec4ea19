import { defineAspect, inBattleWith } from '../api';

/**
 * Soothing Scent (aspect): Defender (played as Unit Guard). Tame 1: while this aspect is in
 * battle, the attack value of units in battle with it is reduced by 1.
 */
export default defineAspect({
  stub: 'soothing-scent',
  keywords: { unitGuard: 1 },
  statics: [
    {
      name: 'Tame 1',
      appliesTo: (q, card) => inBattleWith(q, q.self, card),
      add: { attack: -1 },
    },
  ],
});
