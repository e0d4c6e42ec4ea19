import {
  chooseCard,
  defineCard,
  destroy,
  exhaust,
  rememberNumber,
  targetableUnits,
  tokensOn,
  unitsOf,
} from '../api';

const sacrificed = chooseCard('sacrificed', {
  title: 'Blood Chains: choose a unit you control to destroy',
  from: (g) => unitsOf(g),
});
const target = chooseCard('target', {
  title: 'Blood Chains: choose a unit to exhaust',
  from: (g) => targetableUnits(g),
});
const tokens = rememberNumber('tokens');

/** Blood Chains: Destroy a unit you control to place 1 exhaustion token on a target unit. If the destroyed unit had 1 or more wound tokens on it, place 2 exhaustion tokens instead. */
export default defineCard({
  stub: 'blood-chains',
  playable: (q) => unitsOf(q).length > 0,
  effect: [
    sacrificed.ask,
    (g) => {
      const unit = sacrificed.of(g);
      if (unit === null) return { end: true };
      const wounded = tokensOn(g, unit).damage > 0;
      if (destroy(g, unit) === null) return { end: true };
      tokens.set(g, wounded ? 2 : 1);
    },
    target.ask,
    (g) => exhaust(g, target.of(g), tokens.of(g) ?? 1),
  ],
});
