import { defineCard } from '../api';

/** Battle Seer: Quick Strike: While this unit is attacking, it deals its damage before units in battle with it. Alert: Do not place exhaustion tokens on this unit as a result of its countering. */
export default defineCard({
  stub: 'battle-seer',
  keywords: { quickStrike: 1, alert: 1 },
});
