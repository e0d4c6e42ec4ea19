import { defineCard } from '../api';

/** Crystal Shield: +2 life. This unit now has the following ability: Unit Guard: This unit may guard a unit that is being attacked. */
export default defineCard({
  stub: 'crystal-shield',
  grants: { unitGuard: 1 },
});
