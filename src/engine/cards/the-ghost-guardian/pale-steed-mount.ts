import { defineCard, dismount } from '../api';

/** Pale Steed Mount: Unit Guard: This unit may guard a unit that is being attacked. * Dismount: When this unit is destroyed, place any allies you own underneath this unit into your hand. */
export default defineCard({
  stub: 'pale-steed-mount',
  keywords: { unitGuard: 1 },
  triggers: [dismount()],
});
