import { canSummon, defineCard, summon } from '../api';

/** Summon Ruby Cobra: main, exhaust, 1 charm power: Place a Ruby Cobra conjuration onto your battlefield. */
export default defineCard({
  stub: 'summon-ruby-cobra',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Ruby Cobra',
      cost: ['[[main]]', '[[exhaust]]', '1 [[charm:power]]'],
      usable: (q) => canSummon(q, 'ruby-cobra'),
      steps: [(g) => void summon(g, 'ruby-cobra')],
    },
  ],
});
