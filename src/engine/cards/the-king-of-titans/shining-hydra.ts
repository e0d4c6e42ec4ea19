import {
  attachConjuredAlteration,
  defineCard,
  inConjurationPile,
  removeWounds,
  self,
  tokensOn,
} from '../api';

/** Shining Hydra: Regenerate Heads: side: Remove 1 wound token from this unit to attach a Shining Hydra Head conjured alteration spell to this unit. */
export default defineCard({
  stub: 'shining-hydra',
  abilities: [
    {
      id: 'regenerateHeads',
      name: 'Regenerate Heads',
      cost: ['[[side]]'],
      usable: (q) => tokensOn(q, q.self).damage > 0 && inConjurationPile(q, 'shining-hydra-head'),
      steps: [
        (g) => {
          if (removeWounds(g, self(g), 1) === 0) return { end: true };
        },
        (g) => void attachConjuredAlteration(g, 'shining-hydra-head', self(g)),
      ],
    },
  ],
});
