import { canSummon, defineCard, summon } from '../api';

/** Summon Winged Lioness: main, exhaust, 1 divine class, 1 basic: Place a Winged Lioness conjuration onto your battlefield. */
export default defineCard({
  stub: 'summon-winged-lioness',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Winged Lioness',
      cost: ['[[main]]', '[[exhaust]]', '1 [[divine:class]]', '1 [[basic]]'],
      usable: (q) => canSummon(q, 'winged-lioness'),
      steps: [(g) => void summon(g, 'winged-lioness')],
    },
  ],
});
