import {
  attackOf,
  chooseCard,
  dealDamage,
  defineCard,
  opponentUnits,
  targetableUnits,
  unitsOf,
} from '../api';
import type { Scope } from '../api';

function yourTargets(s: Scope): string[] {
  return targetableUnits(s, (u) => unitsOf(s).includes(u));
}

const yours = chooseCard('yours', {
  title: 'Seeds of Aggression: choose a unit you control',
  from: (g) => yourTargets(g),
});
const theirs = chooseCard('theirs', {
  title: 'Seeds of Aggression: choose a unit an opponent controls',
  from: (g) => opponentUnits(g),
});

/** Seeds of Aggression: Choose a target unit you control and a target unit an opponent controls. Those units deal damage to each other equal to their attack value. */
export default defineCard({
  stub: 'seeds-of-aggression',
  playable: (q) => yourTargets(q).length > 0 && opponentUnits(q).length > 0,
  effect: [
    yours.ask,
    theirs.ask,
    (g) => {
      const mine = yours.of(g);
      const other = theirs.of(g);
      if (mine === null || other === null) return;
      // The damage is dealt at once: each deals its attack value as it was before either is hurt.
      const mineDeals = attackOf(g, mine);
      const otherDeals = attackOf(g, other);
      dealDamage(g, other, mineDeals);
      dealDamage(g, mine, otherDeals);
    },
  ],
});
