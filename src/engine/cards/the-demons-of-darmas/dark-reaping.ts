import { changeDice, chooseCard, defineCard, destroy, unitsOf } from '../api';

const unit = chooseCard('unit', {
  title: 'Dark Reaping: choose a unit you control to destroy',
  from: (g) => unitsOf(g),
});

/** Dark Reaping: Destroy a unit you control to change 5 dice in your active pool to a side of your choice. */
export default defineCard({
  stub: 'dark-reaping',
  playable: (q) => unitsOf(q).length > 0,
  effect: [
    unit.ask,
    (g) => {
      if (destroy(g, unit.of(g)) === null) return { end: true };
    },
    changeDice(5),
  ],
});
