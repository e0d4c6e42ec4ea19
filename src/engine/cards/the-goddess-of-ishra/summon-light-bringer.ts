import { canSummon, defineCard, summon } from '../api';

/** Summon Light Bringer: main - exhaust - 1 divine class: Place a Light Bringer conjuration onto your battlefield. */
export default defineCard({
  stub: 'summon-light-bringer',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Light Bringer',
      cost: ['[[main]]', '[[exhaust]]', '1 [[divine:class]]'],
      usable: (q) => canSummon(q, 'light-bringer'),
      steps: [(g) => void summon(g, 'light-bringer')],
    },
  ],
});
