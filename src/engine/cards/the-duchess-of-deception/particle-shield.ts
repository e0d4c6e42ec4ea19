import { defineCard, draw, preventDamage } from '../api';

/** Particle Shield: You may play this spell after a unit you control is dealt damage. Prevent 1 damage from being received. Draw 1 card. */
export default defineCard({
  stub: 'particle-shield',
  reaction: { event: 'unitDamage', match: (q, e) => e.controller === q.me, prevents: 1 },
  effect: [
    (g) => {
      preventDamage(g, 1);
      draw(g, 1);
    },
  ],
});
