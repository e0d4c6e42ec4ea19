import { canSummon, defineCard, summon } from '../api';

/** Summon Ancestor Spirit: main, exhaust, 1 sympathy power: Place an Ancestor Spirit conjuration onto your battlefield. */
export default defineCard({
  stub: 'summon-ancestor-spirit',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Ancestor Spirit',
      cost: ['[[main]]', '[[exhaust]]', '1 [[sympathy:power]]'],
      usable: (q) => canSummon(q, 'ancestor-spirit'),
      steps: [(g) => void summon(g, 'ancestor-spirit')],
    },
  ],
});
