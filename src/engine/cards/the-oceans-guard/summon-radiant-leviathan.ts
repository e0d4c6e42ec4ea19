import {
  canSummon,
  controllerOf,
  defineCard,
  isConjuration,
  nonPhoenixbornCardsInPlay,
  placeStatus,
  summon,
} from '../api';

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
      // Conjured units and conjured alteration spells alike.
      const others = nonPhoenixbornCardsInPlay(g).filter(
        (c) => c !== leviathan && controllerOf(g, c) === g.me && isConjuration(g, c),
      );
      placeStatus(g, leviathan, others.length);
    },
  ],
});
