import { canSummon, defineCard, summon } from '../api';

/** Summon Thunder Hulk: main - exhaust - 1 artifice class - 1 basic: Place a Thunder Hulk conjuration onto your battlefield. */
export default defineCard({
  stub: 'summon-thunder-hulk',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Thunder Hulk',
      cost: ['[[main]]', '[[exhaust]]', '1 [[artifice:class]]', '1 [[basic]]'],
      usable: (q) => canSummon(q, 'thunder-hulk'),
      steps: [(g) => void summon(g, 'thunder-hulk')],
    },
  ],
});
