import { registerCard } from '../registry';
import { chooseCard, choosePlayer, damage, ctxId } from '../helpers';
import { targetableBy } from '../../cardinfo';
import type { PlayerId } from '../../state';
/** Coal Roarkwin: Slash: side, 1 discard: choose a player; deal 1 damage to a target unit they control, or to their Phoenixborn if they control no units. */
export default registerCard({
  stub: 'coal-roarkwin',
  abilities: [
    {
      id: 'slash',
      name: 'Slash',
      cost: ['[[side]]', '1 [[discard]]'],
      steps: [
        choosePlayer('player', 'Slash: choose a player'),
        chooseCard('target', 'Slash: choose a unit to deal 1 damage to', (g) => {
          const p = g.ctx.player as PlayerId;
          const units = g.state.players[p].battlefield;
          if (units.length > 0) return units.filter((u) => targetableBy(g.state, u, g.me));
          return [g.state.players[p].phoenixborn];
        }),
        (g) => {
          damage(g, ctxId(g, 'target'), 1);
        },
      ],
    },
  ],
});
