import { canSummon, defineCard, summon, unitDestroyedThisTurn } from '../api';

/** Summon Bone Crow: side - exhaust - 1 ceremonial class: If a unit was destroyed this turn, place a Bone Crow conjuration onto your battlefield. */
export default defineCard({
  stub: 'summon-bone-crow',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Bone Crow',
      cost: ['[[side]]', '[[exhaust]]', '1 [[ceremonial:class]]'],
      usable: (q) => unitDestroyedThisTurn(q) && canSummon(q, 'bone-crow'),
      steps: [(g) => void summon(g, 'bone-crow')],
    },
  ],
});
