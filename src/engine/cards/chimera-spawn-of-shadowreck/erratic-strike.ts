import {
  defineAspect,
  destroy,
  isExhausted,
  opp,
  rollBehaviourDie,
  tokensOn,
  unitsOf,
} from '../api';

/**
 * Erratic Strike (aspect): When this aspect attacks, roll the behaviour die. On an even result,
 * destroy the opponent's leftmost exhausted unit; on an odd result, destroy their leftmost
 * damaged unit.
 */
export default defineAspect({
  stub: 'erratic-strike',
  triggers: [
    {
      name: 'Erratic Strike',
      event: 'attackersDeclared',
      match: (q, e) => e.card === q.self,
      steps: [
        (g) => {
          const even = rollBehaviourDie(g) % 2 === 0;
          const unit = unitsOf(g, opp(g)).find((u) =>
            even ? isExhausted(g, u) : tokensOn(g, u).damage > 0,
          );
          destroy(g, unit ?? null);
        },
      ],
    },
  ],
});
