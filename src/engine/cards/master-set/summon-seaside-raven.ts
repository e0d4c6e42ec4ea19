import { canSummon, defineCard, summon } from '../api';

/** Summon Seaside Raven: main, exhaust, 3 basic: place a Seaside Raven onto your battlefield. */
export default defineCard({
  stub: 'summon-seaside-raven',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Seaside Raven',
      cost: ['[[main]]', '[[exhaust]]', '3 [[basic]]'],
      usable: (q) => canSummon(q, 'seaside-raven'),
      steps: [(g) => void summon(g, 'seaside-raven')],
    },
  ],
});
