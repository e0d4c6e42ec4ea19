import {
  allUnitsInPlay,
  canSummon,
  chooseCard,
  defineCard,
  destroy,
  isConjuration,
  lifeOf,
  markUsedThisTurn,
  stubOf,
  summon,
  unitsOf,
  usedThisTurn,
} from '../api';
import type { Scope } from '../api';

/** Conjurations you control with a life value of 1 that still have a copy in your conjuration pile. */
function duplicable(s: Scope): string[] {
  return unitsOf(s).filter(
    (u) => isConjuration(s, u) && lifeOf(s, u) === 1 && canSummon(s, stubOf(s, u)),
  );
}

/** The turn's record of a copy Duplicate placed (cleared when the next turn begins). */
function copyKey(copy: string): string {
  return `duplicate:${copy}`;
}

function copiesToDestroy(s: Scope): string[] {
  return allUnitsInPlay(s).filter((u) => usedThisTurn(s, copyKey(u)));
}

const original = chooseCard('original', {
  title: 'Hope Everthorn, Duplicate: choose a conjuration you control with a life value of 1',
  from: (g) => duplicable(g),
});

/** Hope Everthorn: Duplicate: side - exhaust - 1 basic: Choose a conjuration you control with a life value of 1. Place a copy of that conjuration onto your battlefield. At the end of this turn, destroy that copy. */
export default defineCard({
  stub: 'hope-everthorn',
  abilities: [
    {
      id: 'duplicate',
      name: 'Duplicate',
      cost: ['[[side]]', '[[exhaust]]', '1 [[basic]]'],
      usable: (q) => duplicable(q).length > 0,
      steps: [
        original.ask,
        (g) => {
          const chosen = original.of(g);
          // The copy comes from the conjuration pile (digest §10.1): none left, nothing happens.
          const copy = chosen === null ? null : summon(g, stubOf(g, chosen));
          if (copy !== null) markUsedThisTurn(g, copyKey(copy));
        },
      ],
    },
  ],
  triggers: [
    {
      name: 'Duplicate: destroy the copy',
      event: 'turnEnded',
      // The delayed destruction belongs to the ability already used: Hope's exhaustion does not stop it.
      inexhaustible: true,
      match: (q) => copiesToDestroy(q).length > 0,
      steps: [
        (g) => {
          for (const copy of copiesToDestroy(g)) destroy(g, copy);
        },
      ],
    },
  ],
});
