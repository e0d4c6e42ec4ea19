import { defineAspect, discardFromPlay, exhaust, isExhausted, opp, unitsOf } from '../api';

/** Dark Descent (aspect): When this aspect attacks, discard the opponent's leftmost unit if it is exhausted; otherwise exhaust it. */
export default defineAspect({
  stub: 'dark-descent',
  triggers: [
    {
      name: 'Dark Descent',
      event: 'attackersDeclared',
      match: (q, e) => e.card === q.self,
      steps: [
        (g) => {
          const [leftmost] = unitsOf(g, opp(g));
          if (leftmost === undefined) return;
          if (isExhausted(g, leftmost)) discardFromPlay(g, leftmost);
          else exhaust(g, leftmost);
        },
      ],
    },
  ],
});
