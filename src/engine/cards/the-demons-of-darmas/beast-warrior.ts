import { defineCard, groupTactics, hasFirstPlayerToken } from '../api';

/** Beast Warrior: Group Tactics 1: After you declare 3 or more attackers, you may add 1 to this unit's attack value for the remainder of this turn. * Transform 1: While you do not have the first player token, the attack value, life value, and recover value of this unit are increased by 1. */
export default defineCard({
  stub: 'beast-warrior',
  triggers: [groupTactics(1)],
  statics: [
    {
      name: 'Transform 1',
      inexhaustible: true,
      appliesTo: (q, card) => card === q.self && !hasFirstPlayerToken(q),
      add: { attack: 1, life: 1, recover: 1 },
    },
  ],
});
