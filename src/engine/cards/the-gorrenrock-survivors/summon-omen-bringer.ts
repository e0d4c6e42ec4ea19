import { canSummon, defineCard, summon } from '../api';

/** Summon Omen Bringer: main, exhaust, 1 time class, 1 basic: Place an Omen Bringer conjuration onto your battlefield. */
export default defineCard({
  stub: 'summon-omen-bringer',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Omen Bringer',
      cost: ['[[main]]', '[[exhaust]]', '1 [[time:class]]', '1 [[basic]]'],
      usable: (q) => canSummon(q, 'omen-bringer'),
      steps: [(g) => void summon(g, 'omen-bringer')],
    },
  ],
});
