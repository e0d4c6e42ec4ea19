import { defineCard } from '../api';

/** Shadow Guard: ~ Hidden: After an opponent has declared attackers, you may play this unit from your hand without paying its main action cost. Unit Guard: This unit may guard a unit that is being attacked. */
export default defineCard({
  stub: 'shadow-guard',
  keywords: { unitGuard: 1 },
  playFromHand: {
    name: 'Hidden',
    event: 'attackersDeclared',
    match: (q, e) => e.controller !== q.me,
  },
});
