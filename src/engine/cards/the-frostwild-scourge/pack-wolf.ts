import { defineCard } from '../api';

/** Pack Wolf: * Fade: Destroy this unit at the end of this round. */
export default defineCard({
  stub: 'pack-wolf',
  keywords: { fade: 1 },
});
