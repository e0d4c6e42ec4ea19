import { allUnitsInPlay, defineCard, exhaust, isExhausted } from '../api';

/** Kneel: Place 1 exhaustion token on each unexhausted unit. */
export default defineCard({
  stub: 'kneel',
  effect: [
    (g) => {
      // Every unit is chosen at once, before any is exhausted.
      const unexhausted = allUnitsInPlay(g).filter((u) => !isExhausted(g, u));
      for (const unit of unexhausted) exhaust(g, unit, 1);
    },
  ],
});
