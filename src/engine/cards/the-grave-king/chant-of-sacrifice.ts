import { chooseCard, defineCard, destroy, unitsOf } from '../api';

const unit = chooseCard('unit', {
  title: 'Chant of Sacrifice: choose a unit you control to destroy',
  from: (g) => unitsOf(g),
});

/** Chant of Sacrifice: side, exhaust: Destroy a unit you control. */
export default defineCard({
  stub: 'chant-of-sacrifice',
  abilities: [
    {
      id: 'sacrifice',
      name: 'Chant of Sacrifice',
      cost: ['[[side]]', '[[exhaust]]'],
      usable: (q) => unitsOf(q).length > 0,
      steps: [unit.ask, (g) => void destroy(g, unit.of(g))],
    },
  ],
});
