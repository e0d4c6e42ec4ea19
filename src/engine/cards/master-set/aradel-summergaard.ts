import { chooseCard, dealDamage, defineCard, targetableUnits } from '../api';

const target = chooseCard('target', {
  title: 'Water Blast: choose a unit to deal 2 damage to',
  from: (g) => targetableUnits(g),
});

/** Aradel Summergaard: Water Blast: side, exhaust, 1 natural class: deal 2 damage to a target unit. */
export default defineCard({
  stub: 'aradel-summergaard',
  abilities: [
    {
      id: 'waterBlast',
      name: 'Water Blast',
      cost: ['[[side]]', '[[exhaust]]', '1 [[natural:class]]'],
      usable: (q) => targetableUnits(q).length > 0,
      steps: [
        target.ask,
        (g) => {
          dealDamage(g, target.of(g), 2);
        },
      ],
    },
  ],
});
