import { canSummon, defineCard, summon } from '../api';

/** Summon Blue Jaguar: main, exhaust, 2 basic: place a Blue Jaguar onto your battlefield. */
export default defineCard({
  stub: 'summon-blue-jaguar',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Blue Jaguar',
      cost: ['[[main]]', '[[exhaust]]', '2 [[basic]]'],
      usable: (q) => canSummon(q, 'blue-jaguar'),
      steps: [(g) => void summon(g, 'blue-jaguar')],
    },
  ],
});
