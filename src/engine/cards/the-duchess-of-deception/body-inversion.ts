import { chooseCard, defineCard, swapPrintedAttackAndLife, targetableUnits } from '../api';

const target = chooseCard('target', {
  title: 'Body Inversion: choose a unit to swap its printed attack and life',
  from: (g) => targetableUnits(g),
});

/** Body Inversion: side, exhaust, 1 illusion class: Swap a target unit's printed attack value with its printed life value for the remainder of the turn. */
export default defineCard({
  stub: 'body-inversion',
  abilities: [
    {
      id: 'bodyInversion',
      name: 'Body Inversion',
      cost: ['[[side]]', '[[exhaust]]', '1 [[illusion:class]]'],
      usable: (q) => targetableUnits(q).length > 0,
      steps: [target.ask, (g) => swapPrintedAttackAndLife(g, target.of(g), 'thisTurn')],
    },
  ],
});
