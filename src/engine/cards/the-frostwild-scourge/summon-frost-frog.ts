import { canSummon, defineCard, summon } from '../api';

/** Summon Frost Frog: main - exhaust - 1 natural power: Place a Frost Frog conjuration onto your battlefield. */
export default defineCard({
  stub: 'summon-frost-frog',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Frost Frog',
      cost: ['[[main]]', '[[exhaust]]', '1 [[natural:power]]'],
      usable: (q) => canSummon(q, 'frost-frog'),
      steps: [(g) => void summon(g, 'frost-frog')],
    },
  ],
});
