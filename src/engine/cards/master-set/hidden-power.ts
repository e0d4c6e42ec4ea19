import { changeDice, defineCard, draw } from '../api';

/** Hidden Power: Draw 1 card. Change 5 dice in your active pool to a side of your choice. */
export default defineCard({
  stub: 'hidden-power',
  effect: [
    (g) => {
      draw(g, 1);
    },
    changeDice(5),
  ],
});
