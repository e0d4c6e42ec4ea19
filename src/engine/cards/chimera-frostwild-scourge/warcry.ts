import { attachConjuredAlteration, defineAspect, eventOf, unitsOf } from '../api';
import type { Query } from '../api';

/** This aspect or one next to it on the Chimera's battlefield. */
function selfOrAdjacent(q: Query, card: string): boolean {
  const row = unitsOf(q, q.me);
  const at = row.indexOf(q.self);
  return at >= 0 && [row[at - 1], q.self, row[at + 1]].includes(card);
}

/**
 * Warcry (aspect): When this aspect or an aspect adjacent to it is declared as an attacker,
 * attach a Vigor to that attacker.
 */
export default defineAspect({
  stub: 'warcry',
  triggers: [
    {
      name: 'Warcry',
      event: 'attackersDeclared',
      match: (q, e) => selfOrAdjacent(q, e.card),
      steps: [
        (g) =>
          void attachConjuredAlteration(g, 'vigor', eventOf(g, 'attackersDeclared')?.card ?? null),
      ],
    },
  ],
});
