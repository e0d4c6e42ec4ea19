import { defineAspect } from '../api';

/**
 * Volley of Arrows (aspect): 2 status. Status ability: summon a random arrow from the
 * Dragonborn's conjuration pile, if any is left (`indiri-aldair.ts`).
 */
export default defineAspect({ stub: 'volley-of-arrows' });
