import { canSummon, defineCard, summon } from '../api';

/** Summon Biter: main - exhaust - 1 natural class - 1 basic: Place a Biter conjuration onto your battlefield. */
export default defineCard({
  stub: 'summon-biter',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Biter',
      cost: ['[[main]]', '[[exhaust]]', '1 [[natural:class]]', '1 [[basic]]'],
      usable: (q) => canSummon(q, 'biter'),
      steps: [(g) => void summon(g, 'biter')],
    },
  ],
});
