import {
  addAttackThisTurn,
  chooseCard,
  defineCard,
  isCharged,
  self,
  targetableUnits,
} from '../api';

const target = chooseCard('target', {
  title: 'Supercharge: choose a unit to get +2 attack',
  from: (g) => (isCharged(g, self(g)) ? targetableUnits(g) : []),
});

/** Supercharge: side - exhaust: If this spell is charged, add 2 to the attack value of a target unit for the remainder of the turn. */
export default defineCard({
  stub: 'supercharge',
  abilities: [
    {
      id: 'supercharge',
      name: 'Supercharge',
      cost: ['[[side]]', '[[exhaust]]'],
      usable: (q) => targetableUnits(q).length > 0,
      steps: [target.ask, (g) => addAttackThisTurn(g, target.of(g), 2)],
    },
  ],
});
