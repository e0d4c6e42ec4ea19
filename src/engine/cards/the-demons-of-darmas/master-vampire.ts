import { defineCard, phoenixbornOf, removeWounds } from '../api';

/** Master Vampire: Stalk: This unit cannot be guarded against. Life Drain 1: After this unit destroys a unit an opponent controls by attacking, you may remove 1 wound token from your Phoenixborn. */
export default defineCard({
  stub: 'master-vampire',
  keywords: { stalk: 1 },
  triggers: [
    {
      name: 'Life Drain 1',
      event: 'unitDestroyedByAttack',
      optional: true,
      match: (q, e) => e.attacker === q.self && e.controller !== q.me,
      steps: [(g) => void removeWounds(g, phoenixbornOf(g), 1)],
    },
  ],
});
