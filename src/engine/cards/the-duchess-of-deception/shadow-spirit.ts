import { changeableDiceOf, chooseDie, chooseOpponent, defineCard, dieOf, lowerDie } from '../api';

const opponent = chooseOpponent('opponent', {
  title: 'Shadow Spirit, Trickery 1: choose an opponent to lower 1 of their dice',
});
const die = chooseDie('die', {
  title: 'Shadow Spirit, Trickery 1: choose a die to lower one level',
  // Law of Assurance: an opponent's dice may not be lowered, so none is offered.
  from: (g) => {
    const whose = opponent.of(g);
    if (whose === null) return [];
    return changeableDiceOf(g, whose).filter((d) => dieOf(g, d)?.level !== 'basic');
  },
});

/** Shadow Spirit: Trickery 1: When this unit is declared as an attacker, lower 1 die in a target opponent's active pool one level. */
export default defineCard({
  stub: 'shadow-spirit',
  triggers: [
    {
      name: 'Trickery 1',
      event: 'attackersDeclared',
      match: (q, e) => e.card === q.self,
      steps: [opponent.ask, die.ask, (g) => lowerDie(g, die.of(g))],
    },
  ],
});
