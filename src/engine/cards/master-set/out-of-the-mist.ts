import { chooseCard, dealDamage, defineCard, mayDraw, targetableUnits, unitsOf } from '../api';

const target = chooseCard('target', {
  title: 'Out of the Mist: choose a unit',
  from: (g) => targetableUnits(g),
});

/** Out of the Mist: Deal X damage to a target unit, X = the number of units you have in play. You may draw 1 card. */
export default defineCard({
  stub: 'out-of-the-mist',
  playable: (q) => targetableUnits(q).length > 0,
  effect: [
    target.ask,
    (g) => {
      dealDamage(g, target.of(g), unitsOf(g).length);
    },
    ...mayDraw('draw', 1),
  ],
});
