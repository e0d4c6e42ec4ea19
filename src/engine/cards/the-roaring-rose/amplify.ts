import { addAttackThisTurn, attackOf, chooseCard, defineCard, unitsOf } from '../api';

const target = chooseCard('target', {
  title: 'Amplify: choose a unit you control with an attack value of 0',
  from: (g) => unitsOf(g).filter((unit) => attackOf(g, unit) === 0),
});

/** Amplify: Choose a target unit you control with an attack value of 0. Add 3 to its attack value for the remainder of the turn. */
export default defineCard({
  stub: 'amplify',
  playable: (q) => unitsOf(q).some((unit) => attackOf(q, unit) === 0),
  effect: [target.ask, (g) => addAttackThisTurn(g, target.of(g), 3)],
});
