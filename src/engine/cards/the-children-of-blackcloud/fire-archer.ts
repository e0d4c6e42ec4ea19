import { ambush, defineCard } from '../api';

/** Fire Archer: Ambush 1: When this unit comes into play, you may deal 1 damage to a target Phoenixborn. */
export default defineCard({
  stub: 'fire-archer',
  triggers: [ambush('Fire Archer', 1)],
});
