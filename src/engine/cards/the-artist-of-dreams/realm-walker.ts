import { chooseCard, chooseOpponent, defineCard, exhaust, isExhausted, unitsOf } from '../api';

const opponent = chooseOpponent('opponent', {
  title: 'Realm Walker, Isolate 1: choose an opponent',
});
const unit = chooseCard('unit', {
  title: 'Realm Walker, Isolate 1: place 1 exhaustion token on an unexhausted unit you control',
  from: (g) => {
    const chosen = opponent.of(g);
    return chosen === null ? [] : unitsOf(g, chosen).filter((u) => !isExhausted(g, u));
  },
  by: (g) => opponent.of(g) ?? g.me,
});

/** Realm Walker: Isolate 1: When this unit is declared as an attacker, choose a target opponent to place 1 exhaustion token onto an unexhausted unit of their choice that they control. */
export default defineCard({
  stub: 'realm-walker',
  triggers: [
    {
      name: 'Isolate 1',
      event: 'attackersDeclared',
      match: (q, e) => e.card === q.self,
      steps: [opponent.ask, unit.ask, (g) => exhaust(g, unit.of(g), 1)],
    },
  ],
});
