import { changeValue, defineCard, printedAttackIs, unitsOf } from '../api';
import type { Scope } from '../api';

/** Units you control with a printed attack value of 0. */
function meekUnits(s: Scope): string[] {
  return unitsOf(s).filter((unit) => printedAttackIs(s, unit, 0));
}

/**
 * Flock Shepherd: Gather 2: After an opponent declares attackers, you may add 2 to the attack
 * value of all units you control with a printed attack value of 0 for the remainder of the
 * turn. Protect: Units you control with a printed attack value of 0 cannot be targeted by
 * spells, abilities, or dice powers an opponent controls.
 */
export default defineCard({
  stub: 'flock-shepherd',
  triggers: [
    {
      name: 'Gather 2',
      event: 'attackersDeclared',
      optional: true,
      // One answer per declaration: on its first attacker's event.
      match: (q, e) => {
        const attack = q.state.attack;
        return (
          e.controller !== q.me &&
          attack !== null &&
          attack.battles[0]?.attacker === e.card &&
          meekUnits(q).length > 0
        );
      },
      steps: [
        (g) => {
          for (const unit of meekUnits(g)) changeValue(g, unit, 'attack', 2, 'thisTurn');
        },
      ],
    },
  ],
  statics: [
    {
      name: 'Protect',
      appliesTo: (q, card) => meekUnits(q).includes(card),
      forbids: ['beTargeted'],
    },
  ],
});
