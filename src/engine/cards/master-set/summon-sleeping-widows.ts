import { defineCard, summon } from '../api';

/** Summon Sleeping Widows: Reaction: after a unit you control is destroyed, place 2 Sleeping Widow conjurations onto your battlefield. */
export default defineCard({
  stub: 'summon-sleeping-widows',
  reaction: { event: 'destroyed', match: (q, e) => e.controller === q.me },
  effect: [
    (g) => {
      summon(g, 'sleeping-widow');
      summon(g, 'sleeping-widow');
    },
  ],
});
