import { defineCard, resolveEndOfRoundEffectsNow } from '../api';

/** Era's End: Resolve all effects that trigger at the end of the round on unexhausted cards currently in play, in the order of your choice. */
export default defineCard({
  stub: 'eras-end',
  effect: [resolveEndOfRoundEffectsNow],
});
