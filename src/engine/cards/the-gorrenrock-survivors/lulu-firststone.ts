import { attachConjuredAlteration, chooseCard, defineCard, placeStatus, unitsOf } from '../api';

const target = chooseCard('target', {
  title: 'Lulu Firststone, Bolster: choose a unit you control to place 1 status token on',
  from: (g) => unitsOf(g),
});

/** Lulu Firststone: Bolster: side, exhaust, 1 basic: Place 1 status token on a target unit you control and attach a Spark conjured alteration spell to that unit. */
export default defineCard({
  stub: 'lulu-firststone',
  abilities: [
    {
      id: 'bolster',
      name: 'Bolster',
      cost: ['[[side]]', '[[exhaust]]', '1 [[basic]]'],
      usable: (q) => unitsOf(q).length > 0,
      steps: [
        target.ask,
        (g) => {
          placeStatus(g, target.of(g), 1);
          attachConjuredAlteration(g, 'spark', target.of(g));
        },
      ],
    },
  ],
});
