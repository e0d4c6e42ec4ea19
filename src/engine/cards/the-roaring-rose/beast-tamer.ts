import { defineCard, inBattleWith } from '../api';

/** Beast Tamer: Tame 1: While this unit is in battle, the attack value of units in battle with it is reduced by 1. Alert: Do not place exhaustion tokens on this unit as a result of its countering. */
export default defineCard({
  stub: 'beast-tamer',
  keywords: { alert: 1 },
  statics: [
    {
      name: 'Tame 1',
      appliesTo: (q, card) => inBattleWith(q, q.self, card),
      add: { attack: -1 },
    },
  ],
});
