import { defineCard, eventOf, exhaust, isInDiscard, returnToHand, self } from '../api';

/**
 * Orrick Gilstream: Insight: After taking a Meditate action, you may place 1 exhaustion token
 * on this card to place the first card discarded off the top of your draw pile during that
 * action into your hand.
 */
export default defineCard({
  stub: 'orrick-gilstream',
  triggers: [
    {
      name: 'Insight',
      event: 'meditated',
      optional: true,
      match: (q, e) =>
        e.player === q.me && e.firstFromDrawPile !== null && isInDiscard(q, e.firstFromDrawPile),
      steps: [
        (g) => exhaust(g, self(g), 1),
        (g) => returnToHand(g, eventOf(g, 'meditated')?.firstFromDrawPile ?? null),
      ],
    },
  ],
});
