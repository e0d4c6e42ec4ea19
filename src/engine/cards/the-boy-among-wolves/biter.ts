import { defineCard } from '../api';

/** Biter: Unit Guard: This unit may guard a unit that is being attacked. Rooted: This unit cannot attack. */
export default defineCard({
  stub: 'biter',
  keywords: { unitGuard: 1 },
  statics: [{ name: 'Rooted', appliesTo: (q, card) => card === q.self, forbids: ['attack'] }],
});
