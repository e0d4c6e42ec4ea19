import { defineCard, eventOf, onAttached, removeExhaustion } from '../api';

/**
 * Undaunted (alteration, attack +1, life +1, recover +1): When attaching this spell, remove 1
 * exhaustion token from the attached unit.
 */
export default defineCard({
  stub: 'undaunted',
  triggers: [
    onAttached('Undaunted', [
      (g) => void removeExhaustion(g, eventOf(g, 'alterationAttached')?.host ?? null, 1),
    ]),
  ],
});
