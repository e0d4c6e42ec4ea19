import { canSummon, defineCard, summon } from '../api';

/** Summon Adaptodon: main - exhaust - 2 natural class: Place an Adaptodon conjuration onto your battlefield. */
export default defineCard({
  stub: 'summon-adaptodon',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Adaptodon',
      cost: ['[[main]]', '[[exhaust]]', '2 [[natural:class]]'],
      usable: (q) => canSummon(q, 'adaptodon'),
      steps: [(g) => void summon(g, 'adaptodon')],
    },
  ],
});
