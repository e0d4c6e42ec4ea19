import { canSummon, defineCard, summon } from '../api';

/** Summon Butterfly Monk: main, exhaust, 1 natural power: place a Butterfly Monk onto your battlefield. */
export default defineCard({
  stub: 'summon-butterfly-monk',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Butterfly Monk',
      cost: ['[[main]]', '[[exhaust]]', '1 [[natural:power]]'],
      usable: (q) => canSummon(q, 'butterfly-monk'),
      steps: [(g) => void summon(g, 'butterfly-monk')],
    },
  ],
});
