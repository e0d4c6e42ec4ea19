import { defineCard } from '../api';

/**
 * Prism Tetra: Fearful: This unit cannot block. Group Tactics 1: After you declare three or
 * more attackers, you may add 1 to this unit's attack value for the remainder of the turn.
 * * Scatter: Discard this unit at the end of the round unless it has 1 or more status tokens on it.
 */
export default defineCard({
  stub: 'prism-tetra',
  keywords: { groupTactics: 1, scatter: 1 },
  statics: [{ name: 'Fearful', appliesTo: (q, card) => card === q.self, forbids: ['block'] }],
});
