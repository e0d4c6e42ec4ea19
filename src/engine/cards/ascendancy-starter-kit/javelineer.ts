import { attackOf, chooseCard, dealDamage, defineCard, opponentUnits, self } from '../api';

const target = chooseCard('target', {
  title: 'Javelineer, Frost Throw: choose a unit an opponent controls',
  from: (g) => opponentUnits(g),
});

/** Javelineer: Frost Throw: main - exhaust: Deal damage to a target unit an opponent controls equal to this unit's attack value. */
export default defineCard({
  stub: 'javelineer',
  abilities: [
    {
      id: 'frostThrow',
      name: 'Frost Throw',
      cost: ['[[main]]', '[[exhaust]]'],
      usable: (q) => opponentUnits(q).length > 0,
      steps: [target.ask, (g) => void dealDamage(g, target.of(g), attackOf(g, self(g)))],
    },
  ],
});
