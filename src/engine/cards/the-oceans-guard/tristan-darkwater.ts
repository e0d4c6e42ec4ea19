import { chooseCard, defineCard, lifeOf, magnify, unitsOf } from '../api';
import type { Run, Scope } from '../api';

/** "Any number of units you control with a combined life value of up to 3." */
const COMBINED_LIFE = 3;

/**
 * Each unit is chosen in turn; a unit's life is at least 1, so three picks at most. Each pick
 * offers the units not chosen yet whose life fits what is left of the 3.
 */
const picks = [1, 2, 3].map((n) =>
  chooseCard(`unit${n}`, {
    title: `Magnify: choose ${n === 1 ? 'a' : 'another'} unit you control (combined life value up to ${COMBINED_LIFE}), or Skip to end the choice`,
    from: (g) => fitting(g, n),
    optional: true,
  }),
);

/** The units chosen before pick n. */
function chosenBefore(g: Run, n: number): string[] {
  return picks.slice(0, n - 1).flatMap((pick) => {
    const unit = pick.of(g);
    return unit === null ? [] : [unit];
  });
}

function lifeLeft(g: Run, n: number): number {
  return chosenBefore(g, n).reduce((left, unit) => left - lifeOf(g, unit), COMBINED_LIFE);
}

function fitting(g: Run, n: number): string[] {
  const chosen = chosenBefore(g, n);
  // A pick after a skipped one offers nothing: the choice is over.
  if (chosen.length < n - 1) return [];
  return unitsOf(g).filter((u) => !chosen.includes(u) && lifeOf(g, u) <= lifeLeft(g, n));
}

function anyFits(q: Scope): boolean {
  return unitsOf(q).some((u) => lifeOf(q, u) <= COMBINED_LIFE);
}

/**
 * Tristan Darkwater: Magnify: side - exhaust - 1 basic: Choose any number of units you control
 * with a combined life value of up to 3. During Attack actions this turn, the numeral values of
 * their abilities are increased by 1.
 */
export default defineCard({
  stub: 'tristan-darkwater',
  abilities: [
    {
      id: 'magnify',
      name: 'Magnify',
      cost: ['[[side]]', '[[exhaust]]', '1 [[basic]]'],
      usable: anyFits,
      steps: [
        ...picks.map((pick) => pick.ask),
        (g) => {
          for (const unit of chosenBefore(g, picks.length + 1)) magnify(g, unit, 1, 'thisTurn');
        },
      ],
    },
  ],
});
