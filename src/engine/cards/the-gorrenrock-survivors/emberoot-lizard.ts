import {
  addAttackThisTurn,
  chooseCard,
  dealDamage,
  defineCard,
  self,
  targetableUnits,
  tokensOn,
} from '../api';

const target = chooseCard('target', {
  title: 'Emberoot Lizard, Ignite: you may deal 1 damage to another unit',
  from: (g) => targetableUnits(g).filter((unit) => unit !== self(g)),
  optional: true,
});

/** Emberoot Lizard: Ignite: When this unit is declared as an attacker, if it has 1 or more status tokens on it, add 1 to its attack value for the remainder of the turn. If you do, you may deal 1 damage to another target unit. */
export default defineCard({
  stub: 'emberoot-lizard',
  triggers: [
    {
      name: 'Ignite',
      event: 'attackersDeclared',
      match: (q, e) => e.card === q.self && tokensOn(q, q.self).status > 0,
      steps: [
        (g) => addAttackThisTurn(g, self(g), 1),
        target.ask,
        (g) => void dealDamage(g, target.of(g), 1),
      ],
    },
  ],
});
