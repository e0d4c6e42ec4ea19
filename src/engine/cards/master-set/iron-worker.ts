import { registerCard } from '../registry';
import { draw } from '../helpers';
import { button, choice } from '../../decisions';
/** Iron Worker: Overtime 2: during the draw cards step, you may draw up to 2 additional cards. */
export default registerCard({
  stub: 'iron-worker',
  triggers: [
    {
      name: 'Overtime 2',
      event: 'drawStep',
      inexhaustible: true,
      match: (q) => q.state.players[q.me].deck.length > 0,
      steps: [
        (g) => {
          if (g.ctx.count !== undefined) return;
          const most = Math.min(2, g.state.players[g.me].deck.length);
          const options = [0, 1, 2]
            .filter((n) => n <= most)
            .map((n) => button(String(n), `Draw ${n}`));
          return choice('count', 'Overtime 2: draw up to 2 additional cards', options, {
            source: g.frame.source,
          });
        },
        (g) => {
          const n = Number(g.ctx.count);
          if (n > 0) draw(g, n);
        },
      ],
    },
  ],
});
