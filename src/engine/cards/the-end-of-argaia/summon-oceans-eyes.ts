import { canSummon, defineCard, summon } from '../api';

/** Summon Ocean's Eyes: main - exhaust - 2 basic: Place two Ocean's Eye conjurations onto your battlefield. */
export default defineCard({
  stub: 'summon-oceans-eyes',
  abilities: [
    {
      id: 'summon',
      name: "Summon Ocean's Eyes",
      cost: ['[[main]]', '[[exhaust]]', '2 [[basic]]'],
      usable: (q) => canSummon(q, 'oceans-eye'),
      // As many as the conjuration pile and the battlefield allow (digest §16.1: the part that can be done).
      steps: [
        (g) => {
          summon(g, 'oceans-eye');
          summon(g, 'oceans-eye');
        },
      ],
    },
  ],
});
