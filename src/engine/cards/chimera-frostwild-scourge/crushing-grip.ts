import { defineAspect, holdOpposingLeftmostUnit, onComesIntoPlay, self } from '../api';

/**
 * Crushing Grip (aspect): Defender (played as Unit Guard). While this aspect is unexhausted,
 * the opponent's leftmost unit is considered exhausted.
 */
export default defineAspect({
  stub: 'crushing-grip',
  keywords: { unitGuard: 1 },
  triggers: [onComesIntoPlay('Crushing Grip', [(g) => holdOpposingLeftmostUnit(g, self(g))])],
});
