import { defineCard } from '../api';

/** Reborn Chimera: Overkill 3: After this unit destroys a unit an opponent controls by attacking, deal 3 damage to that opponent's target Phoenixborn. */
export default defineCard({
  stub: 'reborn-chimera',
  keywords: { overkill: 3 },
});
