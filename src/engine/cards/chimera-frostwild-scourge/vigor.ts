import { defineCard, hostOf, onDestroyed, rollRageDie } from '../api';

/**
 * Vigor (conjured alteration spell, Frostwild Scourge): the aspect it is attached to has +1
 * attack. Inexhaustible: when that aspect is destroyed, re-roll 1 basic rage die.
 */
export default defineCard({
  stub: 'vigor',
  statics: [
    {
      name: 'Vigor',
      inexhaustible: true,
      appliesTo: (q, card) => card === hostOf(q, q.self),
      add: { attack: 1 },
    },
  ],
  // The destroyed host's alterations answer its destruction with their own triggers.
  triggers: [onDestroyed('Vigor', [(g) => void rollRageDie(g)])],
});
