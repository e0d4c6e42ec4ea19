import { attackingUnits, chooseCard, defineCard, grantKeyword } from '../api';

const attacker = chooseCard('attacker', {
  title: 'Arrogance: choose an attacking unit',
  from: (g) => attackingUnits(g),
});

/**
 * Arrogance: You may play this spell after you declare attackers. Choose an attacking unit. For
 * the remainder of the turn, the chosen unit cannot be blocked or guarded against by units with
 * a charm die on them.
 */
export default defineCard({
  stub: 'arrogance',
  reaction: {
    event: 'attackersDeclared',
    match: (q, e) => e.controller === q.me,
  },
  effect: [attacker.ask, (g) => grantKeyword(g, attacker.of(g), 'arrogance', 'thisTurn')],
});
