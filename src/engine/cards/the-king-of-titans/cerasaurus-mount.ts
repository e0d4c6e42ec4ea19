import { defineCard, dismount } from '../api';

/** Cerasaurus Mount: Overkill 1: After this unit destroys a unit an opponent controls by attacking, deal 1 damage to that opponent's target Phoenixborn. Dismount: When this unit is destroyed, place any allies you own underneath this unit into your hand (inexhaustible). */
export default defineCard({
  stub: 'cerasaurus-mount',
  keywords: { overkill: 1 },
  triggers: [dismount()],
});
