import { defineCard } from '../api';

/**
 * Darkwater Hunter: ~ Blood Scent: After 1 or more wound tokens are placed on an opponent's
 * Phoenixborn, you may play this unit from your hand without paying its main action cost.
 * Stalk: This unit cannot be guarded against.
 */
export default defineCard({
  stub: 'darkwater-hunter',
  keywords: { stalk: 1 },
  playFromHand: {
    name: 'Blood Scent',
    event: 'pbWounded',
    match: (q, e) => e.controller !== q.me && e.amount >= 1,
  },
});
