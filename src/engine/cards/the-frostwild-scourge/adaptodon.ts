import {
  alterationsInPlay,
  attachConjuredAlteration,
  chooseOption,
  defineCard,
  inConjurationPile,
  self,
  stubOf,
} from '../api';
import type { Scope } from '../api';

const ADAPTATIONS = ['fire-adaptation', 'ice-adaptation'] as const;

/** Whether a Fire Adaptation or an Ice Adaptation is attached to this unit. */
function isAdapted(s: Scope, unit: string): boolean {
  return alterationsInPlay(s).some(
    ({ card, host }) =>
      host === unit && ADAPTATIONS.some((adaptation) => stubOf(s, card) === adaptation),
  );
}

const adaptation = chooseOption('adaptation', {
  title: 'Adapt: attach which adaptation to this unit?',
  options: { 'fire-adaptation': 'Fire Adaptation', 'ice-adaptation': 'Ice Adaptation' },
  only: (g, stub) => inConjurationPile(g, stub),
});

/**
 * Adaptodon: Adapt: side: Attach a Fire Adaptation or Ice Adaptation conjured alteration spell
 * to this unit if it has neither attached to it.
 */
export default defineCard({
  stub: 'adaptodon',
  abilities: [
    {
      id: 'adapt',
      name: 'Adapt',
      cost: ['[[side]]'],
      usable: (q) =>
        !isAdapted(q, q.self) && ADAPTATIONS.some((stub) => inConjurationPile(q, stub)),
      steps: [
        adaptation.ask,
        (g) => {
          if (isAdapted(g, self(g))) return { end: true };
          attachConjuredAlteration(g, adaptation.of(g) ?? '', self(g));
        },
      ],
    },
  ],
});
