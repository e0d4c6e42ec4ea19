import { dealDamage, defineAspect, opp, unitsOf } from '../api';

/** Heartpierce (aspect): When this aspect attacks, deal 2 damage to the opponent's rightmost unit. */
export default defineAspect({
  stub: 'heartpierce',
  triggers: [
    {
      name: 'Heartpierce',
      event: 'attackersDeclared',
      match: (q, e) => e.card === q.self,
      steps: [(g) => void dealDamage(g, unitsOf(g, opp(g)).at(-1) ?? null, 2)],
    },
  ],
});
