import { defineCard } from '../api';

/**
 * Bravery: You may play this spell after a unit you control is dealt damage. Prevent that damage
 * from being received.
 */
export default defineCard({
  stub: 'bravery',
  // Playing it prevents all of the held damage (the reaction's default).
  reaction: { event: 'unitDamage', match: (q, e) => e.controller === q.me },
  effect: [],
});
