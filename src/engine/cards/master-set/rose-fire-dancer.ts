import { chooseCard, defineCard, exhaust, targetableUnits } from '../api';

const target = chooseCard('target', {
  title: 'Distract: choose a unit',
  from: (g) => targetableUnits(g),
});

/** Rose Fire Dancer: Distract: side, exhaust: place 1 exhaustion token on a target unit. */
export default defineCard({
  stub: 'rose-fire-dancer',
  abilities: [
    {
      id: 'distract',
      name: 'Distract',
      cost: ['[[side]]', '[[exhaust]]'],
      usable: (q) => targetableUnits(q).length > 0,
      steps: [target.ask, (g) => exhaust(g, target.of(g), 1)],
    },
  ],
});
