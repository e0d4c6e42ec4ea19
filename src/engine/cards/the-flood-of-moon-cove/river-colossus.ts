import {
  addAttackThisTurn,
  chooseDice,
  defineCard,
  lowerDice,
  lowerableDiceOf,
  self,
  whenDeclared,
} from '../api';

const dice = chooseDice('dice', {
  title: 'River Colossus, Rouse 2: choose 2 non-basic dice in your active pool to lower',
  from: (g) => lowerableDiceOf(g),
  count: { exactly: () => 2 },
});

/**
 * River Colossus: Gigantic 1: This unit cannot be blocked or guarded against by units with a
 * life value of 1 or less. Rouse 2: When this unit is declared as an attacker, you may lower 2
 * non-basic dice in your active pool one level. If you do, add 2 to this unit's attack value for
 * the remainder of the turn.
 */
export default defineCard({
  stub: 'river-colossus',
  keywords: { gigantic: 1 },
  triggers: [
    whenDeclared(
      'Rouse 2',
      ['attacker'],
      [
        dice.ask,
        (g) => {
          const chosen = dice.of(g) ?? [];
          // "If you do": only with 2 dice to lower.
          if (chosen.length < 2) return;
          lowerDice(g, chosen);
          addAttackThisTurn(g, self(g), 2);
        },
      ],
      true,
    ),
  ],
});
