import { dealDamage, defineAspect, opp, phoenixbornOf, unitsOf } from '../api';

/** Firebelly (aspect): When this aspect attacks, deal 1 damage to each opposing unit and to the opposing Phoenixborn. */
export default defineAspect({
  stub: 'firebelly',
  triggers: [
    {
      name: 'Firebelly',
      event: 'attackersDeclared',
      match: (q, e) => e.card === q.self,
      steps: [
        (g) => {
          for (const unit of unitsOf(g, opp(g))) dealDamage(g, unit, 1);
          dealDamage(g, phoenixbornOf(g, opp(g)), 1);
        },
      ],
    },
  ],
});
