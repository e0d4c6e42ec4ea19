import { defineCard } from '../api';

/** Emperor Lion: Overkill 1: After this unit destroys a unit an opponent controls by attacking, deal 1 damage to that opponent's target Phoenixborn. Alert: Do not place exhaustion tokens on this unit as a result of its countering. */
export default defineCard({
  stub: 'emperor-lion',
  keywords: { overkill: 1, alert: 1 },
});
