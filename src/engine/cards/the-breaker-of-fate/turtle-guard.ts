import { defineCard, isExhausted } from '../api';

/**
 * Turtle Guard: Rooted: This unit cannot attack. Unit Guard: This unit may guard a unit that is
 * being attacked. * Withdraw: While this unit is exhausted, prevent all damage dealt to this unit
 * from being received.
 */
export default defineCard({
  stub: 'turtle-guard',
  keywords: { unitGuard: 1 },
  statics: [
    { name: 'Rooted', appliesTo: (q, card) => card === q.self, forbids: ['attack'] },
    {
      name: 'Withdraw',
      inexhaustible: true,
      // All damage prevented: none of it is received.
      appliesTo: (q, card) => card === q.self && isExhausted(q, card),
      capDamage: 0,
    },
  ],
});
