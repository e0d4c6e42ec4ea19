import { registerCard } from '../registry';
import { ctxId, exhaustTokens, targetUnit, targetableUnits } from '../helpers';
/** Steady Gaze: Place 2 exhaustion tokens on a target unit. */
export default registerCard({
  stub: 'steady-gaze',
  playable: (q) => targetableUnits(q.state, q.me).length > 0,
  effect: [
    targetUnit('target', 'Steady Gaze: choose a unit'),
    (g) => exhaustTokens(g, ctxId(g, 'target'), 2),
  ],
});
