import { dealDamage, defineCard, opp, phoenixbornOf } from '../api';

/** Iron Rhino: Gigantic 1; Overkill 2: after this unit destroys a unit an opponent controls by attacking, deal 2 damage to that opponent's Phoenixborn. */
export default defineCard({
  stub: 'iron-rhino',
  keywords: { gigantic: 1 },
  triggers: [
    {
      name: 'Overkill 2',
      event: 'unitDestroyedByAttack',
      inexhaustible: true,
      match: (q, e) => e.attacker === q.self,
      steps: [
        (g) => {
          dealDamage(g, phoenixbornOf(g, opp(g)), 2);
        },
      ],
    },
  ],
});
