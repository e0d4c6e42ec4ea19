import { defineCard, unitsOf } from '../api';

/** Shield Mage: Defensive Aura: Units you control cannot be targeted by attacks an opponent controls. */
export default defineCard({
  stub: 'shield-mage',
  statics: [
    {
      name: 'Defensive Aura',
      appliesTo: (q, card) => unitsOf(q).includes(card),
      // 'beAttacked' is asked only of an opponent's unit attack (attackableBy).
      forbids: ['beAttacked'],
    },
  ],
});
