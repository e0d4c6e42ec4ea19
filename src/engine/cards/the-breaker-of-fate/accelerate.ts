import { changeDice, defineCard, draw, gainSideAction } from '../api';

/** Accelerate: Draw 1 card. Change 2 dice in your active pool to a side of your choice. You may take up to 2 additional side actions this turn. */
export default defineCard({
  stub: 'accelerate',
  effect: [
    (g) => void draw(g, 1),
    changeDice(2),
    // "Up to": the extra side actions are there to take or leave.
    (g) => {
      gainSideAction(g);
      gainSideAction(g);
    },
  ],
});
