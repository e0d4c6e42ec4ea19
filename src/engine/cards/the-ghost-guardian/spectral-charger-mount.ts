import { defineCard, dismount } from '../api';

/** Spectral Charger Mount: Quick Strike: While this unit is attacking, it deals its damage before units in battle with it. * Dismount: When this unit is destroyed, place any allies you own underneath this unit into your hand. */
export default defineCard({
  stub: 'spectral-charger-mount',
  keywords: { quickStrike: 1 },
  triggers: [dismount()],
});
