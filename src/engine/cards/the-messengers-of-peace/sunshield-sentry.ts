import {
  attackingUnits,
  blockerOf,
  chooseCard,
  defineCard,
  removeFromBattle,
  targetableUnits,
  whenDeclared,
} from '../api';

const deflected = chooseCard('deflected', {
  title: 'Deflect: you may choose an unblocked attacking unit; it is no longer attacking',
  from: (g) => {
    const unblocked = attackingUnits(g).filter((unit) => blockerOf(g, unit) === null);
    return targetableUnits(g, (unit) => unblocked.includes(unit));
  },
  optional: true,
});

/**
 * Sunshield Sentry: Deflect: When this unit is declared as a blocker, you may choose a target
 * unblocked attacking unit. That unit is no longer attacking. Alert: Do not place exhaustion
 * tokens on this unit as a result of its countering.
 */
export default defineCard({
  stub: 'sunshield-sentry',
  keywords: { alert: 1 },
  triggers: [
    whenDeclared(
      'Deflect',
      ['blocker'],
      [deflected.ask, (g) => void removeFromBattle(g, deflected.of(g))],
    ),
  ],
});
