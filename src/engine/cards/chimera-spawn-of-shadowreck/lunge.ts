import { defineAspect, onComesIntoPlay, resolveBehaviourSide, rollBehaviourDie } from '../api';

/**
 * Lunge (aspect): Retreat (at the end of the round it goes face down again). When this aspect
 * is revealed, roll the behaviour die and resolve the side action of the behaviour row for
 * the result + 3 (at most 12) of the current phase; only the side, not the main.
 *
 * Decided: a row without a side (phase I, 1–4) does nothing; the side resolves as the
 * behaviour step resolves it, the player's choices included.
 */
export default defineAspect({
  stub: 'lunge',
  keywords: { retreat: 1 },
  triggers: [
    onComesIntoPlay('Lunge', [
      (g) => resolveBehaviourSide(g, Math.min(rollBehaviourDie(g) + 3, 12)),
    ]),
  ],
});
