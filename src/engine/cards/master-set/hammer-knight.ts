import { registerCard } from '../registry';
import { ctxId, damage, targetUnit } from '../helpers';
/** Hammer Knight: Aftershock 1: after this unit destroys a unit an opponent controls by attacking, you may deal 1 damage to a target unit. Alert. */
export default registerCard({
  stub: 'hammer-knight',
  keywords: { alert: 1 },
  triggers: [
    {
      name: 'Aftershock 1',
      event: 'unitDestroyedByAttack',
      inexhaustible: true,
      match: (q, e) => e.attacker === q.self,
      steps: [
        targetUnit('target', 'Aftershock 1: you may deal 1 damage to a unit', () => true, true),
        (g) => {
          damage(g, ctxId(g, 'target'), 1);
        },
      ],
    },
  ],
});
