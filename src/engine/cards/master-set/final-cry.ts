import { registerCard } from '../registry';
import { ctxId, damage, targetPb } from '../helpers';
/** Final Cry: Reaction: after a unit you control is destroyed, deal 2 damage to a target Phoenixborn. */
export default registerCard({
  stub: 'final-cry',
  reaction: { event: 'destroyed', match: (q, e) => e.controller === q.me },
  effect: [
    targetPb('target', 'Final Cry: choose a Phoenixborn'),
    (g) => {
      damage(g, ctxId(g, 'target'), 2);
    },
  ],
});
