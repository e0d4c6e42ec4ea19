import { allUnitsInPlay, atEndOfNextTurn, dealDamage, defineCard } from '../api';

/** Rising Tides: At the end of the next turn this round, deal 1 damage to all units. */
export default defineCard({
  stub: 'rising-tides',
  effect: [(g) => atEndOfNextTurn(g)],
  later: [
    (g) => {
      for (const unit of allUnitsInPlay(g)) dealDamage(g, unit, 1);
    },
  ],
});
