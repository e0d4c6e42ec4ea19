import { defineCard, draw, removeStatus, resourceful, self, tokensOn } from '../api';

/**
 * Temple Elder: * Resourceful 1: When this unit comes into play, place 1 status token on this
 * unit. At the beginning of the player turns phase, place 1 status token on this unit.
 * Wisdom 1: side - 1 sympathy class: Remove 1 status token from this unit. If you do, draw 1 card.
 */
export default defineCard({
  stub: 'temple-elder',
  triggers: resourceful(1),
  abilities: [
    {
      id: 'wisdom',
      name: 'Wisdom 1',
      cost: ['[[side]]', '1 [[sympathy:class]]'],
      // Without a status token it would pay for nothing ("if you do").
      usable: (q) => tokensOn(q, q.self).status > 0,
      steps: [
        (g) => {
          if (removeStatus(g, self(g), 1) > 0) draw(g, 1);
        },
      ],
    },
  ],
});
