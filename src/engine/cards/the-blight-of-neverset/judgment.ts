import { allUnitsInPlay, defineCard, destroy } from '../api';

/** Judgment: Destroy all units. */
export default defineCard({
  stub: 'judgment',
  effect: [
    (g) => {
      for (const unit of allUnitsInPlay(g)) destroy(g, unit);
    },
  ],
});
