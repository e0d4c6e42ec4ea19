import { defineCard, setActiveDiceTo } from '../api';

/** Law of Assurance: When this spell comes into play, change all dice in your active pool to their class side. Players may not re-roll or change the level of dice in an opponent's active pool. * Bound: This card cannot be discarded from your spellboard when you Meditate. * Fleeting: Discard this card at the end of this round. */
export default defineCard({
  stub: 'law-of-assurance',
  keywords: { bound: 1, fleeting: 1 },
  locksOpponentDice: true,
  triggers: [
    {
      name: 'Law of Assurance',
      event: 'readySpellCameIntoPlay',
      match: (q, e) => e.card === q.self,
      steps: [(g) => setActiveDiceTo(g, 'class')],
    },
  ],
});
