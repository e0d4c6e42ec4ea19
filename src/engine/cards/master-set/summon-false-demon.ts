import { canSummon, defineCard, summon } from '../api';

/** Summon False Demon: main, exhaust, 1 illusion class, 1 basic: place a False Demon onto your battlefield. */
export default defineCard({
  stub: 'summon-false-demon',
  abilities: [
    {
      id: 'summon',
      name: 'Summon False Demon',
      cost: ['[[main]]', '[[exhaust]]', '1 [[illusion:class]]', '1 [[basic]]'],
      usable: (q) => canSummon(q, 'false-demon'),
      steps: [(g) => void summon(g, 'false-demon')],
    },
  ],
});
