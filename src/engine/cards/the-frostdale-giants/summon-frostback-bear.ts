import { canSummon, defineCard, summon } from '../api';

/** Summon Frostback Bear: main, exhaust, 1 natural class, 1 basic: Place a Frostback Bear conjuration onto your battlefield. */
export default defineCard({
  stub: 'summon-frostback-bear',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Frostback Bear',
      cost: ['[[main]]', '[[exhaust]]', '1 [[natural:class]]', '1 [[basic]]'],
      usable: (q) => canSummon(q, 'frostback-bear'),
      steps: [(g) => void summon(g, 'frostback-bear')],
    },
  ],
});
