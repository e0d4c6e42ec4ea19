import { canSummon, defineCard, summon } from '../api';

/** Summon Salamander Monk: main, exhaust, 1 sympathy class: Place a Salamander Monk conjuration onto your battlefield. */
export default defineCard({
  stub: 'summon-salamander-monk',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Salamander Monk',
      cost: ['[[main]]', '[[exhaust]]', '1 [[sympathy:class]]'],
      usable: (q) => canSummon(q, 'salamander-monk'),
      steps: [(g) => void summon(g, 'salamander-monk')],
    },
  ],
});
