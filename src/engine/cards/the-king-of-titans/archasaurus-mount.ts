import { defineCard, dismount } from '../api';

/** Archasaurus Mount: Gigantic 2: This unit cannot be blocked or guarded against by units with a life value of 2 or less. Dismount: When this unit is destroyed, place any allies you own underneath this unit into your hand (inexhaustible). */
export default defineCard({
  stub: 'archasaurus-mount',
  keywords: { gigantic: 2 },
  triggers: [dismount()],
});
