import { defineCard } from '../api';

/**
 * Crystal Armor: +1 attack, +1 life, +1 recover. ~ After an opponent declares attackers, you
 * may play this spell from your hand by paying 1 time power instead of its play cost.
 */
export default defineCard({
  stub: 'crystal-armor',
  playFromHand: {
    name: 'Crystal Armor',
    event: 'attackersDeclared',
    match: (q, e) => e.controller !== q.me,
    cost: ['1 [[time:power]]'],
  },
});
