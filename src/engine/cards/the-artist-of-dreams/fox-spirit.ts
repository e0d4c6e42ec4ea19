import {
  activeDiceOf,
  addAttackThisTurn,
  attackTarget,
  chooseDie,
  defineCard,
  isExhausted,
  onComesIntoPlay,
  raiseDie,
  self,
} from '../api';

const die = chooseDie('die', {
  title: 'Fox Spirit, Keen 1: you may raise 1 die in your active pool one level',
  from: (g) =>
    activeDiceOf(g)
      .filter((d) => d.level !== 'power')
      .map((d) => d.uuid),
  decline: 'Skip',
});

/** Fox Spirit: Keen 1: When this unit comes into play, you may raise 1 die in your active pool one level. Pounce 2: When this unit is declared as an attacker, add 2 to its attack value for the remainder of the turn if it is targeting an exhausted unit. */
export default defineCard({
  stub: 'fox-spirit',
  triggers: [
    onComesIntoPlay('Keen 1', [die.ask, (g) => raiseDie(g, die.of(g))]),
    {
      name: 'Pounce 2',
      event: 'attackersDeclared',
      match: (q, e) => {
        const target = attackTarget(q);
        return e.card === q.self && target !== null && isExhausted(q, target);
      },
      steps: [(g) => addAttackThisTurn(g, self(g), 2)],
    },
  ],
});
