import { defineCard, draw } from '../api';

/** Sleight of Hand: Draw 3 cards. */
export default defineCard({
  stub: 'sleight-of-hand',
  effect: [
    (g) => {
      draw(g, 3);
    },
  ],
});
