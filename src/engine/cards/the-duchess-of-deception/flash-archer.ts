import { chooseCard, dealDamage, defineCard, targetableUnits } from '../api';

const first = chooseCard('first', {
  title: 'Double Shot: choose a unit to deal 1 damage to',
  from: (g) => targetableUnits(g),
});
const second = chooseCard('second', {
  title: 'Double Shot: you may deal 1 damage to a unit',
  from: (g) => targetableUnits(g),
  optional: true,
});

/** Flash Archer: Double Shot: side, exhaust: Deal 1 damage to a target unit. Then you may deal 1 damage to a target unit. */
export default defineCard({
  stub: 'flash-archer',
  abilities: [
    {
      id: 'doubleShot',
      name: 'Double Shot',
      cost: ['[[side]]', '[[exhaust]]'],
      usable: (q) => targetableUnits(q).length > 0,
      steps: [
        first.ask,
        (g) => void dealDamage(g, first.of(g), 1),
        second.ask,
        (g) => void dealDamage(g, second.of(g), 1),
      ],
    },
  ],
});
