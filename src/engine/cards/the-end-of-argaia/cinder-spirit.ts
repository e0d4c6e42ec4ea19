import {
  addAttackThisTurn,
  chooseCard,
  dealDamage,
  defineCard,
  isOnBattlefield,
  self,
  targetableUnits,
  tokensOn,
} from '../api';

const target = chooseCard('target', {
  title: 'Cinder Spirit, Ignite: you may deal 1 damage to another unit',
  from: (g) => targetableUnits(g, (unit) => unit !== self(g)),
  optional: true,
});

/** Cinder Spirit: Ignite: When this unit is declared as an attacker, if it has 1 or more status tokens on it, add 1 to its attack value for the remainder of the turn. If you do, you may deal 1 damage to another target unit. */
export default defineCard({
  stub: 'cinder-spirit',
  triggers: [
    {
      name: 'Ignite',
      event: 'unitDeclared',
      match: (q, e) => e.card === q.self && e.as === 'attacker' && tokensOn(q, q.self).status > 0,
      steps: [
        (g) => {
          // "If you do": the spirit must still be there, with its status token, to gain attack.
          if (!isOnBattlefield(g, self(g)) || tokensOn(g, self(g)).status === 0)
            return { end: true };
          addAttackThisTurn(g, self(g), 1);
          return undefined;
        },
        target.ask,
        (g) => void dealDamage(g, target.of(g), 1),
      ],
    },
  ],
});
