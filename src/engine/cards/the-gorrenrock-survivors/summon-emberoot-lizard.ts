import { canSummon, defineCard, summon } from '../api';

/** Summon Emberoot Lizard: main, exhaust, 1 natural class: Place an Emberoot Lizard conjuration onto your battlefield. */
export default defineCard({
  stub: 'summon-emberoot-lizard',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Emberoot Lizard',
      cost: ['[[main]]', '[[exhaust]]', '1 [[natural:class]]'],
      usable: (q) => canSummon(q, 'emberoot-lizard'),
      steps: [(g) => void summon(g, 'emberoot-lizard')],
    },
  ],
});
