import { defineCard, hasFirstPlayerToken } from '../api';

/** Beast Mage: Terrifying 1: This unit cannot be blocked or guarded against by units with an attack value of 1 or less. * Transform 2: While you do not have the first player token, the attack value, life value, and recover value of this unit are increased by 2. */
export default defineCard({
  stub: 'beast-mage',
  keywords: { terrifying: 1 },
  statics: [
    {
      name: 'Transform 2',
      inexhaustible: true,
      appliesTo: (q, card) => card === q.self && !hasFirstPlayerToken(q),
      add: { attack: 2, life: 2, recover: 2 },
    },
  ],
});
