import {
  attackingUnits,
  blockerOf,
  canTarget,
  chooseCard,
  defineCard,
  exhaust,
  isAlly,
  removeFromBattle,
  unitsOf,
} from '../api';
import type { Query, Run } from '../api';

/** Attacking allies you control that are blocked. */
function blockedAllies(s: Run | Query): string[] {
  return attackingUnits(s).filter(
    (unit) => unitsOf(s).includes(unit) && isAlly(s, unit) && blockerOf(s, unit) !== null,
  );
}

const ally = chooseCard('ally', {
  title: 'Disengage: choose a blocked attacking ally you control; it is no longer attacking',
  from: (g) => blockedAllies(g),
});
/**
 * Disengage: You may play this spell after an opponent declares blockers. Choose an attacking
 * ally you control that is blocked. It is no longer attacking. Place 1 exhaustion token on the
 * target unit that was blocking the chosen ally.
 */
export default defineCard({
  stub: 'disengage',
  reaction: {
    event: 'blockersDeclared',
    match: (q, e) => e.attacker === q.me && blockedAllies(q).length > 0,
  },
  effect: [
    ally.ask,
    (g) => {
      const chosen = ally.of(g);
      const wasBlocking = chosen ? blockerOf(g, chosen) : null;
      if (!removeFromBattle(g, chosen)) return;
      if (wasBlocking && canTarget(g, wasBlocking)) exhaust(g, wasBlocking, 1);
    },
  ],
});
