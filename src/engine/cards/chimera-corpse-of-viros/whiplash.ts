import { dealDamage, defineAspect, destroy, onComesIntoPlay, opp, tokensOn, unitsOf } from '../api';

/** Whiplash (aspect): When this aspect is revealed, destroy the opponent's leftmost damaged unit; if they have none, deal 1 damage to their leftmost unit. */
export default defineAspect({
  stub: 'whiplash',
  triggers: [
    onComesIntoPlay('Whiplash', [
      (g) => {
        const units = unitsOf(g, opp(g));
        const damaged = units.find((u) => tokensOn(g, u).damage > 0);
        if (damaged !== undefined) destroy(g, damaged);
        else dealDamage(g, units[0] ?? null, 1);
      },
    ]),
  ],
});
