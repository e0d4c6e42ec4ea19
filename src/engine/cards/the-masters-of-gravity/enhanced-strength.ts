import { defineCard, hasAbilities, hostOf, isAttached, removeAllExhaustion, self } from '../api';

/**
 * Enhanced Strength: conjured alteration spell, +1 attack, +1 life (printed on the card).
 * This unit now has the following ability: * Endurance: Remove all exhaustion tokens from this
 * unit at the end of each round.
 */
export default defineCard({
  stub: 'enhanced-strength',
  triggers: [
    {
      // The host's ability (inexhaustible, printed with *): it lapses only while the host has
      // no abilities at all (Reflections in the Water).
      name: 'Endurance',
      event: 'endOfRound',
      inexhaustible: true,
      match: (q) => {
        const host = hostOf(q, q.self);
        return isAttached(q, q.self) && host !== null && hasAbilities(q, host);
      },
      steps: [(g) => removeAllExhaustion(g, hostOf(g, self(g)))],
    },
  ],
});
