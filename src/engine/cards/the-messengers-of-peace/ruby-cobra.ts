import { addAttackThisTurn, chooseOpponent, defineCard, discardTopOfDrawPile, self } from '../api';

const opponent = chooseOpponent('opponent', {
  title: 'Intimidate 1: choose an opponent to discard the top card of their draw pile',
});

/**
 * Ruby Cobra: Intimidate 1: When this unit is declared as an attacker, add 1 to its attack
 * value for the remainder of the turn, and then choose a target opponent to discard 1 card off
 * the top of their draw pile. Charming: This unit cannot be targeted by attacks from units with
 * a charm die on them.
 */
export default defineCard({
  stub: 'ruby-cobra',
  keywords: { charming: 1 },
  triggers: [
    {
      name: 'Intimidate 1',
      event: 'attackersDeclared',
      match: (q, e) => e.card === q.self,
      steps: [
        (g) => addAttackThisTurn(g, self(g), 1),
        opponent.ask,
        (g) => {
          const whose = opponent.of(g);
          if (whose !== null) discardTopOfDrawPile(g, whose, 1);
        },
      ],
    },
  ],
});
