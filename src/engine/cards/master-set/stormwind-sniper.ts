import { ambush, defineCard } from '../api';

/** Stormwind Sniper: Ambush 1: when this unit comes into play, you may deal 1 damage to a target Phoenixborn. Concealed. */
export default defineCard({
  stub: 'stormwind-sniper',
  keywords: { concealed: 1 },
  triggers: [ambush('Stormwind Sniper', 1)],
});
