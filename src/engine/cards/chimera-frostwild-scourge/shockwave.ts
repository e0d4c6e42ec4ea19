import { attachOnePerHost, defineAspect, isExhausted, opp, unitsOf } from '../api';

/**
 * Shockwave (aspect): When this aspect attacks, attach a Stun to the opponent's leftmost
 * unexhausted unit and another to their rightmost unexhausted unit.
 */
export default defineAspect({
  stub: 'shockwave',
  triggers: [
    {
      name: 'Shockwave',
      event: 'attackersDeclared',
      match: (q, e) => e.card === q.self,
      steps: [
        (g) => {
          const awake = unitsOf(g, opp(g)).filter((u) => !isExhausted(g, u));
          const leftmost = awake[0];
          const rightmost = awake.at(-1);
          attachOnePerHost(g, 'stun', leftmost ?? null);
          if (rightmost !== leftmost) attachOnePerHost(g, 'stun', rightmost ?? null);
        },
      ],
    },
  ],
});
