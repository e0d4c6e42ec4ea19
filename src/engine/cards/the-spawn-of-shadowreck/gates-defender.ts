import { defineCard } from '../api';

/**
 * Gates Defender: ~ Hidden: After an opponent has declared attackers, you may play this unit
 * from your hand without paying its main action cost. Alert: Do not place exhaustion tokens on
 * this unit as a result of its countering.
 */
export default defineCard({
  stub: 'gates-defender',
  keywords: { alert: 1 },
  playFromHand: {
    name: 'Hidden',
    event: 'attackersDeclared',
    // One declaration raises an event per attacker: offer it once, on the first.
    match: (q, e) => e.controller !== q.me && q.state.attack?.battles[0]?.attacker === e.card,
  },
});
