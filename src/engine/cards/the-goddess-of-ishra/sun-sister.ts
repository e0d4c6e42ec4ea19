import {
  chooseCard,
  defineCard,
  removeWounds,
  self,
  targetableUnits,
  tokensOn,
  unitsOf,
} from '../api';
import type { Scope } from '../api';

function woundedOthers(s: Scope): string[] {
  return targetableUnits(
    s,
    (u) => u !== self(s) && unitsOf(s).includes(u) && tokensOn(s, u).damage > 0,
  );
}

const target = chooseCard('target', {
  title: 'Sun Sister, Care 1: choose another unit you control to remove 1 wound token from',
  from: (g) => woundedOthers(g),
});

/** Sun Sister: Care 1: side: Remove 1 wound token from another target unit you control. */
export default defineCard({
  stub: 'sun-sister',
  abilities: [
    {
      id: 'care',
      name: 'Care 1',
      cost: ['[[side]]'],
      usable: (q) => woundedOthers(q).length > 0,
      steps: [target.ask, (g) => void removeWounds(g, target.of(g), 1)],
    },
  ],
});
