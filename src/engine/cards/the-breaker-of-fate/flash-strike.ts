import { addAttackThisTurn, chooseCard, defineCard, grantKeyword, tokensOn, unitsOf } from '../api';
import type { Query, Run } from '../api';

function unitsWithStatus(s: Run | Query): string[] {
  return unitsOf(s).filter((unit) => tokensOn(s, unit).status > 0);
}

const unit = chooseCard('unit', {
  title: 'Flash Strike: choose a unit you control with a status token (+2 attack, Quick Strike)',
  from: (g) => unitsWithStatus(g),
});

/**
 * Flash Strike: You may play this spell after an opponent has the choice to declare blockers or
 * a guard. Choose a unit you control with 1 or more status tokens on it. For the remainder of
 * the turn, add 2 to its attack value and it gains the following ability: Quick Strike.
 */
export default defineCard({
  stub: 'flash-strike',
  reaction: {
    event: 'blockersDeclared',
    match: (q, e) => e.attacker === q.me && unitsWithStatus(q).length > 0,
  },
  effect: [
    unit.ask,
    (g) => {
      addAttackThisTurn(g, unit.of(g), 2);
      grantKeyword(g, unit.of(g), 'quickStrike', 'thisTurn');
    },
  ],
});
