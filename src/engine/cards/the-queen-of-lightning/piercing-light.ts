import { defineCard, diceOn, unitsOf } from '../api';

/**
 * Piercing Light: All units you control with a divine die on them have the following ability:
 * Overkill 1: After this unit destroys a unit an opponent controls by attacking, deal 1 damage
 * to that opponent's target Phoenixborn.
 */
export default defineCard({
  stub: 'piercing-light',
  statics: [
    {
      name: 'Piercing Light',
      // A ready spell's static works while it is unexhausted; Piercing Light is never exhausted.
      appliesTo: (q, card) => unitsOf(q).includes(card) && diceOn(q, card, 'divine').length > 0,
      grants: { overkill: 1 },
    },
  ],
});
