import {
  chooseCard,
  defineCard,
  swapPrintedAttackAndLife,
  targetableUnits,
  whenDeclared,
} from '../api';

const target = chooseCard('target', {
  title: "Umbral Acrobat, Invert: you may swap a unit's printed attack and life values",
  from: (g) => targetableUnits(g),
  optional: true,
});

/**
 * Umbral Acrobat: Unit Guard: This unit may guard a unit that is being attacked. Invert: When
 * this unit is declared as an attacker, blocker, or guard, you may swap a target unit's printed
 * attack value with its printed life value for the remainder of the turn.
 */
export default defineCard({
  stub: 'umbral-acrobat',
  keywords: { unitGuard: 1 },
  triggers: [
    whenDeclared(
      'Invert',
      ['attacker', 'blocker', 'guard'],
      [target.ask, (g) => swapPrintedAttackAndLife(g, target.of(g), 'thisTurn')],
    ),
  ],
});
