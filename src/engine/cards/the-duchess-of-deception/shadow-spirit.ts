import {
  activeDiceOf,
  chooseDie,
  choosePlayer,
  defineCard,
  lowerDie,
  mayChangeDiceOf,
  opponentsOf,
} from '../api';

const opponent = choosePlayer('opponent', {
  title: 'Shadow Spirit, Trickery 1: choose an opponent to lower 1 of their dice',
  only: (g, p) => opponentsOf(g).includes(p),
});
const die = chooseDie('die', {
  title: 'Shadow Spirit, Trickery 1: choose a die to lower one level',
  from: (g) => {
    const whose = opponent.of(g);
    // Law of Assurance: an opponent's dice may not be lowered, so none is offered.
    if (whose === null || !mayChangeDiceOf(g, whose)) return [];
    return activeDiceOf(g, whose)
      .filter((d) => d.level !== 'basic')
      .map((d) => d.uuid);
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
