import { chooseCard, dealDamage, defineCard, placeWounds, self, targetableUnits } from '../api';

const target = chooseCard('target', {
  title: 'Blood Shot: choose a unit',
  from: (g) => targetableUnits(g),
});

/** Blood Archer: Blood Shot: side: place 1 wound token on this unit to deal 1 damage to a target unit. */
export default defineCard({
  stub: 'blood-archer',
  abilities: [
    {
      id: 'bloodShot',
      name: 'Blood Shot',
      cost: ['[[side]]'],
      usable: (q) => targetableUnits(q).length > 0,
      steps: [
        (g) => placeWounds(g, self(g), 1),
        target.ask,
        (g) => {
          dealDamage(g, target.of(g), 1);
        },
      ],
    },
  ],
});
