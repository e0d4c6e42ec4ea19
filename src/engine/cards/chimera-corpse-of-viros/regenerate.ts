import { defineAspect, eventOf, onDestroyed, returnDestroyedAspect, rollRageDie } from '../api';

/**
 * Regenerate (aspect): Inexhaustible: when this aspect is destroyed, re-roll 1 basic rage die.
 * If it stays basic, the destruction is cancelled: the Chimera takes 1 damage and this aspect
 * comes back into play exhausted and unwounded.
 *
 * Decided where the facts are uncertain (docs/rules/chimera README): its blood wounds are
 * still taken (as the reference does; digest §13 gives blood on destruction, which happened),
 * and with no basic rage die left there is nothing to re-roll, so it stays destroyed.
 */
export default defineAspect({
  stub: 'regenerate',
  triggers: [
    onDestroyed('Regenerate', [
      (g) => {
        if (rollRageDie(g) !== 'basic') return;
        returnDestroyedAspect(g, eventOf(g, 'destroyed')?.card ?? null);
      },
    ]),
  ],
});
