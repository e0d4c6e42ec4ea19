import { addAttackThisTurn, defineCard, self, unitsOf } from '../api';

/** Immortal Commander: Command 1: side, exhaust: Add 1 to the attack value of all other units you currently control for the remainder of the turn. */
export default defineCard({
  stub: 'immortal-commander',
  abilities: [
    {
      id: 'command',
      name: 'Command 1',
      cost: ['[[side]]', '[[exhaust]]'],
      steps: [
        (g) => {
          for (const unit of unitsOf(g)) if (unit !== self(g)) addAttackThisTurn(g, unit, 1);
        },
      ],
    },
  ],
});
