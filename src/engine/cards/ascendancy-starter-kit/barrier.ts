import { defineCard, isCharged, preventDamage } from '../api';

/** Barrier: You may play this spell after a charged card you control is dealt damage. Prevent 3 damage from being received. */
export default defineCard({
  stub: 'barrier',
  reaction: {
    event: 'unitDamage',
    // Any card: a charged Phoenixborn's damage is answered too.
    alsoPhoenixborn: true,
    match: (q, e) => e.controller === q.me && isCharged(q, e.card),
    prevents: 3,
  },
  effect: [(g) => preventDamage(g, 3)],
});
