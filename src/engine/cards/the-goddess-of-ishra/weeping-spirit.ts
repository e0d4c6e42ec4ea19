import { defineCard, destroy, self } from '../api';

/** Weeping Spirit: Fearful: This unit cannot block. Quell: side - 1 discard: Destroy this unit. */
export default defineCard({
  stub: 'weeping-spirit',
  statics: [{ name: 'Fearful', appliesTo: (q, card) => card === q.self, forbids: ['block'] }],
  abilities: [
    {
      id: 'quell',
      name: 'Quell',
      cost: ['[[side]]', '1 [[discard]]'],
      steps: [(g) => void destroy(g, self(g))],
    },
  ],
});
