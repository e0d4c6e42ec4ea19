import { canSummon, defineCard, summon } from '../api';

/** Summon Majestic Titan: main - exhaust - 1 charm class - 1 sympathy class - 1 basic: Place a Majestic Titan conjuration onto your battlefield. */
export default defineCard({
  stub: 'summon-majestic-titan',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Majestic Titan',
      cost: ['[[main]]', '[[exhaust]]', '1 [[charm:class]]', '1 [[sympathy:class]]', '1 [[basic]]'],
      usable: (q) => canSummon(q, 'majestic-titan'),
      steps: [(g) => void summon(g, 'majestic-titan')],
    },
  ],
});
