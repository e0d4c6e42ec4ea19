import { canSummon, defineCard, summon } from '../api';

/** Summon Ruin Dweller: main, exhaust, 1 ceremonial class, 1 time class: Place a Ruin Dweller conjuration onto your battlefield. */
export default defineCard({
  stub: 'summon-ruin-dweller',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Ruin Dweller',
      cost: ['[[main]]', '[[exhaust]]', '1 [[ceremonial:class]]', '1 [[time:class]]'],
      usable: (q) => canSummon(q, 'ruin-dweller'),
      steps: [(g) => void summon(g, 'ruin-dweller')],
    },
  ],
});
