import { defineCard } from '../api';

/**
 * Thunder Hulk (conjuration): Dormant: This unit cannot attack unless it is charged.
 * Overkill 1: After this unit destroys a unit an opponent controls by attacking, deal 1 damage
 * to that opponent's target Phoenixborn.
 */
export default defineCard({
  stub: 'thunder-hulk',
  keywords: { dormant: 1, overkill: 1 },
});
