import { defineCard, removeAllExhaustion, self } from '../api';

/**
 * Enhanced Strength: conjured alteration spell, +1 attack, +1 life (printed on the card).
 * This unit now has the following ability: * Endurance: Remove all exhaustion tokens from this
 * unit at the end of each round.
 */
export default defineCard({
  stub: 'enhanced-strength',
  grantedTriggers: [
    {
      // The host's own ability (self is the host), printed with *: it works while exhausted.
      name: 'Endurance',
      event: 'endOfRound',
      inexhaustible: true,
      match: () => true,
      steps: [(g) => removeAllExhaustion(g, self(g))],
    },
  ],
});
