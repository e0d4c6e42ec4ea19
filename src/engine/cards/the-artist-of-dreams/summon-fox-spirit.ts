import { canSummon, defineCard, focus, summon } from '../api';

/** Summon Fox Spirit: main - exhaust - 1 illusion class: Place a Fox Spirit conjuration onto your battlefield. Focus 1: You may change the activation cost of this spell to side - exhaust - 1 illusion class. */
export default defineCard({
  stub: 'summon-fox-spirit',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Fox Spirit',
      // Focus 1: the player pays with a main or a side action, whichever they choose.
      cost: (q) => [
        focus(q) >= 1 ? ['[[main]]', '[[side]]'] : '[[main]]',
        '[[exhaust]]',
        '1 [[illusion:class]]',
      ],
      usable: (q) => canSummon(q, 'fox-spirit'),
      steps: [(g) => void summon(g, 'fox-spirit')],
    },
  ],
});
