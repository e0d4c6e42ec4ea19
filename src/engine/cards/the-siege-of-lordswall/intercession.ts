import { attackTarget, chooseCard, defineCard, grantKeyword, unitsOf } from '../api';
import type { Scope } from '../api';

/** The units you control other than the one the attack targets. */
function otherUnits(s: Scope): string[] {
  const target = attackTarget(s);
  return unitsOf(s).filter((unit) => unit !== target);
}

const chosen = chooseCard('chosen', {
  title: 'Intercession: choose another unit you control to gain Unit Guard and Alert this turn',
  from: otherUnits,
});

/**
 * Intercession: You may play this spell after an opponent declares an attacker that is
 * targeting a unit you control. Choose another unit you control to gain the following abilities
 * for the remainder of the turn: Unit Guard: This unit may guard a unit that is being attacked.
 * Alert: Do not place exhaustion tokens on this unit as a result of its countering.
 */
export default defineCard({
  stub: 'intercession',
  reaction: {
    event: 'attackersDeclared',
    match: (q, e) => {
      const target = attackTarget(q);
      return (
        e.controller !== q.me &&
        target !== null &&
        unitsOf(q).includes(target) &&
        otherUnits(q).length > 0
      );
    },
  },
  effect: [
    chosen.ask,
    (g) => {
      grantKeyword(g, chosen.of(g), 'unitGuard', 'thisTurn');
      grantKeyword(g, chosen.of(g), 'alert', 'thisTurn');
    },
  ],
});
