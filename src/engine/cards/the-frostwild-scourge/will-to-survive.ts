import { defineCard, phoenixbornOf, removeWounds } from '../api';

/**
 * Will to Survive: (+1 attack, +1 life) This unit now has the following ability:
 * Life Drain 1: After this unit destroys a unit an opponent controls by attacking, you may
 * remove 1 wound token from your Phoenixborn.
 */
export default defineCard({
  stub: 'will-to-survive',
  grantedTriggers: [
    {
      name: 'Life Drain 1',
      event: 'unitDestroyedByAttack',
      optional: true,
      match: (q, e) => e.attacker === q.self && e.controller !== q.me,
      steps: [(g) => void removeWounds(g, phoenixbornOf(g), 1)],
    },
  ],
});
