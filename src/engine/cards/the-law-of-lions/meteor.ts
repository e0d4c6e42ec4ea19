import { dealDamage, defineCard, diceSpentOnCost, players, unitsOf } from '../api';
import type { Run } from '../api';

function everyUnit(g: Run): string[] {
  return players(g).flatMap((p) => unitsOf(g, p));
}

/** Meteor: Deal 1 damage to all units. Then, deal damage to all units equal to the number of divine power spent to play this spell. */
export default defineCard({
  stub: 'meteor',
  effect: [
    (g) => {
      for (const unit of everyUnit(g)) dealDamage(g, unit, 1);
    },
    (g) => {
      const powers = diceSpentOnCost(g).filter(
        (d) => d.magic === 'divine' && d.level === 'power',
      ).length;
      if (powers === 0) return;
      for (const unit of everyUnit(g)) dealDamage(g, unit, powers);
    },
  ],
});
