import { canSummon, defineCard, summon } from '../api';

/** Summon Shade Prowler: main - exhaust - 1 illusion class - 1 basic: Place a Shade Prowler conjuration onto your battlefield. */
export default defineCard({
  stub: 'summon-shade-prowler',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Shade Prowler',
      cost: ['[[main]]', '[[exhaust]]', '1 [[illusion:class]]', '1 [[basic]]'],
      usable: (q) => canSummon(q, 'shade-prowler'),
      steps: [(g) => void summon(g, 'shade-prowler')],
    },
  ],
});
