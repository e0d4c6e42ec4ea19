import {
  chooseCard,
  dealDamage,
  defineCard,
  targetableUnits,
  tokensOn,
  whenDeclared,
} from '../api';

const target = chooseCard('target', {
  title: "Ocean's Eye, Sting 1: you may deal 1 damage to a wounded unit",
  from: (g) => targetableUnits(g, (unit) => tokensOn(g, unit).damage > 0),
  optional: true,
});

/** Ocean's Eye: Sting 1: When this unit is declared as an attacker, you may deal 1 damage to target wounded unit. */
export default defineCard({
  stub: 'oceans-eye',
  triggers: [
    whenDeclared('Sting 1', ['attacker'], [target.ask, (g) => void dealDamage(g, target.of(g), 1)]),
  ],
});
