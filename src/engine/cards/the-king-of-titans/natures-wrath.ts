import { allUnitsInPlay, dealDamage, defineCard } from '../api';

/** Nature's Wrath: Deal 1 damage to all units. */
export default defineCard({
  stub: 'natures-wrath',
  playable: (q) => allUnitsInPlay(q).length > 0,
  effect: [
    (g) => {
      for (const unit of allUnitsInPlay(g)) dealDamage(g, unit, 1);
    },
  ],
});
