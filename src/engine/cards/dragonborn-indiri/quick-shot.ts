import { defineAspect, onComesIntoPlay, phoenixbornOf, placeStatus } from '../api';

/** Quick Shot (aspect): When this aspect is revealed, place 1 status token on the Dragonborn. */
export default defineAspect({
  stub: 'quick-shot',
  triggers: [onComesIntoPlay('Quick Shot', [(g) => placeStatus(g, phoenixbornOf(g), 1)])],
});
