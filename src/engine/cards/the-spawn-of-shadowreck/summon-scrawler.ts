import { canSummon, defineCard, summon } from '../api';

/** Summon Scrawler: main - exhaust - 1 basic: Place a Scrawler conjuration onto your battlefield. */
export default defineCard({
  stub: 'summon-scrawler',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Scrawler',
      cost: ['[[main]]', '[[exhaust]]', '1 [[basic]]'],
      usable: (q) => canSummon(q, 'scrawler'),
      steps: [(g) => void summon(g, 'scrawler')],
    },
  ],
});
