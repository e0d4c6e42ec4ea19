import { registerCard } from '../registry';
import { draw } from '../helpers';
/** Sleight of Hand: Draw 3 cards. */
export default registerCard({
  stub: 'sleight-of-hand',
  effect: [
    (g) => {
      draw(g, 3);
    },
  ],
});
