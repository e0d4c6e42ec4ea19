import { canSummon, defineCard, summon } from '../api';

/** Summon Shadow Spirit: main, exhaust, 1 illusion power: Place a Shadow Spirit conjuration onto your battlefield. */
export default defineCard({
  stub: 'summon-shadow-spirit',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Shadow Spirit',
      cost: ['[[main]]', '[[exhaust]]', '1 [[illusion:power]]'],
      usable: (q) => canSummon(q, 'shadow-spirit'),
      steps: [(g) => void summon(g, 'shadow-spirit')],
    },
  ],
});
