import { chooseCard, defineCard, destroy, targetableUnits, tokensOn } from '../api';
import type { Scope } from '../api';

function woundedUnits(s: Scope): string[] {
  return targetableUnits(s, (unit) => tokensOn(s, unit).damage > 0);
}

const target = chooseCard('target', {
  title: 'Fester: choose a unit with 1 or more wound tokens',
  from: (g) => woundedUnits(g),
});

/** Fester: Destroy a target unit with 1 or more wound tokens on it. */
export default defineCard({
  stub: 'fester',
  playable: (q) => woundedUnits(q).length > 0,
  effect: [target.ask, (g) => void destroy(g, target.of(g))],
});
