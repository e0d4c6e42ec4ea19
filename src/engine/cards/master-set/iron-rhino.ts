import { defineCard } from '../api';

/** Iron Rhino: Gigantic 1; Overkill 2: after this unit destroys a unit an opponent controls by attacking, deal 2 damage to that opponent's Phoenixborn. */
export default defineCard({
  stub: 'iron-rhino',
  keywords: { gigantic: 1, overkill: 2 },
});
