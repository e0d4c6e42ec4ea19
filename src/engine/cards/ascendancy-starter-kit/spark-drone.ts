import { defineCard } from '../api';

/** Spark Drone (conjuration): Unit Guard: This unit may guard a unit that is being attacked. */
export default defineCard({
  stub: 'spark-drone',
  keywords: { unitGuard: 1 },
});
