import { registerCard } from '../registry';
import { draw } from '../helpers';
/** Expand Energy: Draw until you have 2 cards in your hand. */
export default registerCard({
  stub: 'expand-energy',
  effect: [
    (g) => {
      const need = 2 - g.state.players[g.me].hand.length;
      if (need > 0) draw(g, need);
    },
  ],
});
