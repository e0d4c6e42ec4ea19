import { bothPhoenixborns, defineCard, phoenixbornOf, removeWounds } from '../api';

/** Law of Grace: When this spell comes into play, remove 1 wound token from your Phoenixborn. After any Phoenixborn is dealt damage by a spell or ability, prevent 1 damage from being received. * Bound: This card cannot be discarded from your spellboard when you Meditate. * Fleeting: Discard this card at the end of this round. */
export default defineCard({
  stub: 'law-of-grace',
  keywords: { bound: 1, fleeting: 1 },
  statics: [
    {
      name: 'Law of Grace',
      appliesTo: (q, card) => bothPhoenixborns(q).includes(card),
      preventFromSpellsAndAbilities: 1,
    },
  ],
  triggers: [
    {
      name: 'Law of Grace',
      event: 'readySpellCameIntoPlay',
      match: (q, e) => e.card === q.self,
      steps: [(g) => void removeWounds(g, phoenixbornOf(g), 1)],
    },
  ],
});
