import { defineCard, dismount } from '../api';

/** Nightmare Mount: Terrifying 1: This unit cannot be blocked or guarded against by units with an attack value of 1 or less. * Dismount: When this unit is destroyed, place any allies you own underneath this unit into your hand. */
export default defineCard({
  stub: 'nightmare-mount',
  keywords: { terrifying: 1 },
  triggers: [dismount()],
});
