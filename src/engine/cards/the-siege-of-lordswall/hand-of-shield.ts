import { defineCard } from '../api';

/** Hand of Shield: Unit Guard: This unit may guard a unit that is being attacked. */
export default defineCard({
  stub: 'hand-of-shield',
  keywords: { unitGuard: 1 },
});
