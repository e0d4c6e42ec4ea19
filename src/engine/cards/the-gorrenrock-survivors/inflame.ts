import { defineCard } from '../api';

/** Inflame: alteration spell, +1 attack (printed on the card). This unit now has the following ability: Threatening: This unit must be blocked, if able. */
export default defineCard({
  stub: 'inflame',
  grants: { threatening: 1 },
});
