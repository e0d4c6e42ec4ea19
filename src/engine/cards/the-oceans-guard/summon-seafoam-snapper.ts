import { canSummon, defineCard, summon } from '../api';

/** Summon Seafoam Snapper: main - exhaust - 1 time power: Place a Seafoam Snapper conjuration onto your battlefield. */
export default defineCard({
  stub: 'summon-seafoam-snapper',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Seafoam Snapper',
      cost: ['[[main]]', '[[exhaust]]', '1 [[time:power]]'],
      usable: (q) => canSummon(q, 'seafoam-snapper'),
      steps: [(g) => void summon(g, 'seafoam-snapper')],
    },
  ],
});
