import { registerCard } from '../registry';
import { ctxId, damage, mayDraw, targetUnit, targetableUnits } from '../helpers';
/** Out of the Mist: Deal X damage to a target unit, X = the number of units you have in play. You may draw 1 card. */
export default registerCard({
  stub: 'out-of-the-mist',
  playable: (q) => targetableUnits(q.state, q.me).length > 0,
  effect: [
    targetUnit('target', 'Out of the Mist: choose a unit'),
    (g) => {
      damage(g, ctxId(g, 'target'), g.state.players[g.me].battlefield.length);
    },
    ...mayDraw('draw', 1),
  ],
});
