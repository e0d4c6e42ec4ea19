import { canSummon, defineCard, isConjuration, placeStatus, summon, unitsOf } from '../api';

/**
 * Summon Radiant Leviathan: Place a Radiant Leviathan conjuration onto your battlefield. Place
 * 1 status token on it for each other conjuration you control.
 */
export default defineCard({
  stub: 'summon-radiant-leviathan',
  playable: (q) => canSummon(q, 'radiant-leviathan'),
  effect: [
    (g) => {
      const leviathan = summon(g, 'radiant-leviathan');
      if (leviathan === null) return;
      const others = unitsOf(g).filter((u) => u !== leviathan && isConjuration(g, u));
      placeStatus(g, leviathan, others.length);
    },
  ],
});
