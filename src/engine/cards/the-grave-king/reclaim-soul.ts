import { chooseCard, defineCard, destroy, phoenixbornOf, removeWounds, unitsOf } from '../api';

const unit = chooseCard('unit', {
  title: 'Reclaim Soul: choose a unit you control to destroy',
  from: (g) => unitsOf(g),
});

/** Reclaim Soul: Destroy a unit you control to remove 2 wound tokens from your Phoenixborn. */
export default defineCard({
  stub: 'reclaim-soul',
  playable: (q) => unitsOf(q).length > 0,
  effect: [
    unit.ask,
    (g) => {
      if (destroy(g, unit.of(g)) !== null) removeWounds(g, phoenixbornOf(g), 2);
    },
  ],
});
