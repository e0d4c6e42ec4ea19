import { defineCard, eventOf, preventDamage, removeWounds, tokensOn } from '../api';

/** Angelic Rescue: You may play this spell after a unit you control is dealt damage by a spell, ability, or dice power an opponent controls. Prevent that damage from being received, and then remove all wound tokens from that unit. */
export default defineCard({
  stub: 'angelic-rescue',
  reaction: {
    event: 'unitDamage',
    match: (q, e) => e.controller === q.me && e.byEffect && e.by !== null && e.by !== q.me,
  },
  effect: [
    (g) => {
      preventDamage(g);
      const unit = eventOf(g, 'unitDamage')?.card ?? null;
      if (unit !== null) removeWounds(g, unit, tokensOn(g, unit).damage);
    },
  ],
});
