import { addAttackThisTurn, attackedBy, defineCard, self, tokensOn, whenDeclared } from '../api';

/**
 * Bone Crow: Feast 1: When this unit is declared as an attacker, add 1 to its attack value for
 * the remainder of the turn if it is targeting a card with any wound tokens on it.
 */
export default defineCard({
  stub: 'bone-crow',
  triggers: [
    whenDeclared(
      'Feast 1',
      ['attacker'],
      [
        (g) => {
          const target = attackedBy(g, self(g));
          if (target !== null && tokensOn(g, target).damage > 0) addAttackThisTurn(g, self(g), 1);
        },
      ],
    ),
  ],
});
