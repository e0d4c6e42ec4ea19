import { registerCard } from '../registry';
import { ctxId, damage, draw, opp, targetPb } from '../helpers';
/** One Hundred Blades: Deal 1 damage to a target Phoenixborn. Deal 1 damage to all opponents' units. Draw 1 card. */
export default registerCard({
  stub: 'one-hundred-blades',
  effect: [
    targetPb('target', 'One Hundred Blades: choose a Phoenixborn'),
    (g) => {
      damage(g, ctxId(g, 'target'), 1);
    },
    (g) => {
      for (const unit of [...g.state.players[opp(g)].battlefield]) damage(g, unit, 1);
    },
    (g) => {
      draw(g, 1);
    },
  ],
});
