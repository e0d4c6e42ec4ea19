import { addAttackThisTurn, chooseCards, costX, defineCard, destroy, unitsOf } from '../api';

const destroyed = chooseCards('destroyed', {
  title: (g) => `Vengeance: choose ${costX(g)} unit(s) you control to destroy`,
  from: (g) => unitsOf(g),
  count: { exactly: (g) => costX(g) },
});
const strengthened = chooseCards('strengthened', {
  title: (g) => `Vengeance: choose ${costX(g)} unit(s) you control to get +1 attack`,
  from: (g) => unitsOf(g),
  count: { exactly: (g) => costX(g) },
});

/** Vengeance: side, X basic: Destroy X units you control. If you do, add 1 to the attack value of X target units you control for the remainder of the turn. */
export default defineCard({
  stub: 'vengeance',
  effect: [
    destroyed.ask,
    (g) => {
      const destroyedNow = (destroyed.of(g) ?? []).filter((unit) => destroy(g, unit) !== null);
      // "If you do": at least one unit was destroyed (X = 0 does nothing).
      if (destroyedNow.length === 0) return { end: true };
    },
    strengthened.ask,
    (g) => {
      for (const unit of strengthened.of(g) ?? []) addAttackThisTurn(g, unit, 1);
    },
  ],
});
