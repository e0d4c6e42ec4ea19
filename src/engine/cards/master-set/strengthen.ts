import { changeValue, chooseCard, defineCard, focus, targetableUnits } from '../api';

const target = chooseCard('target', {
  title: 'Strengthen: choose a unit',
  from: (g) => targetableUnits(g),
});

/** Strengthen: side, exhaust: add 2 to a target unit's attack value for the remainder of the turn. Focus 2: add 1 more. */
export default defineCard({
  stub: 'strengthen',
  abilities: [
    {
      id: 'strengthen',
      name: 'Strengthen',
      cost: ['[[side]]', '[[exhaust]]'],
      usable: (q) => targetableUnits(q).length > 0,
      steps: [
        target.ask,
        (g) => changeValue(g, target.of(g), 'attack', focus(g) >= 2 ? 3 : 2, 'thisTurn'),
      ],
    },
  ],
});
