import {
  chooseCard,
  defineCard,
  discardFromPlay,
  inConjurationPile,
  self,
  stubOf,
  summon,
  unitsOf,
} from '../api';
import type { Scope } from '../api';

/** The other Shimmer Wings you control. */
function otherShimmerWings(s: Scope): string[] {
  return unitsOf(s).filter((unit) => unit !== self(s) && stubOf(s, unit) === 'shimmer-wing');
}

const partner = chooseCard('partner', {
  title: 'Shimmer Wing, Ritual Flames: choose another Shimmer Wing you control to discard',
  from: otherShimmerWings,
});

/**
 * Shimmer Wing: Ritual Flames: main - 1 basic: Discard this unit and another Shimmer Wing you
 * control to place an Eternity Flame conjuration onto your battlefield.
 */
export default defineCard({
  stub: 'shimmer-wing',
  abilities: [
    {
      id: 'ritualFlames',
      name: 'Ritual Flames',
      cost: ['[[main]]', '1 [[basic]]'],
      usable: (q) => otherShimmerWings(q).length > 0 && inConjurationPile(q, 'eternity-flame'),
      steps: [
        partner.ask,
        (g) => {
          const other = partner.of(g);
          if (!other) return { end: true };
          discardFromPlay(g, self(g));
          discardFromPlay(g, other);
          summon(g, 'eternity-flame');
          return undefined;
        },
      ],
    },
  ],
});
