import { defineAspect, onDestroyed, removeExhaustion, unitsOf } from '../api';

/**
 * Aegis Feathers (aspect): Defender (played as Unit Guard, as the Chimera's Defenders are).
 * It has no attack target: it never attacks. When this aspect is destroyed, if the
 * Dragonborn still has units, remove 1 exhaustion token from its leftmost unit.
 */
export default defineAspect({
  stub: 'aegis-feathers',
  keywords: { unitGuard: 1 },
  triggers: [
    onDestroyed('Aegis Feathers', [(g) => void removeExhaustion(g, unitsOf(g)[0] ?? null, 1)]),
  ],
});
