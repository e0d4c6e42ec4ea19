import { registerCard } from '../registry';
import { ctxId, targetUnit, targetableUnits } from '../helpers';
import { inst } from '../../cardinfo';
/** Refresh: Remove all exhaustion tokens from a target unit. */
export default registerCard({
  stub: 'refresh',
  playable: (q) =>
    targetableUnits(q.state, q.me).some((u) => inst(q.state, u).tokens.exhaustion > 0),
  effect: [
    targetUnit(
      'target',
      'Refresh: choose a unit',
      (g, u) => inst(g.state, u).tokens.exhaustion > 0,
    ),
    (g) => {
      const target = ctxId(g, 'target');
      if (target) inst(g.state, target).tokens.exhaustion = 0;
    },
  ],
});
