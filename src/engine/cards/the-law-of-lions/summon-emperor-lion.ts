import { canSummon, defineCard, summon } from '../api';

/** Summon Emperor Lion: main, exhaust, 2 divine class, 1 basic: Place an Emperor Lion conjuration onto your battlefield. */
export default defineCard({
  stub: 'summon-emperor-lion',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Emperor Lion',
      cost: ['[[main]]', '[[exhaust]]', '2 [[divine:class]]', '1 [[basic]]'],
      usable: (q) => canSummon(q, 'emperor-lion'),
      steps: [(g) => void summon(g, 'emperor-lion')],
    },
  ],
});
