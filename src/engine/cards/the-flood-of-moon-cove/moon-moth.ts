import { defineCard } from '../api';

/** Moon Moth: Unit Guard: This unit may guard a unit that is being attacked. */
export default defineCard({
  stub: 'moon-moth',
  keywords: { unitGuard: 1 },
});
