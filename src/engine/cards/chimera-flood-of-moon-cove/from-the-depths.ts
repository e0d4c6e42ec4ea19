import {
  attachConjuredAlteration,
  attachedCopies,
  dealDamage,
  defineAspect,
  opp,
  phoenixbornOf,
  unitsOf,
} from '../api';

/**
 * From the Depths (aspect): When this aspect attacks, attach a Drowning to the opposing
 * Phoenixborn, then deal damage equal to that Phoenixborn's drowning level to the opponent's
 * leftmost unit.
 */
export default defineAspect({
  stub: 'from-the-depths',
  triggers: [
    {
      name: 'From the Depths',
      event: 'attackersDeclared',
      match: (q, e) => e.card === q.self,
      steps: [
        (g) => {
          const phoenixborn = phoenixbornOf(g, opp(g));
          attachConjuredAlteration(g, 'drowning', phoenixborn);
          const level = attachedCopies(g, phoenixborn, 'drowning').length;
          const [leftmost] = unitsOf(g, opp(g));
          if (leftmost !== undefined && level > 0) dealDamage(g, leftmost, level);
        },
      ],
    },
  ],
});
