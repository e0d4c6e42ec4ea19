import {
  chooseCard,
  dealDamage,
  defineCard,
  isOnBattlefield,
  targetablePhoenixborns,
} from '../api';

const target = chooseCard('target', {
  title: 'Admonisher, Rebuke 1: choose a Phoenixborn to deal 1 damage to',
  from: (g) => targetablePhoenixborns(g),
});

/** Admonisher: Rebuke 1: At the end of each round, deal 1 damage to a target Phoenixborn. */
export default defineCard({
  stub: 'admonisher',
  triggers: [
    {
      name: 'Rebuke 1',
      event: 'endOfRound',
      match: (q) => isOnBattlefield(q, q.self),
      steps: [target.ask, (g) => void dealDamage(g, target.of(g), 1)],
    },
  ],
});
