import { defineCard, draw, handOf } from '../api';

/** Expand Energy: Draw until you have 2 cards in your hand. */
export default defineCard({
  stub: 'expand-energy',
  effect: [
    (g) => {
      const need = 2 - handOf(g).length;
      if (need > 0) draw(g, need);
    },
  ],
});
