import { chooseCard, dealDamage, defineCard, targetablePhoenixborns } from '../api';

const target = chooseCard('target', {
  title: 'Final Cry: choose a Phoenixborn',
  from: (g) => targetablePhoenixborns(g),
});

/** Final Cry: Reaction: after a unit you control is destroyed, deal 2 damage to a target Phoenixborn. */
export default defineCard({
  stub: 'final-cry',
  reaction: { event: 'destroyed', match: (q, e) => e.controller === q.me },
  effect: [
    target.ask,
    (g) => {
      dealDamage(g, target.of(g), 2);
    },
  ],
});
