import { defineCard } from '../api';

/** Grave Knight: Threatening: This unit must be blocked, if able. Overkill 1: After this unit destroys a unit an opponent controls by attacking, deal 1 damage to that opponent's target Phoenixborn. */
export default defineCard({
  stub: 'grave-knight',
  keywords: { threatening: 1, overkill: 1 },
});
