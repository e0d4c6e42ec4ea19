import {
  attackOf,
  chooseCard,
  dealDamage,
  defineCard,
  opponentUnits,
  printedAttackOf,
  self,
  whenDeclared,
} from '../api';
import type { Scope } from '../api';

/** "If its current attack value is greater than its printed attack value". */
function strengthened(s: Scope): boolean {
  const printed = printedAttackOf(s, self(s));
  return printed !== null && attackOf(s, self(s)) > printed;
}

const target = chooseCard('target', {
  title: 'Ptera Hatchling, Shock 1: you may deal 1 damage to a unit an opponent controls',
  from: (g) => (strengthened(g) ? opponentUnits(g) : []),
  optional: true,
});

/**
 * Ptera Hatchling: Shock 1: When this unit is declared as an attacker, if its current attack
 * value is greater than its printed attack value, you may deal 1 damage to a target unit an
 * opponent controls.
 */
export default defineCard({
  stub: 'ptera-hatchling',
  triggers: [
    whenDeclared('Shock 1', ['attacker'], [target.ask, (g) => void dealDamage(g, target.of(g), 1)]),
  ],
});
