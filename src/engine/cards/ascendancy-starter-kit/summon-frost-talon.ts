import { canSummon, defineCard, summon } from '../api';

/** Summon Frost Talon: main - exhaust - 1 astral class: Place a Frost Talon conjuration onto your battlefield. */
export default defineCard({
  stub: 'summon-frost-talon',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Frost Talon',
      cost: ['[[main]]', '[[exhaust]]', '1 [[astral:class]]'],
      usable: (q) => canSummon(q, 'frost-talon'),
      steps: [(g) => void summon(g, 'frost-talon')],
    },
  ],
});
