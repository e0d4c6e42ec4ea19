import { defineCard } from '../api';

/** Steadfast Guardian: Unit Guard: This unit may guard a unit that is being attacked. Alert: Do not place exhaustion tokens on this unit as a result of its countering. */
export default defineCard({
  stub: 'steadfast-guardian',
  keywords: { unitGuard: 1, alert: 1 },
});
