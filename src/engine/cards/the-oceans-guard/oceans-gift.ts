import {
  activeDiceOf,
  chooseCard,
  chooseDie,
  defineCard,
  magnified,
  onAttached,
  placeStatus,
  raiseDie,
  self,
  unitsOf,
  whenDeclared,
} from '../api';
import type { Run } from '../api';

/** "Raise 3 dice in your active pool 1 level": three different dice, each chosen in turn. */
const raised = [1, 2, 3].map((n) =>
  chooseDie(`raise${n}`, {
    title: `Ocean's Gift: choose a die in your active pool to raise 1 level (${n} of 3)`,
    from: (g) => raisable(g, n),
  }),
);

/** Active dice below power not raised yet by an earlier pick. */
function raisable(g: Run, n: number): string[] {
  const earlier = raised.slice(0, n - 1).map((pick) => pick.of(g));
  return activeDiceOf(g)
    .filter((d) => d.level !== 'power' && !earlier.includes(d.uuid))
    .map((d) => d.uuid);
}

const bestowed = chooseCard('bestowed', {
  title: 'Bestow 1: you may place a status token on a unit you control',
  from: (g) => unitsOf(g),
  optional: true,
});

/**
 * Ocean's Gift (alteration, attack +1): When this spell comes into play, raise 3 dice in your
 * active pool 1 level. This unit now has the following ability: Bestow 1: When this unit is
 * declared as an attacker, you may place 1 status token on a unit you control.
 */
export default defineCard({
  stub: 'oceans-gift',
  triggers: [
    onAttached('When this spell comes into play', [
      ...raised.flatMap((pick) => [pick.ask, (g: Run) => raiseDie(g, pick.of(g))]),
    ]),
  ],
  grantedTriggers: [
    whenDeclared(
      'Bestow 1',
      ['attacker'],
      [
        bestowed.ask,
        // Bestow's 1 is a numeral value Magnify raises.
        (g) => placeStatus(g, bestowed.of(g), magnified(g, self(g), 1)),
      ],
    ),
  ],
});
