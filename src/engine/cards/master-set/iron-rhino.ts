import { registerCard } from '../registry';
import { damage, opp } from '../helpers';
/** Iron Rhino: Gigantic 1; Overkill 2: after this unit destroys a unit an opponent controls by attacking, deal 2 damage to that opponent's Phoenixborn. */
export default registerCard({
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
          damage(g, g.state.players[opp(g)].phoenixborn, 2);
        },
      ],
    },
  ],
});
