import { defineCard, grantKeyword, unitsOf } from '../api';

/** Sacred Ground: side, exhaust: All units you currently control gain the following ability until the start of your next turn: Armored 1: After this unit is dealt damage, prevent 1 damage from being received. */
export default defineCard({
  stub: 'sacred-ground',
  abilities: [
    {
      id: 'sacredGround',
      name: 'Sacred Ground',
      cost: ['[[side]]', '[[exhaust]]'],
      usable: (q) => unitsOf(q).length > 0,
      steps: [
        (g) => {
          for (const unit of unitsOf(g))
            grantKeyword(g, unit, 'armored', { untilStartOfNextTurnOf: g.me });
        },
      ],
    },
  ],
});
