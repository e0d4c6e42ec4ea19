import {
  allUnitsInPlay,
  bothPhoenixborns,
  dealDamage,
  defineCard,
  isOnBattlefield,
  rememberCards,
  summon,
} from '../api';

/** The units in play as the damage was dealt. */
const damaged = rememberCards('damaged');

/** Cataclysm: Deal 1 damage to all units and Phoenixborn. If this destroys at least 2 units, place 2 Rubble Spirit conjurations onto your battlefield. */
export default defineCard({
  stub: 'cataclysm',
  effect: [
    (g) => {
      const units = allUnitsInPlay(g);
      damaged.set(g, units);
      for (const unit of units) dealDamage(g, unit, 1);
      for (const pb of bothPhoenixborns(g)) dealDamage(g, pb, 1);
    },
    // Lethal wounds destroy the units between steps: those no longer in play were destroyed.
    (g) => {
      const destroyed = (damaged.of(g) ?? []).filter((unit) => !isOnBattlefield(g, unit));
      if (destroyed.length < 2) return;
      summon(g, 'rubble-spirit');
      summon(g, 'rubble-spirit');
    },
  ],
});
