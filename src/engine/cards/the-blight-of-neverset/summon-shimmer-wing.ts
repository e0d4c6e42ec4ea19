import { canSummon, defineCard, draw, summon } from '../api';

/**
 * Summon Shimmer Wing: main - exhaust - 1 charm class: Draw 1 card. Place a Shimmer Wing
 * conjuration onto your battlefield.
 */
export default defineCard({
  stub: 'summon-shimmer-wing',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Shimmer Wing',
      cost: ['[[main]]', '[[exhaust]]', '1 [[charm:class]]'],
      usable: (q) => canSummon(q, 'shimmer-wing'),
      steps: [
        (g) => {
          draw(g, 1);
          summon(g, 'shimmer-wing');
        },
      ],
    },
  ],
});
